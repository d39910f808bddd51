/**
 * Choosing a variant of a configurable product (spec section 4): the associated product whose
 * attributes all match the chosen values becomes active; defaults are the values flagged
 * shopDefault. Used by the loader (from the URL query, without JavaScript) and by the page (as the
 * shopper clicks, with JavaScript). Zod-free.
 */
export interface AxisValue {
  value: string;
  label: string;
  swatch: string;
  shopDefault: boolean;
}

export interface Axis {
  attributeCode: string;
  label: string;
  inputType: string;
  values: AxisValue[];
}

export interface VariantLike {
  id: number;
  attributes: Record<string, string>;
}

export type Selection = Record<string, string>;

/** The selection from the URL query (one value per axis code), else each axis's shop default. */
export function initialSelection(axes: readonly Axis[], query: URLSearchParams): Selection {
  const selection: Selection = {};
  for (const axis of axes) {
    const asked = query.get(axis.attributeCode);
    const value = axis.values.find((v) => v.value === asked)?.value ?? axis.values.find((v) => v.shopDefault)?.value;
    if (value !== undefined) selection[axis.attributeCode] = value;
  }
  return selection;
}

export function isComplete(axes: readonly Axis[], selection: Selection): boolean {
  return axes.every((a) => selection[a.attributeCode] !== undefined && selection[a.attributeCode] !== "");
}

/** The variant matching every axis of a complete selection, or null. */
export function findVariant<V extends VariantLike>(
  variants: readonly V[],
  axes: readonly Axis[],
  selection: Selection,
): V | null {
  if (!axes.length || !isComplete(axes, selection)) return null;
  return variants.find((v) => axes.every((a) => v.attributes[a.attributeCode] === selection[a.attributeCode])) ?? null;
}

/** Whether some variant has this value together with the values chosen on the other axes. */
export function isAvailable(
  variants: readonly VariantLike[],
  axes: readonly Axis[],
  selection: Selection,
  code: string,
  value: string,
): boolean {
  return variants.some(
    (v) =>
      v.attributes[code] === value &&
      axes.every(
        (a) =>
          a.attributeCode === code ||
          selection[a.attributeCode] === undefined ||
          v.attributes[a.attributeCode] === selection[a.attributeCode],
      ),
  );
}

/** The add-to-cart form's field of an axis: the cart sends `attributes` and the platform picks the variant. */
export const attributeField = (code: string) => `attributes[${code}]`;

const ATTRIBUTE_FIELD = /^attributes\[([A-Za-z0-9_-]{1,60})\]$/;

/** The chosen values a form carries (`attributes[code]=value`), at most 20 axes. */
export function selectionOfForm(form: FormData): Selection {
  const selection: Selection = {};
  for (const [name, value] of form) {
    const code = ATTRIBUTE_FIELD.exec(name)?.[1];
    if (code && typeof value === "string" && Object.keys(selection).length < 20) selection[code] = value.slice(0, 100);
  }
  return selection;
}

/** A product page address (path and query) showing this selection: each axis's query value set. */
export function withSelection(target: string, selection: Selection): string {
  const url = new URL(target, "http://x");
  for (const [code, value] of Object.entries(selection)) if (value) url.searchParams.set(code, value);
  return url.pathname + url.search;
}

/** The query string of a selection, axes in order. */
export function selectionSearch(axes: readonly Axis[], selection: Selection): string {
  const params = new URLSearchParams();
  for (const a of axes) if (selection[a.attributeCode]) params.set(a.attributeCode, selection[a.attributeCode]);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The chosen variant's picture leads the product's gallery (once: the variant may share it). */
export function galleryOf<M extends { id: number }>(gallery: readonly M[], variantMedia: M | null | undefined): M[] {
  if (!variantMedia) return [...gallery];
  return [variantMedia, ...gallery.filter((m) => m.id !== variantMedia.id)];
}

/** "Red / M": a variant's values in axis order, for the bundle's selects. */
export function variantLabel(axes: readonly Axis[], variant: VariantLike): string {
  return axes
    .map(
      (a) =>
        a.values.find((v) => v.value === variant.attributes[a.attributeCode])?.label ??
        variant.attributes[a.attributeCode],
    )
    .filter(Boolean)
    .join(" / ");
}
