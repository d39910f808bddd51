import { randomBytes } from "node:crypto";
import { withDb } from "./db";

/**
 * Orders written into the database as checkout would leave them, for the specs whose subject is what
 * comes after the order (its shipping, the order history): checkout itself is checkout.spec.ts's.
 */

/** A paid courier order of the customer's, as checkout leaves one once its payment arrived; or, with
 * a payment method's code, one still waiting for its payment (on delivery, by transfer, or by card
 * or wallet: the shopper left the provider's page). */
export function paidOrder(
  email: string,
  offline?: "pay-on-delivery" | "bank-transfer" | "card" | "wallet",
): { slug: string } {
  return withDb((db) => {
    const user = db.prepare("SELECT id, site_id FROM users WHERE email = ?").get(email) as {
      id: number;
      site_id: number;
    };
    const store = db.prepare("SELECT id FROM stores WHERE site_id = ? ORDER BY id LIMIT 1").get(user.site_id) as {
      id: number;
    };
    const slug = `DS-E2E-${randomBytes(4).toString("hex").toUpperCase()}`;
    const now = new Date().toISOString();
    const address = JSON.stringify({
      type: "shipping",
      firstName: "Cart",
      lastName: "Tester",
      street: "Ilica",
      houseNumber: "1",
      zipCode: "10000",
      city: "Zagreb",
      country: "HR",
      contactPhone: "+385911234567",
      contactEmail: email,
    });
    const method = offline
      ? (db
          .prepare("SELECT id, names, payment_type FROM payment_methods WHERE site_id = ? AND code = ?")
          .get(user.site_id, offline) as { id: number; names: string; payment_type: string | null })
      : null;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (site_id, store_id, user_id, email, slug, status, currency, items_total, coupon_discount,
           delivery_total, tax_total, loyalty_discount, order_total, delivery_method_name, payment_method_id,
           payment_method_name, payment_type, shipping_address, billing_address, language, paid_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'EUR', 2000, 0, 499, 499, 0, 2499, 'Courier', ?, ?, ?, ?, ?, 'en', ?, ?, ?)`,
      )
      .run(
        user.site_id,
        store.id,
        user.id,
        email,
        slug,
        method ? "pendingPayment" : "paid",
        method?.id ?? null,
        method ? (JSON.parse(method.names) as { en: string }).en : "Card",
        method?.payment_type ?? null,
        address,
        address,
        method ? null : now,
        now,
        now,
      );
    db.prepare(
      "INSERT INTO order_items (order_id, product_id, sku, name, qty, unit_price, row_total, options) VALUES (?, NULL, 'E2E-SHIP-1', 'Shipped mug', 1, 2000, 2000, '{}')",
    ).run(lastInsertRowid);
    // The card payment checkout started, which the shopper left unfinished.
    if (offline === "card" || offline === "wallet")
      db.prepare(
        `INSERT INTO payments (site_id, order_id, order_slug, provider, payment_type, reference, amount, currency, language,
           success_url, failure_url, status, created_at)
         VALUES (?, ?, ?, 'sandbox', ?, ?, 2499, 'EUR', 'en', '/checkout/payment-result?outcome=success',
           '/checkout/payment-result?outcome=failure', 'started', ?)`,
      ).run(
        user.site_id,
        lastInsertRowid,
        slug,
        method!.payment_type,
        `pay_e2e_${randomBytes(12).toString("hex")}`,
        now,
      );
    return { slug };
  });
}
