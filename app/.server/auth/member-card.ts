import type { RouterContextProvider } from "react-router";
import { memberCard } from "../cart/session";

/**
 * Spec section 4, "Profile update": after saving, the memberCardBarcode cookie is updated if it
 * exists and differs, deleted if the barcode is empty.
 */
export async function memberCardAfterProfileSave(
  context: Readonly<RouterContextProvider>,
  barcode: string | null | undefined,
): Promise<void> {
  const value = (barcode ?? "").trim();
  if (!memberCard.present(context)) return;
  if (!value) memberCard.clear(context);
  else if ((await memberCard.read(context)) !== value) memberCard.set(context, value);
}
