/**
 * The demo e-products' deliverables (decision 0047): the e-books deliver their file (a private media
 * document) by download link, the video course a link to its lessons, the gift cards codes from a pool
 * (the €25 and €100 cards as QR codes, the €50 card, which carries the recipient's name, as text).
 */
import { randomInt } from "node:crypto";
import type { DbOrTx } from "../db";
import type { DeliveryType } from "../db/schema";
import { importFile } from "../modules/media";
import type { Services } from "../services";
import { tinyPdf } from "./events";

/** Codes per gift card: enough for the demo and the end-to-end tests' orders. */
const POOL_SIZE = 200;
/** Letters and digits that cannot be mistaken for one another when typed from a screen. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

type Deliverable =
  | { type: "link"; file: { name: string; title: string } }
  | { type: "link"; url: string }
  | { type: Exclude<DeliveryType, "link">; prefix: string };

const deliverables: Record<string, Deliverable> = {
  "EBK-001": { type: "link", file: { name: "the-adriatic-kitchen.pdf", title: "The Adriatic Kitchen - e-book" } },
  "EBK-002": { type: "link", file: { name: "houseplant-care-guide.pdf", title: "Houseplant care guide" } },
  "EBK-003": {
    type: "link",
    file: { name: "camping-checklist-and-planner.pdf", title: "Camping checklist and trip planner" },
  },
  "EBK-004": { type: "link", url: "https://video.example.com/courses/home-coffee-brewing" },
  "GFT-CRD-025": { type: "qrcode", prefix: "DS25" },
  "GFT-CRD-050": { type: "code", prefix: "DS50" },
  "GFT-CRD-100": { type: "qrcode", prefix: "DS100" },
};

/** A gift-card code: the prefix, then three groups of four characters (about 60 bits). */
function giftCode(prefix: string): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${prefix}-${group()}-${group()}-${group()}`;
}

export async function seedEProductDeliveries(services: Services, db: DbOrTx, siteId: number): Promise<void> {
  const products = await db
    .selectFrom("products")
    .select(["id", "sku"])
    .where("site_id", "=", siteId)
    .where("sku", "in", Object.keys(deliverables))
    .execute();
  const stamp = new Date().toISOString();
  for (const { id, sku } of products) {
    const d = deliverables[sku];
    if (d.type !== "link") {
      await db
        .insertInto("product_deliveries")
        .values({ product_id: id, delivery_type: d.type, media_id: null, url: null })
        .execute();
      const codes = new Set<string>();
      while (codes.size < POOL_SIZE) codes.add(giftCode(d.prefix));
      await db
        .insertInto("eproduct_codes")
        .values([...codes].map((code) => ({ product_id: id, code, order_id: null, created_at: stamp })))
        .execute();
      // The pool is the product's stock (decision 0049).
      await db.updateTable("products").set({ stock_qty: POOL_SIZE }).where("id", "=", id).execute();
      continue;
    }
    const media_id =
      "file" in d
        ? await importFile(services, siteId, {
            buffer: tinyPdf(`Demo Editions - ${d.file.title} (${sku})`),
            originalName: d.file.name,
            title: d.file.title,
            access: "private",
          })
        : null;
    await db
      .insertInto("product_deliveries")
      .values({ product_id: id, delivery_type: "link", media_id, url: "url" in d ? d.url : null })
      .execute();
  }
}
