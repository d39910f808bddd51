import { z } from "zod";
import type { LineOptions } from "#server/contract/line-details";

/**
 * An order line's options as its row keeps them (the cart line's options, as JSON, when the order was
 * made): its personalizations and a bundle's chosen members. A row written before a field existed, or
 * one that does not parse, reads as having none.
 */
const storedOptions = z.object({
  personalizations: z.array(z.object({ label: z.string(), value: z.string(), price: z.number().int() })).catch([]),
  bundleOptions: z.array(z.object({ id: z.number(), variantId: z.number(), label: z.string().catch("") })).catch([]),
});

export type OrderLineOptions = LineOptions & {
  bundleOptions: readonly { id: number; variantId: number; label: string }[];
};

const none: OrderLineOptions = { personalizations: [], bundleOptions: [] };

export function orderLineOptions(json: string): OrderLineOptions {
  try {
    const parsed = storedOptions.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : none;
  } catch {
    return none;
  }
}
