import type { Locale } from "#server/contract/urls";

/** The back-office areas (spec section 2): /admin/... in English, /hr/admin/... in Croatian. */
export type AdminArea =
  | ""
  | "consent"
  | "templates"
  | "navigation"
  | "pages"
  | "blog-categories"
  | "comments"
  | "forms"
  | "redirects"
  | "media"
  | "orders"
  | "products"
  | "customers"
  | "eproducts"
  | "payment-methods"
  | "delivery-methods"
  | "coupons"
  | "shop-categories"
  | "outbox"
  | "emails"
  | "audit"
  | "settings"
  | "cache";

function prefix(locale: Locale): string {
  return locale === "hr" ? "/hr" : "";
}

export function adminPath(locale: Locale, area: AdminArea = ""): string {
  return `${prefix(locale)}/admin${area ? `/${area}` : ""}`;
}

/** One navigation tree's page (main, footer1, …) in the back office. */
export function adminNavigationPath(locale: Locale, tree: string): string {
  return `${adminPath(locale, "navigation")}?tree=${encodeURIComponent(tree)}`;
}

/** One site element's page (its handler) in the back office. */
export function adminTemplatePath(locale: Locale, handler: string): string {
  return `${adminPath(locale, "templates")}/${encodeURIComponent(handler)}`;
}

/** One order's page in the back office. */
export function adminOrderPath(locale: Locale, slug: string): string {
  return `${adminPath(locale, "orders")}/${encodeURIComponent(slug)}`;
}

/** One product's page in the back office. */
export function adminProductPath(locale: Locale, id: number): string {
  return `${adminPath(locale, "products")}/${id}`;
}

/** The new product's form in the back office (decision 0076). */
export function adminNewProductPath(locale: Locale): string {
  return `${adminPath(locale, "products")}/new`;
}

/** The pictures a product's gallery offers, a page of a search at a time (decision 0085): what the form's script loads. */
export function adminProductPicturesPath(locale: Locale): string {
  return `${adminPath(locale, "products")}/pictures`;
}

/** One customer's page in the back office (`confirm`: the action it asks about first). */
export function adminCustomerPath(locale: Locale, id: number, confirm?: string): string {
  return `${adminPath(locale, "customers")}/${id}${confirm ? `?confirm=${confirm}` : ""}`;
}

/** One e-product's page in the back office. */
export function adminEProductPath(locale: Locale, id: number): string {
  return `${adminPath(locale, "eproducts")}/${id}`;
}

/** One delivery method's page in the back office. */
export function adminDeliveryMethodPath(locale: Locale, id: number): string {
  return `${adminPath(locale, "delivery-methods")}/${id}`;
}

/** One coupon's page in the back office. */
export function adminCouponPath(locale: Locale, id: number): string {
  return `${adminPath(locale, "coupons")}/${id}`;
}

/** One shop category's page in the back office. */
export function adminShopCategoryPath(locale: Locale, id: number): string {
  return `${adminPath(locale, "shop-categories")}/${id}`;
}

/** One editable e-mail's page in the back office (decision 0068), in a language, and with a key of its own. */
export function adminEmailPath(locale: Locale, mail: string, language: Locale, key?: string): string {
  const query = new URLSearchParams({ language });
  if (key) query.set("key", key);
  return `${adminPath(locale, "emails")}/${encodeURIComponent(mail)}?${query}`;
}

export function adminLoginPath(locale: Locale): string {
  return `${prefix(locale)}/adminLogin`;
}

/** The same back-office page in another language (the admin language selector keeps the query too: a filter, a page). */
export function adminPathIn(pathname: string, locale: Locale): string {
  const bare = pathname.replace(/^\/hr(?=\/|$)/, "") || "/";
  return locale === "hr" ? `/hr${bare}` : bare;
}
