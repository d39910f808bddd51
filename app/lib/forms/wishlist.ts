/**
 * The wishlist toggle (spec section 4, "Wishlist toggle"), posted to /_actions/wishlist from every
 * product card and product page. Its action parses it here; the toggle's fields are hidden, so the
 * browser has nothing to check and zod stays on the server (only its types reach the component).
 */
import { z } from "zod";
import { locales } from "#server/contract/urls";
import { positiveId } from "../ids";

export const wishlistToggleSchema = z.object({
  /** The product; anything but a product id is refused (400) once the visitor is known. */
  product_id: z
    .string()
    .optional()
    .transform((value) => positiveId(value)),
  /** What the button showed, for the toggle's own optimistic state; the platform decides. */
  wish: z.enum(["add", "remove"]).optional().catch(undefined),
  /** The page's language: of the notice, and of the login page a guest is sent to. */
  locale: z.enum(locales).catch("en"),
  redirectTo: z.string().optional(),
});
export type WishlistToggleField = keyof z.input<typeof wishlistToggleSchema>;
