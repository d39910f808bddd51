/**
 * Decision 0049 keeps a code product's stock equal to its pool's free codes whenever the pool
 * changes through the platform. Codes put into `eproduct_codes` another way (an import, SQL) move it
 * at the next pass of this job, every minute: the products whose tracked stock differs from their
 * free codes are resynced one by one with `syncPoolStock`, which locks the product row and counts
 * again, so an order taking stock and codes meanwhile is counted or waits. A product whose stock is
 * untracked stays so, as for a late delivery.
 */
import type { Services } from "#server/services";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { invalidateCatalog } from "../catalog";
import { startMinutelyJob, type Job } from "../jobs";
import { syncPoolStock } from "./deliveries";

/** Resyncs the code products whose stock is not their free codes; answers their ids. */
export async function resyncPoolStocks(services: Services): Promise<number[]> {
  const { db } = services;
  const drifted = await db
    .selectFrom("product_deliveries as d")
    .innerJoin("products as p", "p.id", "d.product_id")
    .select(["d.product_id", "d.delivery_type"])
    // Code products only (isCode), picked here: a link product's stock is no pool, and its codes
    // need no counting.
    .where("d.delivery_type", "!=", "link")
    .where("p.stock_qty", "is not", null)
    .where((eb) =>
      eb(
        "p.stock_qty",
        "!=",
        eb
          .selectFrom("eproduct_codes as c")
          .select((c) => c.fn.countAll<number>().as("n"))
          .whereRef("c.product_id", "=", "d.product_id")
          .where("c.order_id", "is", null),
      ),
    )
    .orderBy("d.product_id")
    .execute();
  const resynced: number[] = [];
  for (const product of drifted) {
    await db.transaction().execute((tx) => syncPoolStock(tx, product.product_id, product.delivery_type, true));
    resynced.push(product.product_id);
  }
  if (resynced.length) {
    invalidateCatalog(services);
    purgeEdgeKeys(services, resynced.map(productKey));
    services.log.info("e-product stock resynced with its pool of codes", { products: resynced });
  }
  return resynced;
}

/** Starts the job (every minute). */
export function startPoolStockSweep(services: Services): Job {
  return startMinutelyJob(services, "e-product pool stock", () => resyncPoolStocks(services));
}
