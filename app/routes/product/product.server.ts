/** The product page's data, trimmed to what the page shows. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { catalog, type Media, type ProductDetail } from "#server/contract";
import { contentPagePath, pagePath, type Locale } from "#server/contract/urls";
import { log } from "#server/log";
import { typedAdd, typedAddOf } from "~/.server/cart";
import { isPlatformError, type PlatformClient } from "~/.server/platform";
import { tFor } from "~/.server/i18n";
import { toCardProduct } from "~/lib/product-card";
import type { Crumb } from "~/components/catalog/Breadcrumbs";
import {
  findVariant,
  galleryOf,
  initialSelection,
  selectionSearch,
  variantLabel,
  withSelection,
  type Axis,
  type Selection,
} from "~/lib/variants";
import { cartFormValues, productSelectionSchema } from "~/lib/forms/cart";

type AxisSource = ProductDetail["associatedProductsAttributes"][number];

function toAxes(source: AxisSource[]): Axis[] {
  return source.map((a) => ({
    attributeCode: a.attributeCode,
    label: a.label,
    inputType: a.inputType,
    values: a.values.map((v) => ({ value: v.value, label: v.label, swatch: v.swatch, shopDefault: v.shopDefault })),
  }));
}

function offerOf(
  p: Pick<
    ProductDetail,
    "id" | "sku" | "finalPrice" | "retailPrice" | "discountPercent" | "currency" | "inStock" | "stockQty" | "media"
  >,
) {
  return {
    id: p.id,
    sku: p.sku,
    finalPrice: p.finalPrice,
    retailPrice: p.retailPrice,
    discountPercent: p.discountPercent,
    currency: p.currency,
    inStock: p.inStock,
    stockQty: p.stockQty,
    media: p.media,
  };
}
export type Offer = ReturnType<typeof offerOf>;
export type Variant = Offer & { attributes: Record<string, string> };

async function getProduct(api: PlatformClient, slug: string): Promise<ProductDetail> {
  return api.call(catalog.productGet, { slug }).catch((error: unknown) => {
    if (isPlatformError(error, 404) || isPlatformError(error, 400)) throw data(null, { status: 404 });
    throw error;
  });
}

async function bundleOf(api: PlatformClient, product: ProductDetail) {
  if (product.format !== "Bundle") return null;
  const check = await api.call(catalog.checkBundles, { product: product.id }).catch((error: unknown) => {
    log.warn("bundle check failed", { err: error, productId: product.id });
    return null;
  });
  const items = check?.items.length ? check.items : product.bundles;
  const members = items.map((entry) => {
    const axes = toAxes(entry.product.associatedProductsAttributes);
    const variants = entry.product.associatedProducts.map((v) => ({
      id: v.id,
      label: variantLabel(axes, v),
      inStock: v.inStock,
    }));
    const preferred = findVariant(
      entry.product.associatedProducts,
      axes,
      initialSelection(axes, new URLSearchParams()),
    );
    return {
      id: entry.product.id,
      name: entry.product.name,
      url: entry.product.url,
      media: entry.product.media,
      format: entry.format,
      quantity: entry.quantity,
      inStock: entry.product.inStock,
      variants,
      defaultVariantId: preferred?.id ?? null,
    };
  });
  return {
    members,
    configurable: check?.configurable ?? members.some((m) => m.format === "Configurable"),
    valid: check ? check.valid : members.every((m) => m.format !== "Bundle"),
  };
}
export type BundleData = NonNullable<Awaited<ReturnType<typeof bundleOf>>>;

export async function loadProduct(api: PlatformClient, locale: Locale, url: URL, slug: string | undefined) {
  if (!slug) throw data(null, { status: 404 });
  const product = await getProduct(api, slug);
  const ownPath = pagePath("product", locale, { slug: product.slug });

  // A variant that is not sold on its own: its main product, with the variant chosen.
  if (!product.isVisibleIndividually && product.mainProductSlug && product.mainProductSlug !== product.slug) {
    const main = await getProduct(api, product.mainProductSlug);
    const variant = main.associatedProducts.find((v) => v.id === product.id);
    const axes = toAxes(main.associatedProductsAttributes);
    const search = variant
      ? selectionSearch(
          axes,
          Object.fromEntries(axes.map((a) => [a.attributeCode, variant.attributes[a.attributeCode]])),
        )
      : "";
    throw redirect(pagePath("product", locale, { slug: main.slug }) + search, 301);
  }
  // Another spelling of the slug: the product's own URL.
  if (product.slug !== slug) throw redirect(ownPath + url.search, 301);

  const bundle = await bundleOf(api, product);
  const axes = product.format === "Configurable" ? toAxes(product.associatedProductsAttributes) : [];
  const variants: Variant[] = product.associatedProducts.map((v) => ({ ...offerOf(v), attributes: v.attributes }));

  const t = tFor(locale);
  const crumbs: Crumb[] = [
    { label: t("shop.home"), href: contentPagePath(locale, "", true) },
    { label: t("shop.title"), href: pagePath("shop", locale) },
    ...product.breadcrumbs.map((c) => ({ label: c.name, href: pagePath("shop", locale, { slug: c.slug }) })),
    { label: product.name, href: ownPath },
  ];
  const gallery: Media[] = product.gallery.length ? product.gallery : product.media ? [product.media] : [];

  return {
    product: {
      ...offerOf(product),
      slug: product.slug,
      name: product.name,
      format: product.format,
      metaTitle: product.metaTitle || product.name,
      metaDescription: product.metaDescription || product.shortDescription,
      shortDescription: product.shortDescription,
      description: product.description,
      mainCategory: product.mainCategory,
      attributes: product.attributeSet.attributes.map((a) => ({
        code: a.attributeCode,
        label: a.label,
        value: a.values.length > 1 ? a.values.map((v) => v.label).join(", ") : a.value.label || a.value.value,
      })),
      customOptions: product.customOptions.map((o) => ({
        id: o.id,
        code: o.code,
        type: o.option_type,
        label: o.label,
        required: o.required,
        price: o.price,
        maxLength: o.maxLength,
      })),
    },
    path: ownPath,
    gallery,
    axes,
    variants,
    bundle,
    crossSell: product.crossSellProducts.map(toCardProduct),
    crumbs,
    alternates: Object.fromEntries([[locale, ownPath], ...product.translations.map((tr) => [tr.languageCode, tr.url])]),
  };
}

/**
 * The variant the page shows: the one the query names (?{axis}={value}, from "Show selection" or a
 * shared link), else the one of the cart line the page was opened from, else the shop defaults.
 */
export function chosenVariant(
  page: Pick<Awaited<ReturnType<typeof loadProduct>>, "axes" | "variants" | "gallery">,
  query: URLSearchParams,
  lineProductId: number | null,
) {
  const { axes, variants } = page;
  const asked = axes.some((a) => query.has(a.attributeCode));
  const line = asked ? undefined : variants.find((v) => v.id === lineProductId);
  const selection: Selection = line
    ? { ...initialSelection(axes, query), ...line.attributes }
    : initialSelection(axes, query);
  const active = findVariant(variants, axes, selection);
  return { selection, active, gallery: galleryOf(page.gallery, active?.media) };
}

/**
 * "Show selection" without JavaScript: the page again with the add-to-cart form's chosen values as
 * its query (and the cart line it edits). Read with the cart form's schema, here on the server, so
 * that the route's modules (and so its page) do not carry the cart's messages.
 */
export function selectionRedirect(form: FormData, pathname: string, context: Readonly<RouterContextProvider>) {
  const values = cartFormValues(form);
  const { cartItemId, attributes } = productSelectionSchema.parse(values);
  // The quantity and options typed come back with the variant chosen.
  const typed = typedAddOf(values);
  if (typed) typedAdd.set(context, typed);
  const base = cartItemId ? `${pathname}?cartItemId=${cartItemId}` : pathname;
  return redirect(withSelection(base, attributes), 303);
}
