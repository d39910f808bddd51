import { sql, type Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * A code product's stock is its pool of free codes (decision 0049): a code or QR code product's
 * stock_qty becomes the number of its codes no order holds, so that the catalog shows an empty pool
 * as sold out and the cart never takes more units than there are codes. Data only: a release before
 * this one takes stock and codes together as this one does, and keeps them in step.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await sql`
    update products set stock_qty = (
      select count(*) from eproduct_codes c where c.product_id = products.id and c.order_id is null
    )
    where id in (select product_id from product_deliveries where delivery_type <> 'link')
  `.execute(db);
}
