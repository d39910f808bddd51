/**
 * Demo delivery and payment methods (spec sections 3 and 4): a courier to every allowed country, a
 * parcel locker with branches in Croatia only, free store pickup with branches in Croatia only; pay
 * on delivery and bank transfer (no payment type), a card form (HPF) and a wallet (WALLET), both
 * taken by the built-in payment sandbox.
 */
import type { DbOrTx } from "#server/db";

const json = (value: unknown) => JSON.stringify(value);

export const demoDeliveryMethods = {
  courier: { code: "courier", price: 499 },
  parcelLocker: { code: "parcel-locker", price: 299 },
  storePickup: { code: "store-pickup", price: 0 },
} as const;

export const demoPaymentMethods = {
  onDelivery: "pay-on-delivery",
  bankTransfer: "bank-transfer",
  card: "card",
  wallet: "wallet",
} as const;

export async function seedDemoCheckout(db: DbOrTx, siteId: number): Promise<void> {
  const method = (
    code: string,
    position: number,
    price: number,
    countries: "ALL" | string[],
    names: object,
    descriptions: object,
    handsOver = true,
  ) =>
    db
      .insertInto("delivery_methods")
      .values({
        site_id: siteId,
        store_id: null,
        code,
        names: json(names),
        descriptions: json(descriptions),
        price,
        countries: json(countries),
        active: 1,
        position,
        hands_over: handsOver ? 1 : 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  await method(
    demoDeliveryMethods.courier.code,
    0,
    demoDeliveryMethods.courier.price,
    "ALL",
    { en: "Courier", hr: "Dostava kurirom" },
    { en: "Delivered to your door in 2 to 4 working days.", hr: "Dostava na vašu adresu za 2 do 4 radna dana." },
  );
  const locker = await method(
    demoDeliveryMethods.parcelLocker.code,
    1,
    demoDeliveryMethods.parcelLocker.price,
    ["HR"],
    { en: "Parcel locker", hr: "Paketomat" },
    {
      en: "Pick up your parcel at a locker of your choice, any time of day.",
      hr: "Paket preuzmite u odabranom paketomatu u bilo koje doba dana.",
    },
    // A locker takes no money: no pay on delivery.
    false,
  );
  const pickup = await method(
    demoDeliveryMethods.storePickup.code,
    2,
    demoDeliveryMethods.storePickup.price,
    ["HR"],
    { en: "Store pickup", hr: "Osobno preuzimanje" },
    {
      en: "Free. We let you know by e-mail when your order is ready.",
      hr: "Besplatno. Javit ćemo vam e-poštom kada je narudžba spremna.",
    },
  );
  const branches = [
    { method_id: locker.id, names: { en: "Zagreb, Ilica 242", hr: "Zagreb, Ilica 242" } },
    { method_id: locker.id, names: { en: "Split, Poljička cesta 35", hr: "Split, Poljička cesta 35" } },
    { method_id: locker.id, names: { en: "Rijeka, Korzo 12", hr: "Rijeka, Korzo 12" } },
    {
      method_id: pickup.id,
      names: { en: "Zagreb store, Trg bana Jelačića 1", hr: "Trgovina Zagreb, Trg bana Jelačića 1" },
    },
    {
      method_id: pickup.id,
      names: {
        en: "Split store, Obala Hrvatskog narodnog preporoda 10",
        hr: "Trgovina Split, Obala Hrvatskog narodnog preporoda 10",
      },
    },
  ];
  await db
    .insertInto("delivery_branches")
    .values(branches.map((b, position) => ({ method_id: b.method_id, names: json(b.names), active: 1, position })))
    .execute();

  const payments = [
    {
      code: demoPaymentMethods.onDelivery,
      payment_type: null,
      provider: null,
      requires_delivery: 1,
      names: { en: "Pay on delivery", hr: "Plaćanje pouzećem" },
      descriptions: {
        en: "Pay in cash or by card when your order is handed to you.",
        hr: "Platite gotovinom ili karticom prilikom preuzimanja.",
      },
      instructions: {
        en: "Please have {total} ready when your order is handed to you: we take cash and cards.",
        hr: "Pripremite {total} za preuzimanje narudžbe: primamo gotovinu i kartice.",
      },
    },
    {
      code: demoPaymentMethods.bankTransfer,
      payment_type: null,
      provider: null,
      requires_delivery: 0,
      names: { en: "Bank transfer", hr: "Uplata na račun" },
      descriptions: {
        en: "You get the payment details as soon as you order, and by e-mail; we send your order, e-products included, once the payment arrives.",
        hr: "Podatke za uplatu dobivate čim naručite, i e-poštom; narudžbu, pa i e-proizvode, šaljemo kad uplata stigne.",
      },
      instructions: {
        en: [
          "Please transfer {total} to:",
          "Payee: Demo Shop d.o.o., Ilica 1, 10000 Zagreb",
          "IBAN: HR12 1001 0051 8630 0016 0",
          "Payment reference: {orderNumber}",
          "We send your order, e-products included, as soon as the payment arrives, usually within two working days.",
        ].join("\n"),
        hr: [
          "Molimo uplatite {total} na:",
          "Primatelj: Demo Shop d.o.o., Ilica 1, 10000 Zagreb",
          "IBAN: HR12 1001 0051 8630 0016 0",
          "Opis plaćanja: {orderNumber}",
          "Narudžbu, pa i e-proizvode, šaljemo čim uplata stigne, obično unutar dva radna dana.",
        ].join("\n"),
      },
    },
    {
      code: demoPaymentMethods.card,
      payment_type: "HPF",
      provider: "sandbox",
      requires_delivery: 0,
      names: { en: "Card payment", hr: "Plaćanje karticom" },
      descriptions: {
        en: "Pay securely on the payment provider's page.",
        hr: "Platite sigurno na stranici pružatelja usluge plaćanja.",
      },
    },
    {
      code: demoPaymentMethods.wallet,
      payment_type: "WALLET",
      provider: "sandbox",
      requires_delivery: 0,
      names: { en: "Sandbox Wallet", hr: "Sandbox novčanik" },
      descriptions: {
        en: "Pay with your wallet account in one click.",
        hr: "Platite svojim novčanikom jednim klikom.",
      },
    },
  ];
  await db
    .insertInto("payment_methods")
    .values(
      payments.map((p, position) => ({
        site_id: siteId,
        store_id: null,
        code: p.code,
        names: json(p.names),
        descriptions: json(p.descriptions),
        payment_type: p.payment_type,
        provider: p.provider,
        requires_delivery: p.requires_delivery,
        instructions: json("instructions" in p ? p.instructions : {}),
        active: 1,
        position,
      })),
    )
    .execute();
}
