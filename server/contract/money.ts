/** Money rules shared by the platform and the storefront (zod-free, safe in client bundles).
 * Amounts are integer cents. */

/** (retail - final) / retail as a rounded percent; 0 when there is no discount or no retail price. */
export function discountPercent(retailCents: number, finalCents: number): number {
  if (!(retailCents > 0) || !(finalCents < retailCents)) return 0;
  return Math.round(((retailCents - finalCents) / retailCents) * 100);
}
