import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { checkoutStepSegment, pagePaths, type PageId } from "../server/contract/urls";

/**
 * The one route table. A page with a fixed route is one line in `pages` below: its English,
 * Croatian (/hr) and German-alias paths come from `pagePaths` (server/contract/urls.ts).
 * Route ids are `page:{pageId}:{en|hr|de}` so that the language switcher can translate them.
 */
const pages: Partial<Record<PageId, string>> = {
  cart: "routes/cart/cart.tsx",
  shop: "routes/shop/shop.tsx",
  product: "routes/product/product.tsx",
  search: "routes/search/search.tsx",
  login: "routes/account/login.tsx",
  register: "routes/account/register.tsx",
  profile: "routes/account/profile.tsx",
  forgotPassword: "routes/account/forgot-password.tsx",
  setPassword: "routes/account/reset-password.tsx",
  orderDetail: "routes/account/order.tsx",
  guestOrder: "routes/account/guest-order.tsx",
  socialLogin: "routes/account/social-login.tsx",
  event: "routes/events/event.tsx",
  checkoutSuccess: "routes/checkout/success.tsx",
  download: "routes/checkout/download.tsx",
  checkoutFailure: "routes/checkout/failure.tsx",
  checkoutPaymentResult: "routes/checkout/payment-result.tsx",
  checkoutPaymentHandover: "routes/checkout/handover.tsx",
  blog: "routes/blog/blog.tsx",
  supportHelpdesk: "routes/blog/support.tsx",
  searchResults: "routes/blog/search-results.tsx",
  confirmEmail: "routes/forms/confirm-email.tsx",
};

function localizedPages(locale: "en" | "hr" | "de"): RouteConfigEntry[] {
  return Object.entries(pages).flatMap(([page, file]) => {
    const paths: Record<string, string | undefined> = pagePaths[page as PageId];
    const path = paths[locale];
    return path && file ? [route(path, file, { id: `page:${page}:${locale}` })] : [];
  });
}

/**
 * The checkout (spec section 2, checkout type 0): a layout route showing the three blocks on one
 * page; its index is the address step, its children the shipping and payment steps, each with its
 * own URL, loader and action. Success, failure and the payment result lie outside it.
 */
function checkoutRoutes(locale: "en" | "hr" | "de"): RouteConfigEntry[] {
  return [
    route(pagePaths.checkout[locale], "routes/checkout/layout.tsx", { id: `page:checkout:${locale}` }, [
      index("routes/checkout/address.tsx", { id: `page:checkout:${locale}:address` }),
      route(checkoutStepSegment("checkoutShipping", locale), "routes/checkout/shipping.tsx", {
        id: `page:checkoutShipping:${locale}`,
      }),
      route(checkoutStepSegment("checkoutPayment", locale), "routes/checkout/payment.tsx", {
        id: `page:checkoutPayment:${locale}`,
      }),
    ]),
  ];
}

const contentPage = "routes/content/page.tsx";

/**
 * The developer menu's pages (spec section 1, outside production): the release notes and the
 * documentation in the main layout, their forms' action and the latest release (the release
 * notice's question). A production build has no such routes
 * (their loaders and action refuse in production as well).
 */
// `react-router typegen` reads this file under NODE_ENV=production too, yet the pages' modules need their types.
const devTools = process.env.NODE_ENV !== "production" || process.argv.includes("typegen");
function devPages(locale: "en" | "hr"): RouteConfigEntry[] {
  if (!devTools) return [];
  const base = locale === "en" ? "_dev" : "hr/_dev";
  return [
    route(`${base}/changelog`, "routes/dev/changelog.tsx", { id: `dev:changelog:${locale}` }),
    route(`${base}/docs`, "routes/dev/docs.tsx", { id: `dev:docs:${locale}` }),
    route(`${base}/docs/*`, "routes/dev/docs.tsx", { id: `dev:doc:${locale}` }),
  ];
}

export default [
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts", { id: "sitemap:en" }),
  route("hr/sitemap.xml", "routes/seo/sitemap.ts", { id: "sitemap:hr" }),
  route("_locales/:locale/:namespace.json", "routes/i18n/locales.ts"),
  route("_actions/cookie-consent", "routes/actions/cookie-consent.ts"),
  route("_actions/logout", "routes/account/logout.ts"),
  route("_actions/interface-language", "routes/actions/interface-language.ts"),
  route("_actions/wishlist", "routes/account/wishlist.ts"),
  ...(devTools
    ? [route("_dev/settings", "routes/dev/settings.ts"), route("_dev/release", "routes/dev/release.ts")]
    : []),
  // The back office (spec section 2), outside the main layout; /adminLogin outside both.
  route("adminLogin", "routes/admin/login.tsx", { id: "admin:login:en" }),
  route("hr/adminLogin", "routes/admin/login.tsx", { id: "admin:login:hr" }),
  // The site's password page (PasswordProtection), outside the main layout: nothing of the shop shows.
  route("site-password", "routes/site-password.tsx", { id: "site-password:en" }),
  route("hr/site-password", "routes/site-password.tsx", { id: "site-password:hr" }),
  layout("routes/admin/layout.tsx", { id: "layout:admin" }, [
    ...(["en", "hr"] as const).flatMap((locale) => {
      const base = locale === "hr" ? "hr/admin" : "admin";
      return [
        route(base, "routes/admin/index.tsx", { id: `admin:home:${locale}` }),
        route(`${base}/cache`, "routes/admin/cache.tsx", { id: `admin:cache:${locale}` }),
        route(`${base}/consent`, "routes/admin/consent.tsx", { id: `admin:consent:${locale}` }),
        route(`${base}/consent/:slug`, "routes/admin/consent.tsx", { id: `admin:consent-detail:${locale}` }),
        route(`${base}/templates`, "routes/admin/templates.tsx", { id: `admin:templates:${locale}` }),
        route(`${base}/templates/:handler`, "routes/admin/template-detail.tsx", {
          id: `admin:template-detail:${locale}`,
        }),
        route(`${base}/navigation`, "routes/admin/navigation.tsx", { id: `admin:navigation:${locale}` }),
        route(`${base}/pages`, "routes/admin/pages.tsx", { id: `admin:pages:${locale}` }),
        route(`${base}/pages/:id`, "routes/admin/page-history.tsx", { id: `admin:page-history:${locale}` }),
        route(`${base}/blog-categories`, "routes/admin/blog-categories.tsx", {
          id: `admin:blog-categories:${locale}`,
        }),
        route(`${base}/comments`, "routes/admin/comments.tsx", { id: `admin:comments:${locale}` }),
        route(`${base}/forms`, "routes/admin/forms.tsx", { id: `admin:forms:${locale}` }),
        route(`${base}/forms/files/:id`, "routes/admin/form-file.ts", { id: `admin:form-file:${locale}` }),
        route(`${base}/redirects`, "routes/admin/redirects.tsx", { id: `admin:redirects:${locale}` }),
        route(`${base}/media`, "routes/admin/media.tsx", { id: `admin:media:${locale}` }),
        route(`${base}/orders`, "routes/admin/orders.tsx", { id: `admin:orders:${locale}` }),
        route(`${base}/orders/:slug`, "routes/admin/order.tsx", { id: `admin:order:${locale}` }),
        route(`${base}/products`, "routes/admin/products.tsx", { id: `admin:products:${locale}` }),
        route(`${base}/products/new`, "routes/admin/product-new.tsx", { id: `admin:product-new:${locale}` }),
        route(`${base}/products/pictures`, "routes/admin/product-pictures.ts", {
          id: `admin:product-pictures:${locale}`,
        }),
        route(`${base}/products/:id`, "routes/admin/product.tsx", { id: `admin:product:${locale}` }),
        route(`${base}/customers`, "routes/admin/customers.tsx", { id: `admin:customers:${locale}` }),
        route(`${base}/customers/:id`, "routes/admin/customer.tsx", { id: `admin:customer:${locale}` }),
        route(`${base}/eproducts`, "routes/admin/eproducts.tsx", { id: `admin:eproducts:${locale}` }),
        route(`${base}/eproducts/:id`, "routes/admin/eproduct.tsx", { id: `admin:eproduct:${locale}` }),
        route(`${base}/payment-methods`, "routes/admin/payment-methods.tsx", { id: `admin:payment-methods:${locale}` }),
        route(`${base}/delivery-methods`, "routes/admin/delivery-methods.tsx", {
          id: `admin:delivery-methods:${locale}`,
        }),
        route(`${base}/delivery-methods/:id`, "routes/admin/delivery-method.tsx", {
          id: `admin:delivery-method:${locale}`,
        }),
        route(`${base}/coupons`, "routes/admin/coupons.tsx", { id: `admin:coupons:${locale}` }),
        route(`${base}/coupons/:id`, "routes/admin/coupon.tsx", { id: `admin:coupon:${locale}` }),
        route(`${base}/shop-categories`, "routes/admin/shop-categories.tsx", {
          id: `admin:shop-categories:${locale}`,
        }),
        route(`${base}/shop-categories/new`, "routes/admin/shop-category-new.tsx", {
          id: `admin:shop-category-new:${locale}`,
        }),
        route(`${base}/shop-categories/:id`, "routes/admin/shop-category.tsx", { id: `admin:shop-category:${locale}` }),
        route(`${base}/outbox`, "routes/admin/outbox.tsx", { id: `admin:outbox:${locale}` }),
        route(`${base}/emails`, "routes/admin/emails.tsx", { id: `admin:emails:${locale}` }),
        route(`${base}/emails/:mail`, "routes/admin/email.tsx", { id: `admin:email:${locale}` }),
        route(`${base}/audit`, "routes/admin/audit.tsx", { id: `admin:audit:${locale}` }),
        route(`${base}/settings`, "routes/admin/settings.tsx", { id: `admin:settings:${locale}` }),
      ];
    }),
  ]),
  layout("routes/layout/main.tsx", { id: "layout:main" }, [
    ...localizedPages("en"),
    ...localizedPages("de"),
    ...checkoutRoutes("en"),
    ...checkoutRoutes("de"),
    route("social-login/callback", "routes/account/social-login-callback.tsx", { id: "social-login-callback:en" }),
    route("_refused/:status", "routes/errors/refused.tsx", { id: "refused:en" }),
    ...devPages("en"),
    ...devPages("hr"),
    index(contentPage, { id: "content:home:en" }),
    route(":slug", contentPage, { id: "content:en" }),
    ...prefix("hr", [
      ...localizedPages("hr"),
      ...checkoutRoutes("hr"),
      route("social-login/callback", "routes/account/social-login-callback.tsx", { id: "social-login-callback:hr" }),
      route("_refused/:status", "routes/errors/refused.tsx", { id: "refused:hr" }),
      index(contentPage, { id: "content:home:hr" }),
      route(":slug", contentPage, { id: "content:hr" }),
    ]),
    route("*", "routes/layout/not-found.tsx"),
  ]),
] satisfies RouteConfig;
