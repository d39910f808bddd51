/**
 * Demo accounts for the demo seed (server/seed/demo.ts calls it inside its transaction):
 * member cards, a verified customer with a main and a shipping address and one order, and a
 * back-office user. Passwords come from DEMO_CUSTOMER_PASSWORD and DEMO_ADMIN_PASSWORD; without
 * them the documented demo passwords are used, except for the back-office user in production,
 * who then gets an unguessable password (set DEMO_ADMIN_PASSWORD, or use "forgot password").
 */
import { randomBytes } from "node:crypto";
import { getConfig } from "#server/config";
import { userSearchColumns, type DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { hashPassword } from "./passwords";

const SITE_ID = 1;

export const demoAccounts = {
  customer: { email: "customer@example.com", password: "demo-password-1" },
  admin: { email: "admin@example.com", password: "admin-password-1", scope: ["admin", "cms", "media"] },
  memberCards: { valid: "MEMBER-2026-0001", expired: "MEMBER-EXPIRED-01", inactive: "MEMBER-INACTIVE-01" },
  orderSlug: "DEMO-100001",
} as const;

function demoPassword(
  services: Services,
  role: "admin" | "customer",
  fallback: string,
  secretInProduction: boolean,
): string {
  const given = getConfig().demoPasswords[role];
  if (given) return given;
  const envName = role === "admin" ? "DEMO_ADMIN_PASSWORD" : "DEMO_CUSTOMER_PASSWORD";
  // A real deployment (production, not the DEMO_MODE of `npm start`) gets no known password.
  if (secretInProduction && getConfig().isProduction && !getConfig().demoMode) {
    services.log.warn(`${envName} is not set: the demo account gets a random password`);
    return randomBytes(24).toString("base64url");
  }
  return fallback;
}

/** The codes of the demo shop's methods its past order was delivered and paid with (seeded first). */
export interface DemoOrderMethods {
  delivery: string;
  payment: string;
}

export async function seedDemoAccounts(services: Services, tx: DbOrTx, methods: DemoOrderMethods): Promise<void> {
  const now = new Date();
  const stamp = now.toISOString();
  const year = now.getUTCFullYear();
  await tx
    .insertInto("member_cards")
    .values([
      {
        barcode: demoAccounts.memberCards.valid,
        holder_name: "Demo Customer",
        valid_from: "2024-01-01",
        valid_until: `${year + 5}-12-31`,
        active: 1,
      },
      {
        barcode: demoAccounts.memberCards.expired,
        holder_name: "Former Member",
        valid_from: "2020-01-01",
        valid_until: "2021-12-31",
        active: 1,
      },
      {
        barcode: demoAccounts.memberCards.inactive,
        holder_name: "Blocked Member",
        valid_from: "2024-01-01",
        valid_until: `${year + 5}-12-31`,
        active: 0,
      },
    ])
    .execute();

  const [customerHash, adminHash] = await Promise.all([
    hashPassword(demoPassword(services, "customer", demoAccounts.customer.password, false)),
    hashPassword(demoPassword(services, "admin", demoAccounts.admin.password, true)),
  ]);
  const user = { site_id: SITE_ID, company_name: "", email_verified_at: stamp, created_at: stamp, updated_at: stamp };
  const customer = await tx
    .insertInto("users")
    .values({
      ...user,
      email: demoAccounts.customer.email,
      password_hash: customerHash,
      first_name: "Ana",
      last_name: "Kupac",
      ...userSearchColumns({ email: demoAccounts.customer.email, first_name: "Ana", last_name: "Kupac" }),
      member_card_barcode: demoAccounts.memberCards.valid,
      is_backoffice_user: 0,
      scope: "[]",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await tx
    .insertInto("users")
    .values({
      ...user,
      email: demoAccounts.admin.email,
      password_hash: adminHash,
      first_name: "Demo",
      last_name: "Admin",
      ...userSearchColumns({ email: demoAccounts.admin.email, first_name: "Demo", last_name: "Admin" }),
      member_card_barcode: null,
      is_backoffice_user: 1,
      scope: JSON.stringify(demoAccounts.admin.scope),
    })
    .execute();

  const croatia = await tx.selectFrom("countries").select("id").where("iso", "=", "HR").executeTakeFirst();
  if (!croatia) return;
  const address = {
    user_id: customer.id,
    first_name: "Ana",
    last_name: "Kupac",
    contact_email: demoAccounts.customer.email,
    contact_phone: "+385 91 123 4567",
    country_id: croatia.id,
    city: "Zagreb",
    street: "Ilica",
    house_number: "10",
    zip_code: "10000",
    region: "",
    company_name: "",
    company_oib: "",
    created_at: stamp,
    updated_at: stamp,
  };
  await tx
    .insertInto("addresses")
    .values([
      { ...address, type: "main" },
      { ...address, type: "shipping", street: "Vlaška", house_number: "5" },
    ])
    .execute();

  // One past order with two of the demo catalog's products (plain lines when there is no catalog).
  const products = await tx
    .selectFrom("products as p")
    .leftJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.language_code", "=", "en"))
    .select(["p.id", "p.sku", "p.final_price", "t.name"])
    .where("p.site_id", "=", SITE_ID)
    .where("p.archived", "=", 0)
    .where("p.format", "=", "Simple")
    .orderBy("p.id")
    .limit(2)
    .execute();
  const lines = [0, 1].map((i) => {
    const p = products[i];
    const qty = i === 0 ? 2 : 1;
    const unit = p ? Number(p.final_price) : 1990 + i * 1000;
    return {
      product_id: p?.id ?? null,
      sku: p?.sku ?? `DEMO-SKU-${i + 1}`,
      name: p?.name ?? `Demo product ${i + 1}`,
      qty,
      unit_price: unit,
      row_total: unit * qty,
      options: "{}",
    };
  });
  const itemsTotal = lines.reduce((n, l) => n + l.row_total, 0);
  // The order names its methods as checkout would have: the demo's own, in the order's language.
  const [deliveryMethod, paymentMethod] = await Promise.all([
    tx
      .selectFrom("delivery_methods")
      .select(["id", "names", "price"])
      .where("site_id", "=", SITE_ID)
      .where("code", "=", methods.delivery)
      .executeTakeFirstOrThrow(),
    tx
      .selectFrom("payment_methods")
      .select(["id", "names"])
      .where("site_id", "=", SITE_ID)
      .where("code", "=", methods.payment)
      .executeTakeFirstOrThrow(),
  ]);
  const englishName = (names: string) => (JSON.parse(names) as Record<string, string>).en;
  const delivery = deliveryMethod.price;
  const { id: orderId } = await tx
    .insertInto("orders")
    .values({
      site_id: SITE_ID,
      store_id: 58,
      user_id: customer.id,
      guest_email: null,
      email: demoAccounts.customer.email,
      slug: demoAccounts.orderSlug,
      status: "completed",
      currency: "EUR",
      items_total: itemsTotal,
      coupon_discount: 0,
      delivery_total: delivery,
      // VAT (25 %) is included in the prices; shown for information.
      tax_total: Math.round(((itemsTotal + delivery) * 25) / 125),
      loyalty_discount: 0,
      order_total: itemsTotal + delivery,
      coupon_code: null,
      delivery_method_id: deliveryMethod.id,
      delivery_method_name: englishName(deliveryMethod.names),
      payment_method_id: paymentMethod.id,
      payment_method_name: englishName(paymentMethod.names),
      billing_address: JSON.stringify({
        type: "main",
        firstName: "Ana",
        lastName: "Kupac",
        contactEmail: address.contact_email,
        contactPhone: address.contact_phone,
        country: "HR",
        countryId: croatia.id,
        city: "Zagreb",
        street: "Ilica",
        houseNumber: "10",
        zipCode: "10000",
      }),
      shipping_address: JSON.stringify({
        type: "shipping",
        firstName: "Ana",
        lastName: "Kupac",
        contactEmail: address.contact_email,
        contactPhone: address.contact_phone,
        country: "HR",
        countryId: croatia.id,
        city: "Zagreb",
        street: "Vlaška",
        houseNumber: "5",
        zipCode: "10000",
      }),
      company: null,
      gift_message: null,
      order_message: null,
      // Completed: it left the next day and arrived two days later.
      fulfilment_status: "delivered",
      shipped_at: new Date(now.getTime() - 6 * 24 * 3_600_000).toISOString(),
      delivered_at: new Date(now.getTime() - 4 * 24 * 3_600_000).toISOString(),
      carrier: "Hrvatska pošta",
      tracking_number: "RR123456785HR",
      tracking_url: "https://posiljka.posta.hr/?barcode=RR123456785HR",
      created_at: new Date(now.getTime() - 7 * 24 * 3_600_000).toISOString(),
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await tx
    .insertInto("order_items")
    .values(lines.map((l) => ({ ...l, order_id: orderId })))
    .execute();
}
