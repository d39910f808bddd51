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
export function findVariant<V extends VariantLike>(variants: readonly V[], axes: readonly Axis[], selection: Selection): V | null {
  if (!axes.length || !isComplete(axes, selection)) return null;
  return variants.find((v) => axes.every((a) => v.attributes[a.attributeCode] === selection[a.attributeCode])) ?? null;
}

/** Whether some variant has this value together with the values chosen on the other axes. */
export function isAvailable(variants: readonly VariantLike[], axes: readonly Axis[], selection: Selection, code: string, value: string): boolean {
  return variants.some(
    (v) =>
      v.attributes[code] === value &&
      axes.every((a) => a.attributeCode === code || selection[a.attributeCode] === undefined || v.attributes[a.attributeCode] === selection[a.attributeCode]),
  );
}

/** The query string of a selection, axes in order. */
export function selectionSearch(axes: readonly Axis[], selection: Selection): string {
  const params = new URLSearchParams();
  for (const a of axes) if (selection[a.attributeCode]) params.set(a.attributeCode, selection[a.attributeCode]);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** "Red / M": a variant's values in axis order, for the bundle's selects. */
export function variantLabel(axes: readonly Axis[], variant: VariantLike): string {
  return axes
    .map((a) => a.values.find((v) => v.value === variant.attributes[a.attributeCode])?.label ?? variant.attributes[a.attributeCode])
    .filter(Boolean)
    .join(" / ");
}
