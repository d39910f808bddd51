import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/product";
import { reportEdgeKeys } from "~/.server/edge-keys";
import { CATALOG_KEY, productKey } from "#server/contract/edge";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import type { PlatformClient } from "~/.server/platform";
import { config } from "~/.server/config";
import { loadCart, typedAdd, type CartArgs } from "~/.server/cart";
import type { Media } from "#server/contract";
import { Breadcrumbs, breadcrumbJsonLd } from "~/components/catalog/Breadcrumbs";
import * as shared from "~/components/catalog/catalog.css";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { mediaUrl } from "~/lib/media";
import { seoMeta } from "~/lib/seo";
import { WishlistToggle } from "~/components/account/WishlistToggle";
import { BuyBar, isVariantPick, Purchase, usePurchase } from "./Purchase";
import { chosenVariant, loadProduct, selectionRedirect, type Variant } from "./product.server";
import { galleryOf } from "~/lib/variants";
import * as css from "./product.css";
import { lazyPart } from "~/lib/lazy";
import { availabilityAction } from "~/.server/forms";
import { botCheckView } from "~/.server/bot-check";
import { consentView, loadConsents } from "~/.server/consents";
import "~/components/cms/sections.css";
import "~/components/checkout/consents.css";
import "~/components/forms/forms.css";
import { linkPrefetch } from "~/lib/prefetch";
import { productAnchor } from "~/lib/product-card";

// Its picture is in the document; choosing another image waits for its code (lib/lazy.tsx).
const Gallery = lazyPart(() => import("./Gallery").then((m) => m.Gallery));
// Below the fold: links and add-to-cart forms until its code is there.
const ProductShelf = lazyPart(() => import("~/components/catalog/ProductShelf").then((m) => m.ProductShelf));
// Only on a sold-out product's page; its styles (the form sections', the consents', the honeypot's) are imported above.
const AvailabilityForm = lazyPart(() => import("./Availability").then((m) => m.AvailabilityForm));

// The add form's refusals come back as toasts, which the server translates: the page needs none of
// the cart's strings. Only a sold-out product's page has the availability form, whose texts are the
// contact forms' and its consents' and fields' the forms'.
export const handle: TranslationHandle<Route.ComponentProps["loaderData"]> = {
  i18n: ["product"],
  i18nWhen: { contact: (page) => !!page.availabilityForm, forms: (page) => !!page.availabilityForm },
};

/** The product page, spec section 2: /product/{slug}, /hr/product/{slug}, alias /produkt/{slug}. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const url = new URL(request.url);
  const [page, cartItem] = await Promise.all([
    loadProduct(api, locale, url, params.slug),
    cartItemOf({ request, context }, url),
  ]);
  reportEdgeKeys(context, CATALOG_KEY, ...[page.product, ...page.variants].map((shown) => productKey(shown.id)));
  const origin = config.publicUrl;
  // Spec section 4: opened from a cart line, the line's variant, quantity and personalizations are filled in.
  const fromCart =
    cartItem && (cartItem.productId === page.product.id || page.variants.some((v) => v.id === cartItem.productId))
      ? cartItem
      : null;
  const { selection, active, gallery } = chosenVariant(page, url.searchParams, fromCart?.productId ?? null);
  // Back after a refused add or "Show selection" without JavaScript: what was typed shows again.
  const refused = typedAdd.present(context) ? await typedAdd.read(context) : null;
  if (refused) typedAdd.clear(context);
  return {
    ...page,
    availabilityForm: page.product.inStock ? null : await availabilityFormData(api),
    selection,
    cartItem: fromCart
      ? {
          itemId: fromCart.itemId,
          qty: fromCart.qty,
          personalizations: Object.fromEntries(fromCart.options.personalizations.map((p) => [p.code, p.value])),
        }
      : null,
    typed:
      refused?.productId === page.product.id
        ? {
            qty: refused.quantity,
            personalizations: refused.options,
            // In words here: the cart's messages are not among the page's translations.
            fault: refused.fault
              ? {
                  option: refused.fault.option ?? null,
                  message: tFor(locale)(refused.fault.key, refused.fault.values),
                }
              : null,
          }
        : null,
    locale,
    origin,
    ogImage: gallery[0] ?? null,
    jsonLd: structuredData(page, active, gallery, origin),
  };
}

/**
 * "Show selection" without JavaScript: the add-to-cart form's chosen values come back as the page's
 * query (?{axis}={value}), so the loader shows that variant's price, stock and pictures.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  if (form.get("intent") === "availability") {
    const productId = Number(form.get("productId"));
    if (!Number.isInteger(productId) || productId <= 0) throw data(null, { status: 400 });
    return availabilityAction(form, context, productId, url.pathname);
  }
  return selectionRedirect(form, url.pathname, context);
}

async function availabilityFormData(api: PlatformClient) {
  const { consents, failed } = await loadConsents(api, "productAvailabilityForm");
  return { consents: consents.map(consentView), consentsFailed: failed, botCheck: botCheckView() };
}

async function cartItemOf(args: CartArgs, url: URL) {
  const itemId = Number(url.searchParams.get("cartItemId"));
  if (!Number.isInteger(itemId) || itemId <= 0) return null;
  const { cart } = await loadCart(args, { acknowledge: false }).catch(() => ({ cart: null }));
  return cart?.items.find((i) => i.itemId === itemId) ?? null;
}

/** schema.org Product (with the offer and pictures of the chosen variant) and BreadcrumbList, built on the server. */
function structuredData(
  page: Awaited<ReturnType<typeof loadProduct>>,
  active: Variant | null,
  gallery: Media[],
  origin: string,
) {
  const { product, path, crumbs } = page;
  const offer = active ?? product;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: offer.sku,
      description: product.metaDescription || undefined,
      image: gallery.map((m) => origin + mediaUrl(m, "LargeSize", "jpg")),
      ...(product.mainCategory ? { category: product.mainCategory.name } : {}),
      offers: {
        "@type": "Offer",
        url: origin + path,
        price: (offer.finalPrice / 100).toFixed(2),
        priceCurrency: offer.currency || "EUR",
        availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    },
    breadcrumbJsonLd(origin, crumbs),
  ];
}

/** A variant picked with JavaScript is on the page already: its address alone changes. */
export function shouldRevalidate({ nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && isVariantPick(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product, path, origin, alternates, ogImage, jsonLd } = loaderData;
  // The canonical URL is /product/{slug} (also for the /produkt alias and a chosen variant).
  const tags = seoMeta({
    matches,
    title: product.metaTitle,
    description: product.metaDescription,
    origin,
    path,
    alternates,
    type: "product",
  });
  if (ogImage) tags.push({ property: "og:image", content: origin + mediaUrl(ogImage, "LargeSize", "jpg") });
  for (const block of jsonLd) tags.push({ "script:ld+json": block });
  return tags;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, crumbs, crossSell } = loaderData;
  return (
    <div className={shared.page}>
      <Breadcrumbs items={crumbs} />
      {/* Another product starts the block afresh; a new selection from the loader is taken in by usePurchase. */}
      <ProductMain key={product.id} data={loaderData} />

      {product.description || product.attributes.length ? (
        <div className={css.details}>
          {product.description ? (
            <section aria-labelledby="product-description">
              <h2 id="product-description" className={shared.sectionTitle}>
                {t("product.description")}
              </h2>
              {/* Sanitized by the platform when it was written. */}
              <div className={css.prose} dangerouslySetInnerHTML={{ __html: product.description }} />
            </section>
          ) : null}
          {product.attributes.length ? (
            <section aria-labelledby="product-attributes">
              <h2 id="product-attributes" className={shared.sectionTitle}>
                {t("product.attributes")}
              </h2>
              <table className={css.specs} data-testid="attributes">
                <tbody>
                  {product.attributes.map((a) => (
                    <tr key={a.code}>
                      <th scope="row">{a.label}</th>
                      <td>{a.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
      ) : null}

      <ProductShelf id="cross-sell" title={t("product.crossSell")} products={crossSell} testId="cross-sell" />
    </div>
  );
}

/** Pictures, name, price and the purchase form; the pictures follow the variant as it is chosen. */
function ProductMain({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { product, path, gallery, axes, variants, selection, bundle, crumbs, cartItem } = data;
  const purchase = usePurchase({ product, axes, variants, initialSelection: selection, cartItem, bundle });
  const categoryCrumb = crumbs.length > 3 ? crumbs[crumbs.length - 2] : null;
  const images = galleryOf(gallery, purchase.active?.media);
  return (
    <div className={css.layout}>
      <Gallery key={images.map((m) => m.id).join()} images={images} name={product.name} />
      <div id={productAnchor(product.id)} className={css.summary}>
        {categoryCrumb?.href ? (
          <Link to={categoryCrumb.href} className={css.category} prefetch={linkPrefetch}>
            {categoryCrumb.label}
          </Link>
        ) : null}
        <h1 className={css.name}>{product.name}</h1>
        <Purchase
          purchase={purchase}
          path={path}
          product={product}
          axes={axes}
          variants={variants}
          cartItem={cartItem}
          typed={data.typed}
          bundle={bundle}
        >
          {product.shortDescription ? <p className={css.short}>{product.shortDescription}</p> : null}
        </Purchase>
        <WishlistToggle productId={product.id} productName={product.name} variant="button" placed />
        {data.availabilityForm ? <AvailabilityForm productId={product.id} form={data.availabilityForm} /> : null}
      </div>
      <BuyBar purchase={purchase} />
    </div>
  );
}
