import { checkout as contract, type OrderDetail } from "#server/contract";
import { isPlatformError, type PlatformClient } from "../platform";

/** An order for whoever holds its order-view token (the browser that placed it, or the
 * confirmation e-mail's link); null for a wrong token or an unknown order, which look the same. */
export async function viewOrder(
  api: PlatformClient,
  orderSlug: string,
  token: string | null,
): Promise<OrderDetail | null> {
  if (!token || !orderSlug || orderSlug.length > 64 || token.length > 200) return null;
  try {
    return await api.call(contract.orderView, { orderSlug, token });
  } catch (error) {
    if (isPlatformError(error, 404) || isPlatformError(error, 400)) return null;
    throw error;
  }
}
