/**
 * A small deterministic catalog for the catalog API tests, inserted next to whatever the demo seed
 * holds. Every code, slug and SKU starts with "fx" so nothing collides with the demo catalog, and
 * every list test scopes itself to the fixture's categories.
 *
 * Listable products under "fx-root" (6): p1, p2, p3, p4, p5, p7 (configurable).
 *
 * | product | category       | final | retail | priority | featured | stock | fx_color | fx_material  | fx_weight | fx_waterproof | fx_release |
 * |---------|----------------|-------|--------|----------|----------|-------|----------|--------------|-----------|---------------|------------|
 * | p1      | shirts         | 1000  | 1000   | 5        | yes      | null  | red      | cotton       | 1.5       | yes           | 2024-01-10 |
 * | p2      | polo (shirts)  | 2000  | 2500   | 1        |          | 3     | blue     | cotton, wool | 2         | no            | 2024-03-01 |
 * | p3      | shoes          | 3000  | 3000   | 3        |          | 0     | red      | wool         | 3         | yes           | 2024-06-15 |
 * | p4      | shoes          | 1500  | 2000   | 3        |          | 7     | green    |              | 0.5       |               |            |
 * | p5      | root (main)    | 2000  | 2000   | 2        |          | null  | blue     | wool         | 2         | yes           |            |
 * | p7      | shirts         | 2500  | 3000   | 4        | yes      | -     | red+blue (variants)                                                     |
 *
 * p6 is archived (shirts), p8 is not visible individually, p7a/p7b/p7c are p7's variants (p7c
 * archived); bundles p9 (p1 x2, p4: valid), p10 (p1, p7: configurable), p11 (p9 nested, p3 out of
 * stock: invalid) have no category. "fx-bulk" holds 105 plain products for page-size caps.
 */
import type { Services } from "#server/index";
import { invalidateCatalog } from "#server/modules/catalog";

const SITE_ID = 1;
const now = new Date("2024-01-01T00:00:00.000Z").toISOString();

export interface Fixture {
  categories: { root: number; shirts: number; polo: number; shoes: number; bulk: number };
  products: Record<
    "p1" | "p2" | "p3" | "p4" | "p5" | "p6" | "p7" | "p7a" | "p7b" | "p7c" | "p8" | "p9" | "p10" | "p11",
    number
  >;
  attributes: Record<"color" | "size" | "material" | "weight" | "waterproof" | "release", number>;
  values: Record<"red" | "blue" | "green" | "s" | "m" | "cotton" | "wool", number>;
  mediaIds: number[];
  tagId: number;
}

type ProductSpec = {
  key: keyof Fixture["products"];
  en: string;
  hr: string;
  format?: string;
  type?: string;
  parent?: keyof Fixture["products"];
  visible?: boolean;
  archived?: boolean;
  final: number;
  retail: number;
  priority?: number;
  featured?: boolean;
  stock?: number | null;
  main?: keyof Fixture["categories"] | null;
  cats?: (keyof Fixture["categories"])[];
};

export async function seedCatalogFixture(services: Services): Promise<Fixture> {
  const db = services.db;
  const cats = {} as Fixture["categories"];
  const addCategory = async (
    key: keyof Fixture["categories"],
    parent: number | null,
    position: number,
    en: string,
    hr: string,
  ) => {
    const { id } = await db
      .insertInto("categories")
      .values({
        site_id: SITE_ID,
        parent_id: parent,
        position,
        media_id: null,
        sort_types: JSON.stringify(["newest", "priceAsc", "priceDesc", "bogus"]),
        sort_default_type: "priceAsc",
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    cats[key] = id;
    await db
      .insertInto("category_translations")
      .values([
        { category_id: id, language_code: "en", name: en, slug: `fx-${key}`, description: `${en} description` },
        { category_id: id, language_code: "hr", name: hr, slug: `fx-${key}-hr`, description: `${hr} opis` },
      ])
      .execute();
  };
  await addCategory("root", null, 100, "Fixture root", "Korijen");
  await addCategory("shoes", cats.root, 2, "Shoes", "Cipele");
  await addCategory("shirts", cats.root, 1, "Shirts", "Majice");
  await addCategory("polo", cats.shirts, 0, "Polo", "Polo majice");
  await addCategory("bulk", null, 101, "Bulk", "Skupno");

  const attrs = {} as Fixture["attributes"];
  const addAttribute = async (
    key: keyof Fixture["attributes"],
    inputType: string,
    position: number,
    en: string,
    hr: string,
    filterable = 1,
  ) => {
    const { id } = await db
      .insertInto("attributes")
      .values({
        site_id: SITE_ID,
        code: `fx_${key}`,
        input_type: inputType,
        labels: JSON.stringify({ en, hr }),
        filterable,
        position,
        custom_class: `c-${key}`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    attrs[key] = id;
  };
  await addAttribute("color", "visualSwatch", 901, "Colour", "Boja");
  await addAttribute("size", "dropdown", 902, "Size", "Veličina");
  await addAttribute("material", "multipleSelect", 903, "Material", "Materijal");
  await addAttribute("weight", "numberField", 904, "Weight", "Težina");
  await addAttribute("waterproof", "yesNo", 905, "Waterproof", "Vodootporno");
  await addAttribute("release", "date", 906, "Release", "Izlazak");

  const vals = {} as Fixture["values"];
  const addValue = async (
    key: keyof Fixture["values"],
    attribute: keyof Fixture["attributes"],
    position: number,
    en: string,
    hr: string,
    swatch = "",
  ) => {
    const { id } = await db
      .insertInto("attribute_values")
      .values({
        attribute_id: attrs[attribute],
        code: key,
        labels: JSON.stringify({ en, hr }),
        swatch,
        media_id: null,
        position,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    vals[key] = id;
  };
  await addValue("red", "color", 1, "Red", "Crvena", "#ff0000");
  await addValue("blue", "color", 2, "Blue", "Plava", "#0000ff");
  await addValue("green", "color", 3, "Green", "Zelena", "#00ff00");
  await addValue("s", "size", 1, "Small", "Malo");
  await addValue("m", "size", 2, "Medium", "Srednje");
  await addValue("cotton", "material", 1, "Cotton", "Pamuk");
  await addValue("wool", "material", 2, "Wool", "Vuna");

  const specs: ProductSpec[] = [
    {
      key: "p1",
      en: "Mike shirt",
      hr: "Majica",
      final: 1000,
      retail: 1000,
      priority: 5,
      featured: true,
      stock: null,
      main: "shirts",
      cats: ["shirts"],
    },
    {
      key: "p2",
      en: "alpha shirt",
      hr: "Dres",
      final: 2000,
      retail: 2500,
      priority: 1,
      stock: 3,
      main: "polo",
      cats: ["polo"],
    },
    {
      key: "p3",
      en: "Charlie shoe",
      hr: "Čaj",
      final: 3000,
      retail: 3000,
      priority: 3,
      stock: 0,
      main: "shoes",
      cats: ["shoes"],
    },
    {
      key: "p4",
      en: "Delta shoe",
      hr: "Cipela",
      final: 1500,
      retail: 2000,
      priority: 3,
      stock: 7,
      main: "shoes",
      cats: ["shoes"],
    },
    { key: "p5", en: "Echo", hr: "Eko", final: 2000, retail: 2000, priority: 2, stock: null, main: "root" },
    {
      key: "p6",
      en: "Foxtrot archived",
      hr: "Arhivirano",
      final: 500,
      retail: 500,
      archived: true,
      main: "shirts",
      cats: ["shirts"],
    },
    {
      key: "p7",
      en: "Bravo tee",
      hr: "Ćup",
      format: "Configurable",
      final: 2500,
      retail: 3000,
      priority: 4,
      featured: true,
      stock: null,
      main: "shirts",
      cats: ["shirts"],
    },
    {
      key: "p7a",
      en: "Bravo tee red S",
      hr: "Ćup crveni S",
      parent: "p7",
      visible: false,
      final: 2500,
      retail: 3000,
      stock: 0,
    },
    {
      key: "p7b",
      en: "Bravo tee blue M",
      hr: "Ćup plavi M",
      parent: "p7",
      visible: false,
      final: 2600,
      retail: 3000,
      stock: 5,
    },
    {
      key: "p7c",
      en: "Bravo tee blue S",
      hr: "Ćup plavi S",
      parent: "p7",
      visible: false,
      archived: true,
      final: 2500,
      retail: 3000,
      stock: 5,
    },
    {
      key: "p8",
      en: "Hidden thing",
      hr: "Skriveno",
      visible: false,
      final: 100,
      retail: 100,
      main: "shirts",
      cats: ["shirts"],
    },
    { key: "p9", en: "Hotel bundle", hr: "Paket hotel", format: "Bundle", type: "bundle", final: 3000, retail: 3500 },
    { key: "p10", en: "India bundle", hr: "Paket indija", format: "Bundle", type: "bundle", final: 4000, retail: 4000 },
    {
      key: "p11",
      en: "Juliet bundle",
      hr: "Paket julija",
      format: "Bundle",
      type: "bundle",
      final: 5000,
      retail: 5000,
    },
  ];
  const products = {} as Fixture["products"];
  for (const s of specs) {
    const { id } = await db
      .insertInto("products")
      .values({
        site_id: SITE_ID,
        type: s.type ?? "product",
        format: s.format ?? "Simple",
        sku: `fx-${s.key}`,
        parent_id: s.parent ? products[s.parent] : null,
        is_visible_individually: s.visible === false ? 0 : 1,
        retail_price: s.retail,
        basic_price: s.retail,
        membership_price: null,
        final_price: s.final,
        category_priority: s.priority ?? 0,
        main_category_id: s.main ? cats[s.main] : null,
        media_id: null,
        stock_qty: s.stock === undefined ? null : s.stock,
        archived: s.archived ? 1 : 0,
        featured: s.featured ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    products[s.key] = id;
    const slug = `fx-${s.en.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
    await db
      .insertInto("product_translations")
      .values([
        {
          product_id: id,
          language_code: "en",
          name: s.en,
          slug,
          short_description: `${s.en} short`,
          description: `<p>${s.en}</p>`,
          meta_title: "",
          meta_description: "",
        },
        {
          product_id: id,
          language_code: "hr",
          name: s.hr,
          slug: `${slug}-hr`,
          short_description: `${s.hr} kratko`,
          description: `<p>${s.hr}</p>`,
          meta_title: `${s.hr} meta`,
          meta_description: "",
        },
      ])
      .execute();
    for (const c of s.cats ?? [])
      await db.insertInto("product_categories").values({ product_id: id, category_id: cats[c], position: 0 }).execute();
  }

  const choice = (p: keyof Fixture["products"], a: keyof Fixture["attributes"], v: keyof Fixture["values"]) => ({
    product_id: products[p],
    attribute_id: attrs[a],
    value_id: vals[v],
    number_value: null,
    date_value: null,
  });
  const number = (p: keyof Fixture["products"], a: keyof Fixture["attributes"], n: number) => ({
    product_id: products[p],
    attribute_id: attrs[a],
    value_id: null,
    number_value: n,
    date_value: null,
  });
  const date = (p: keyof Fixture["products"], d: string) => ({
    product_id: products[p],
    attribute_id: attrs.release,
    value_id: null,
    number_value: null,
    date_value: d,
  });
  await db
    .insertInto("product_attribute_values")
    .values([
      choice("p1", "color", "red"),
      choice("p1", "material", "cotton"),
      number("p1", "weight", 1.5),
      number("p1", "waterproof", 1),
      date("p1", "2024-01-10"),
      choice("p2", "color", "blue"),
      choice("p2", "material", "cotton"),
      choice("p2", "material", "wool"),
      number("p2", "weight", 2),
      number("p2", "waterproof", 0),
      date("p2", "2024-03-01"),
      choice("p3", "color", "red"),
      choice("p3", "material", "wool"),
      number("p3", "weight", 3),
      number("p3", "waterproof", 1),
      date("p3", "2024-06-15"),
      choice("p4", "color", "green"),
      number("p4", "weight", 0.5),
      choice("p5", "color", "blue"),
      choice("p5", "material", "wool"),
      number("p5", "weight", 2),
      number("p5", "waterproof", 1),
      choice("p6", "color", "red"),
      choice("p7a", "color", "red"),
      choice("p7a", "size", "s"),
      choice("p7b", "color", "blue"),
      choice("p7b", "size", "m"),
      choice("p7c", "color", "blue"),
      choice("p7c", "size", "s"),
    ])
    .execute();
  await db
    .insertInto("product_configurable_attributes")
    .values([
      { product_id: products.p7, attribute_id: attrs.color, default_value_id: vals.blue, position: 0 },
      { product_id: products.p7, attribute_id: attrs.size, default_value_id: null, position: 1 },
    ])
    .execute();
  await db
    .insertInto("bundle_items")
    .values([
      { bundle_id: products.p9, product_id: products.p1, quantity: 2, position: 0 },
      { bundle_id: products.p9, product_id: products.p4, quantity: 1, position: 1 },
      { bundle_id: products.p10, product_id: products.p1, quantity: 1, position: 0 },
      { bundle_id: products.p10, product_id: products.p7, quantity: 1, position: 1 },
      { bundle_id: products.p11, product_id: products.p9, quantity: 1, position: 0 },
      { bundle_id: products.p11, product_id: products.p3, quantity: 1, position: 1 },
    ])
    .execute();
  await db
    .insertInto("cross_sells")
    .values([
      { product_id: products.p1, cross_sell_id: products.p3, position: 0 },
      { product_id: products.p1, cross_sell_id: products.p6, position: 1 },
      { product_id: products.p1, cross_sell_id: products.p8, position: 2 },
    ])
    .execute();
  await db
    .insertInto("custom_options")
    .values({
      product_id: products.p1,
      code: "engraving",
      option_type: "text",
      labels: JSON.stringify({ en: "Engraving", hr: "Gravura" }),
      required: 0,
      price: 500,
      position: 0,
    })
    .execute();
  const { id: tagId } = await db
    .insertInto("tags")
    .values({ site_id: SITE_ID, code: "fx-sale", labels: JSON.stringify({ en: "Sale", hr: "Akcija" }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("product_tags").values({ product_id: products.p1, tag_id: tagId }).execute();

  // Gallery: two of the demo's images.
  const media = await db
    .selectFrom("media")
    .select("id")
    .where("site_id", "=", SITE_ID)
    .orderBy("id")
    .limit(2)
    .execute();
  const mediaIds = media.map((m) => m.id);
  if (mediaIds.length) {
    await db.updateTable("products").set({ media_id: mediaIds[0] }).where("id", "=", products.p1).execute();
    await db
      .insertInto("product_media")
      .values(mediaIds.map((media_id, position) => ({ product_id: products.p1, media_id, position })))
      .execute();
  }

  // 105 plain products in "fx-bulk" for the page-size caps.
  const bulk = Array.from({ length: 105 }, (_, i) => ({
    site_id: SITE_ID,
    type: "product",
    format: "Simple",
    sku: `fx-bulk-${i}`,
    parent_id: null,
    is_visible_individually: 1,
    retail_price: 100 + i,
    basic_price: 100 + i,
    membership_price: null,
    final_price: 100 + i,
    category_priority: 0,
    main_category_id: cats.bulk,
    media_id: null,
    stock_qty: null,
    archived: 0,
    featured: 0,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto("products").values(bulk).execute();
  const bulkIds = await db.selectFrom("products").select("id").where("sku", "like", "fx-bulk-%").execute();
  await db
    .insertInto("product_translations")
    .values(
      bulkIds.map((r) => ({
        product_id: r.id,
        language_code: "en",
        name: `Bulk ${r.id}`,
        slug: `fx-bulk-item-${r.id}`,
        short_description: "",
        description: "",
        meta_title: "",
        meta_description: "",
      })),
    )
    .execute();

  invalidateCatalog(services);
  return { categories: cats, products, attributes: attrs, values: vals, mediaIds, tagId };
}
