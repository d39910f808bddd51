/**
 * What a cart or order line shows under its name, one entry each: its personalizations
 * ("label: value", with their charge) and a bundle's chosen members. The cart, the checkout's
 * summary, the order pages and the order's e-mail show the same entries. Free of zod: the
 * storefront's pages import it.
 */
export interface LineDetail {
  label: string;
  /** The option's charge per unit, in the line's currency; 0 when free. */
  price: number;
}

export interface LineOptions {
  personalizations: readonly { label: string; value: string; price: number }[];
  bundleOptions: readonly { label: string }[];
}

export function lineDetails({ personalizations, bundleOptions }: LineOptions): LineDetail[] {
  return [
    ...personalizations.map((p) => ({ label: `${p.label}: ${p.value}`, price: p.price })),
    ...bundleOptions.filter((b) => b.label).map((b) => ({ label: b.label, price: 0 })),
  ];
}

/** A detail as a line says it: "Engraving: Ana (+€5.00)", the charge per unit in `money`'s format. */
export function lineDetailText(detail: LineDetail, money: (cents: number) => string): string {
  return detail.price ? `${detail.label} (+${money(detail.price)})` : detail.label;
}
