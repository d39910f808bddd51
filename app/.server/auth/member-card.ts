import { createCookie } from "react-router";
import { config } from "../config";
import { readCookie, secureFor } from "../cookies";

/** Spec section 9: cart cookies live one year. */
const YEAR = 31_536_000;

/** The membership card barcode applied to the cart (spec section 4, "Membership barcode"). The cart
 * reads and writes it; a profile save keeps it in step with the profile. */
export const memberCardCookie = createCookie("memberCardBarcode", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: config.sessionSecrets,
  maxAge: YEAR,
});

/**
 * Spec section 4, "Profile update": after saving, the memberCardBarcode cookie is updated if it
 * exists and differs, deleted if the barcode is empty. Returns the Set-Cookie header, if any.
 */
export async function memberCardAfterProfileSave(request: Request, barcode: string | null | undefined): Promise<string | null> {
  const value = (barcode ?? "").trim();
  const hasCookie = /(?:^|;\s*)memberCardBarcode=/.test(request.headers.get("Cookie") ?? "");
  if (!value) return hasCookie ? memberCardCookie.serialize("", { ...secureFor(request), maxAge: 0 }) : null;
  if (!hasCookie) return null;
  const current = await readCookie<string>(memberCardCookie, request);
  return current === value ? null : memberCardCookie.serialize(value, secureFor(request));
}
