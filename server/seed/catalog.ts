/**
 * The demo catalog of "Demo Shop" in English and Croatian: a category tree, attributes of every
 * input type, about seventy visible products of every format (Simple, EProduct, Configurable with
 * colour x size variants, Bundle), services, custom options, cross-sells, tags and images.
 *
 * Conventions the catalog API can rely on:
 * - prices are integer cents, EUR, VAT included; basic_price = retail_price >= final_price;
 *   membership_price, when set, is a few per cent below final_price;
 * - variants are products with parent_id set, format Simple, is_visible_individually 0, with their
 *   own translations (slug = parent slug + colour + size) and values for color and size only; they
 *   are not linked to categories. The configurable parent carries the union of its variants'
 *   colours and sizes as attribute values (so plain attribute filters find it), its prices are
 *   those of its default variant and its stock is the sum of its variants' stock;
 * - stock_qty null means not tracked (e-products and services);
 * - archived products keep their rows and translations but must never be shown.
 *
 * Tests should use `demoCatalogFacts` rather than repeat slugs and counts.
 */
import type { Insertable } from "kysely";
import type { AttributeInputType, SortId } from "../contract/catalog";
import { sortIds } from "../contract/catalog";
import type { Locale } from "../contract/urls";
import { MAX_PERSONALIZATION_LENGTH } from "../contract/cart-pricing";
import { sanitizeRichText } from "../modules/content";
import { importImage } from "../modules/media";
import type { Services } from "../services";
import type { Database, DbOrTx } from "../db";
import {
  categoryImageKeys,
  defaultTone,
  materialTones,
  patternImageKeys,
  renderCatalogImages,
  toneOfHex,
  type CategoryImageKey,
  type Drawing,
  type PatternImageKey,
  type PictureRequest,
  type ProductImageKey,
  type Tone,
} from "./catalog-images";

const SITE_ID = 1;
const LOCALES: Locale[] = ["en", "hr"];
type L10n = Record<Locale, string>;

// ---------------------------------------------------------------- shared helpers (also used by large.ts)

/** ASCII slug: diacritics dropped (đ -> d), apostrophes removed, thousands separators joined. */
export function slugify(text: string): string {
  return text
    .replace(/[đĐ]/g, (c) => (c === "đ" ? "d" : "D"))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/(\d)[.,](\d)/g, "$1$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** SQLite's limit on bound variables per statement (PostgreSQL allows 65535). */
export const MAX_SQL_VARIABLES = 32766;

/** Rows per INSERT: at most `maxRows`, and never more bound variables than SQLite allows. */
export function rowsPerInsert(columns: number, maxRows = 500): number {
  return Math.max(1, Math.min(maxRows, Math.floor(MAX_SQL_VARIABLES / Math.max(1, columns))));
}

/** Multi-row inserts in chunks; every row must have the same keys. */
export async function insertRows<T extends keyof Database & string>(
  db: DbOrTx,
  table: T,
  rows: Insertable<Database[T]>[],
  maxRows = 500,
): Promise<void> {
  if (!rows.length) return;
  const per = rowsPerInsert(Object.keys(rows[0]).length, maxRows);
  for (let i = 0; i < rows.length; i += per) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + per) as never)
      .execute();
  }
}

/** Products inserted in chunks; answers sku -> id (RETURNING order is not relied upon). */
export async function insertProducts(
  db: DbOrTx,
  rows: Insertable<Database["products"]>[],
  maxRows = 500,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!rows.length) return ids;
  const per = rowsPerInsert(Object.keys(rows[0]).length, maxRows);
  for (let i = 0; i < rows.length; i += per) {
    const inserted = await db
      .insertInto("products")
      .values(rows.slice(i, i + per))
      .returning(["id", "sku"])
      .execute();
    for (const r of inserted) ids.set(r.sku, r.id);
  }
  return ids;
}

/** Rounds a price down to whole 10 cents. */
const tenCents = (cents: number) => Math.floor(cents / 10) * 10;
export function discountedPrice(retail: number, percent: number): number {
  return percent > 0 ? tenCents((retail * (100 - percent)) / 100) : retail;
}
/** Membership price: 5 % below the final price. */
export function membershipPrice(final: number): number {
  return tenCents(final * 0.95);
}

// ---------------------------------------------------------------- categories

type CategoryKey =
  | "home"
  | "kitchen"
  | "living"
  | "bathroom"
  | "outdoor"
  | "camping"
  | "garden"
  | "apparel"
  | "tshirts"
  | "jackets"
  | "accessories"
  | "tech"
  | "phone"
  | "audio"
  | "ebooks"
  | "gifts";

interface CategoryDef {
  key: CategoryKey;
  parent: CategoryKey | null;
  image?: CategoryImageKey;
  sortTypes?: SortId[];
  sortDefault?: SortId;
  en: { name: string; slug: string; description: string };
  hr: { name: string; slug: string; description: string };
}

const categoryDefs: CategoryDef[] = [
  {
    key: "home",
    parent: null,
    image: "home",
    // Not "Home": that is the first crumb of every breadcrumb already.
    en: {
      name: "Home & living",
      slug: "home-living",
      description: "Everything for a warm, practical home: kitchenware, living room pieces and bathroom basics.",
    },
    hr: {
      name: "Dom i interijer",
      slug: "dom-i-interijer",
      description: "Sve za topao i praktičan dom: kuhinjsko posuđe, komadi za dnevni boravak i osnove za kupaonicu.",
    },
  },
  {
    key: "kitchen",
    parent: "home",
    en: {
      name: "Kitchen",
      slug: "kitchen",
      description: "Cookware, tableware and coffee gear made to be used every day.",
    },
    hr: {
      name: "Kuhinja",
      slug: "kuhinja",
      description: "Posuđe, pribor za stol i oprema za kavu stvoreni za svakodnevnu upotrebu.",
    },
  },
  {
    key: "living",
    parent: "home",
    en: {
      name: "Living room",
      slug: "living-room",
      description: "Cushions, throws, lamps and baskets for a cosy living room.",
    },
    hr: {
      name: "Dnevni boravak",
      slug: "dnevni-boravak",
      description: "Jastuci, deke, lampe i košare za ugodan dnevni boravak.",
    },
  },
  {
    key: "bathroom",
    parent: "home",
    en: { name: "Bathroom", slug: "bathroom", description: "Soft towels and sustainable bathroom essentials." },
    hr: { name: "Kupaonica", slug: "kupaonica", description: "Mekani ručnici i održive osnove za kupaonicu." },
  },
  {
    key: "outdoor",
    parent: null,
    image: "outdoor",
    en: { name: "Outdoor", slug: "outdoor", description: "Gear for hiking, camping and long evenings in the garden." },
    hr: {
      name: "Na otvorenom",
      slug: "na-otvorenom",
      description: "Oprema za planinarenje, kampiranje i duge večeri u vrtu.",
    },
  },
  {
    key: "camping",
    parent: "outdoor",
    en: {
      name: "Camping & hiking",
      slug: "camping-hiking",
      description: "Tents, backpacks, bottles and lights for the trail.",
    },
    hr: {
      name: "Kampiranje i planinarenje",
      slug: "kampiranje-i-planinarenje",
      description: "Šatori, ruksaci, boce i svjetiljke za staze i kampove.",
    },
  },
  {
    key: "garden",
    parent: "outdoor",
    en: {
      name: "Garden & balcony",
      slug: "garden-balcony",
      description: "Planters, gloves and lights for gardens and balconies of every size.",
    },
    hr: {
      name: "Vrt i balkon",
      slug: "vrt-i-balkon",
      description: "Tegle, rukavice i svjetla za vrtove i balkone svih veličina.",
    },
  },
  {
    key: "apparel",
    parent: null,
    image: "apparel",
    en: { name: "Apparel", slug: "apparel", description: "Organic T-shirts, weatherproof jackets and accessories." },
    hr: {
      name: "Odjeća",
      slug: "odjeca",
      description: "Majice od organskog pamuka, jakne za svako vrijeme i modni dodaci.",
    },
  },
  {
    key: "tshirts",
    parent: "apparel",
    en: { name: "T-shirts", slug: "t-shirts", description: "Soft T-shirts in many colours and sizes from XS to XL." },
    hr: { name: "Majice", slug: "majice", description: "Mekane majice u mnogo boja i veličinama od XS do XL." },
  },
  {
    key: "jackets",
    parent: "apparel",
    en: { name: "Jackets", slug: "jackets", description: "Rain jackets, puffers and softshells for every season." },
    hr: {
      name: "Jakne",
      slug: "jakne",
      description: "Jakne za kišu, pernate i softshell jakne za svako godišnje doba.",
    },
  },
  {
    key: "accessories",
    parent: "apparel",
    en: { name: "Accessories", slug: "apparel-accessories", description: "Beanies, bags, belts and socks." },
    hr: { name: "Modni dodaci", slug: "modni-dodaci", description: "Kape, torbe, remeni i čarape." },
  },
  {
    key: "tech",
    parent: null,
    image: "tech",
    en: {
      name: "Tech accessories",
      slug: "tech-accessories",
      description: "Cases, cables, chargers and audio for your devices.",
    },
    hr: {
      name: "Tehnološki dodaci",
      slug: "tehnoloski-dodaci",
      description: "Maskice, kabeli, punjači i audio oprema za vaše uređaje.",
    },
  },
  {
    key: "phone",
    parent: "tech",
    en: { name: "Phone & desk", slug: "phone-desk", description: "Phone cases, charging and a tidy desk." },
    hr: {
      name: "Mobitel i radni stol",
      slug: "mobitel-i-radni-stol",
      description: "Maskice za mobitele, punjenje i uredan radni stol.",
    },
  },
  {
    key: "audio",
    parent: "tech",
    en: { name: "Audio", slug: "audio", description: "Earbuds, headphones and speakers." },
    hr: {
      name: "Audio oprema",
      slug: "audio-oprema",
      description: "Bežične slušalice, naglavne slušalice i zvučnici.",
    },
  },
  {
    key: "ebooks",
    parent: null,
    image: "ebooks",
    sortTypes: ["newest", "oldest", "nameAsc", "nameDesc"],
    en: {
      name: "E-books & guides",
      slug: "e-books-guides",
      description: "Cookbooks, care guides and courses delivered as downloads.",
    },
    hr: {
      name: "E-knjige i vodiči",
      slug: "e-knjige-i-vodici",
      description: "Kuharice, vodiči i tečajevi koje preuzimate odmah nakon kupnje.",
    },
  },
  {
    key: "gifts",
    parent: null,
    image: "gifts",
    sortTypes: ["priceAsc", "priceDesc", "newest", "nameAsc"],
    sortDefault: "priceAsc",
    en: {
      name: "Gift cards & services",
      slug: "gift-cards-services",
      description: "Gift cards, gift boxes, wrapping and installation services.",
    },
    hr: {
      name: "Poklon bonovi i usluge",
      slug: "poklon-bonovi-i-usluge",
      description: "Poklon bonovi, poklon paketi, zamatanje poklona i usluge montaže.",
    },
  },
];

/** The top-level categories' names and slugs (the main menu lists them under the shop). */
export const topCategories = categoryDefs
  .filter((c) => !c.parent)
  .map((c) => ({ en: { name: c.en.name, slug: c.en.slug }, hr: { name: c.hr.name, slug: c.hr.slug } }));

const topLevelOf = (key: CategoryKey): CategoryKey => {
  let def = categoryDefs.find((c) => c.key === key)!;
  while (def.parent) def = categoryDefs.find((c) => c.key === def.parent)!;
  return def.key;
};

const categoryBlurbs: Partial<Record<CategoryKey, L10n>> = {
  home: {
    en: "Designed in Zagreb and made by small workshops across Europe from materials that age well.",
    hr: "Dizajnirano u Zagrebu i izrađeno u malim radionicama diljem Europe od materijala koji lijepo stare.",
  },
  outdoor: {
    en: "Tested on the trails of Velebit and Gorski kotar in sun, wind and rain.",
    hr: "Testirano na stazama Velebita i Gorskog kotara po suncu, vjetru i kiši.",
  },
  apparel: {
    en: "Cut for comfort from certified fabrics and sewn in a family-run factory in Varaždin.",
    hr: "Krojeno za udobnost od certificiranih tkanina i sašiveno u obiteljskoj tvornici u Varaždinu.",
  },
  tech: {
    en: "Works with current phones and laptops and comes with a two-year warranty.",
    hr: "Radi s današnjim mobitelima i prijenosnim računalima te dolazi s dvogodišnjim jamstvom.",
  },
  ebooks: {
    en: "Read it on any phone, tablet, e-reader or computer; the download link never expires.",
    hr: "Čitajte na bilo kojem mobitelu, tabletu, e-čitaču ili računalu; poveznica za preuzimanje ne istječe.",
  },
  gifts: {
    en: "A thoughtful present for any occasion, ready in minutes.",
    hr: "Promišljen poklon za svaku priliku, spreman za nekoliko minuta.",
  },
};

// ---------------------------------------------------------------- attributes

const colorValues = {
  black: { en: "Black", hr: "Crna", swatch: "#1f2937" },
  white: { en: "White", hr: "Bijela", swatch: "#f8fafc" },
  "navy-blue": { en: "Navy blue", hr: "Tamnoplava", swatch: "#1e3a8a" },
  red: { en: "Red", hr: "Crvena", swatch: "#dc2626" },
  "forest-green": { en: "Forest green", hr: "Šumsko zelena", swatch: "#166534" },
  grey: { en: "Grey", hr: "Siva", swatch: "#6b7280" },
  "mustard-yellow": { en: "Mustard yellow", hr: "Senf žuta", swatch: "#ca8a04" },
  "sky-blue": { en: "Sky blue", hr: "Nebeskoplava", swatch: "#38bdf8" },
  beige: { en: "Beige", hr: "Bež", swatch: "#d6c7a1" },
  terracotta: { en: "Terracotta", hr: "Terakota", swatch: "#c2410c" },
} as const;
type ColorCode = keyof typeof colorValues;

const patternValues = {
  solid: { en: "Solid", hr: "Jednobojni", swatch: "#94a3b8" },
  striped: { en: "Striped", hr: "Prugasti", swatch: "#1e3a8a" },
  dotted: { en: "Polka dot", hr: "Točkasti", swatch: "#b91c1c" },
  checked: { en: "Checked", hr: "Karirani", swatch: "#dc2626" },
  floral: { en: "Floral", hr: "Cvjetni", swatch: "#ec4899" },
} as const satisfies Record<PatternImageKey, { en: string; hr: string; swatch: string }>;
type PatternCode = keyof typeof patternValues;

const sizeValues = {
  xs: { en: "XS", hr: "XS" },
  s: { en: "S", hr: "S" },
  m: { en: "M", hr: "M" },
  l: { en: "L", hr: "L" },
  xl: { en: "XL", hr: "XL" },
} as const;
type SizeCode = keyof typeof sizeValues;
const allSizes = Object.keys(sizeValues) as SizeCode[];

const materialValues = {
  cotton: { en: "Cotton", hr: "Pamuk" },
  wool: { en: "Wool", hr: "Vuna" },
  linen: { en: "Linen", hr: "Lan" },
  steel: { en: "Stainless steel", hr: "Nehrđajući čelik" },
  "cast-iron": { en: "Cast iron", hr: "Lijevano željezo" },
  wood: { en: "Wood", hr: "Drvo" },
  bamboo: { en: "Bamboo", hr: "Bambus" },
  glass: { en: "Glass", hr: "Staklo" },
  ceramic: { en: "Ceramic", hr: "Keramika" },
  "recycled-plastic": { en: "Recycled plastic", hr: "Reciklirana plastika" },
  leather: { en: "Leather", hr: "Koža" },
  polyester: { en: "Polyester", hr: "Poliester" },
  aluminium: { en: "Aluminium", hr: "Aluminij" },
  silicone: { en: "Silicone", hr: "Silikon" },
  "natural-fibre": { en: "Natural fibre", hr: "Prirodna vlakna" },
  paper: { en: "Paper", hr: "Papir" },
} as const;
type MaterialCode = keyof typeof materialValues;

const brandValues = {
  nordvik: { en: "Nordvik", hr: "Nordvik" },
  adriatica: { en: "Adriatica", hr: "Adriatica" },
  "terra-home": { en: "Terra Home", hr: "Terra Home" },
  pulse: { en: "Pulse", hr: "Pulse" },
  "kvarner-outdoor": { en: "Kvarner Outdoor", hr: "Kvarner Outdoor" },
  urbanthread: { en: "Urban Thread", hr: "Urban Thread" },
  "demo-editions": { en: "Demo Editions", hr: "Demo Editions" },
} as const;
type BrandCode = keyof typeof brandValues;

type AttributeCode =
  | "color"
  | "pattern"
  | "size"
  | "material"
  | "brand"
  | "weight"
  | "waterproof"
  | "release_date"
  | "available_from"
  | "capacity";

interface AttributeDef {
  code: AttributeCode;
  inputType: AttributeInputType;
  labels: L10n;
  filterable: boolean;
  customClass: string;
  values?: Record<string, { en: string; hr: string; swatch?: string }>;
}

const attributeDefs: AttributeDef[] = [
  {
    code: "color",
    inputType: "textSwatch",
    labels: { en: "Colour", hr: "Boja" },
    filterable: true,
    customClass: "swatch swatch--text",
    values: colorValues,
  },
  {
    code: "pattern",
    inputType: "visualSwatch",
    labels: { en: "Pattern", hr: "Uzorak" },
    filterable: true,
    customClass: "swatch swatch--visual",
    values: patternValues,
  },
  {
    code: "size",
    inputType: "dropdown",
    labels: { en: "Size", hr: "Veličina" },
    filterable: true,
    customClass: "size-select",
    values: sizeValues,
  },
  {
    code: "material",
    inputType: "multipleSelect",
    labels: { en: "Material", hr: "Materijal" },
    filterable: true,
    customClass: "",
    values: materialValues,
  },
  {
    code: "brand",
    inputType: "dropdown",
    labels: { en: "Brand", hr: "Marka" },
    filterable: true,
    customClass: "",
    values: brandValues,
  },
  {
    code: "weight",
    inputType: "numberField",
    labels: { en: "Weight (g)", hr: "Težina (g)" },
    filterable: false,
    customClass: "",
  },
  {
    code: "capacity",
    inputType: "numberField",
    labels: { en: "Capacity (ml)", hr: "Zapremina (ml)" },
    filterable: true,
    customClass: "",
  },
  {
    code: "waterproof",
    inputType: "yesNo",
    labels: { en: "Waterproof", hr: "Vodootporno" },
    filterable: true,
    customClass: "",
  },
  {
    code: "release_date",
    inputType: "date",
    labels: { en: "Release date", hr: "Datum izlaska" },
    filterable: true,
    customClass: "",
  },
  {
    code: "available_from",
    inputType: "dateTime",
    labels: { en: "Available from", hr: "Dostupno od" },
    filterable: true,
    customClass: "",
  },
];

// ---------------------------------------------------------------- tags

const tagDefs = {
  new: { en: "New", hr: "Novo" },
  eco: { en: "Eco-friendly", hr: "Ekološki" },
  bestseller: { en: "Bestseller", hr: "Najprodavanije" },
  gift: { en: "Gift idea", hr: "Ideja za poklon" },
  limited: { en: "Limited edition", hr: "Ograničeno izdanje" },
} as const;
type TagCode = keyof typeof tagDefs;

// ---------------------------------------------------------------- products

type Format = "Simple" | "EProduct" | "Configurable" | "Bundle";

interface Attrs {
  color?: ColorCode;
  pattern?: PatternCode;
  material?: MaterialCode[];
  brand?: BrandCode;
  /** Grams. */
  weight?: number;
  waterproof?: boolean;
  /** YYYY-MM-DD. */
  release?: string;
  /** ISO date-time. */
  availableFrom?: string;
  /** Millilitres. */
  capacity?: number;
}

interface OptionDef {
  code: string;
  type: "text" | "number";
  labels: L10n;
  required: boolean;
  /** Cents. */
  price: number;
  /** A text option's most characters (MAX_PERSONALIZATION_LENGTH when not given). */
  maxLength?: number;
}

interface VariantDef {
  colors: ColorCode[];
  sizes: SizeCode[];
  default: [ColorCode, SizeCode];
  /** Extra cents on top of the parent's retail price. */
  sizeSurcharge?: Partial<Record<SizeCode, number>>;
  colorSurcharge?: Partial<Record<ColorCode, number>>;
  /** Combinations that are not made. */
  missing?: [ColorCode, SizeCode][];
}

/** How a product is drawn: an illustration in the product's colour (its colour attribute, or each
 * variant's colour), or in a named material or tone; a gift card carries its value, a book or a
 * course a small picture of its subject. Sets are drawn as their members and need none. */
type Look =
  | ProductImageKey
  | { shape: ProductImageKey; tone?: keyof typeof materialTones | Tone; label?: string; emblem?: ProductImageKey };

interface ProductDef {
  key: string;
  sku: string;
  format: Format;
  type?: "product" | "service" | "bundle";
  category: CategoryKey;
  also?: CategoryKey[];
  en: { name: string; short: string };
  hr: { name: string; short: string };
  /** Retail price in euros. */
  price: number;
  /** Per cent off the retail price. */
  discount?: number;
  look?: Look;
  /** Simple products get a plausible stock unless set; 0 is out of stock. */
  stock?: number;
  featured?: boolean;
  archived?: boolean;
  attrs?: Attrs;
  tags?: TagCode[];
  variants?: VariantDef;
  /** Members by product key, with quantities. */
  bundle?: [string, number][];
  options?: OptionDef[];
  crossSells?: string[];
}

const productDefs: ProductDef[] = [
  // ------------------------------------------------ kitchen
  {
    key: "mug",
    sku: "KIT-MUG-001",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Jutro ceramic coffee mug",
      short: "A hand-glazed stoneware mug that holds a generous morning coffee and keeps it warm.",
    },
    hr: {
      name: "Keramička šalica za kavu Jutro",
      short: "Ručno glazirana šalica od kamenine za izdašnu jutarnju kavu koja dugo ostaje topla.",
    },
    price: 12.9,
    look: "mug",
    featured: true,
    attrs: {
      color: "terracotta",
      material: ["ceramic"],
      brand: "terra-home",
      capacity: 350,
      weight: 380,
      release: "2024-03-04",
    },
    tags: ["bestseller", "gift"],
    crossSells: ["dripper", "espresso-glasses", "coffee-course"],
  },
  {
    key: "espresso-glasses",
    sku: "KIT-GLS-002",
    format: "Simple",
    category: "kitchen",
    also: ["gifts"],
    en: {
      name: "Double-walled espresso glasses, set of 2",
      short: "Borosilicate glasses with an insulating double wall: the crema stays on top and your fingers stay cool.",
    },
    hr: {
      name: "Dvostijenčane čaše za espresso, set od 2",
      short: "Čaše od borosilikatnog stakla s izolacijskom dvostrukom stijenkom: krema ostaje na vrhu, a prsti hladni.",
    },
    price: 19.9,
    discount: 20,
    look: { shape: "espressoGlasses", tone: "glass" },
    attrs: { material: ["glass"], brand: "nordvik", capacity: 80, weight: 220 },
    tags: ["gift"],
  },
  {
    key: "water-glass",
    sku: "KIT-GLS-003",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Recycled glass water tumbler",
      short: "A sturdy everyday tumbler blown from 100% recycled glass with a faint green tint.",
    },
    hr: {
      name: "Staklena čaša za vodu",
      short: "Čvrsta čaša za svaki dan, puhana od 100 % recikliranog stakla, s blagim zelenkastim odsjajem.",
    },
    price: 6.5,
    look: "glass",
    stock: 200,
    attrs: { color: "sky-blue", material: ["glass"], brand: "adriatica", capacity: 300, weight: 250 },
    tags: ["eco"],
  },
  {
    key: "olive-spoon",
    sku: "KIT-SPN-004",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Olive wood cooking spoon",
      short: "Carved from a single piece of Dalmatian olive wood and gentle on non-stick pans.",
    },
    hr: {
      name: "Drvena žlica za kuhanje",
      short:
        "Izrezbarena iz jednog komada dalmatinskog maslinovog drva i nježna prema posuđu s neprianjajućim premazom.",
    },
    price: 9.9,
    look: { shape: "spoon", tone: "olive" },
    attrs: { material: ["wood"], brand: "adriatica", weight: 60 },
    tags: ["eco"],
  },
  {
    key: "chef-knife",
    sku: "KIT-KNF-005",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Chef's knife 20 cm",
      short: "A balanced forged steel blade for chopping, slicing and dicing, with a riveted beech handle.",
    },
    hr: {
      name: "Kuharski nož 20 cm",
      short: "Uravnotežena kovana čelična oštrica za sjeckanje i rezanje, s drškom od bukve pričvršćenom zakovicama.",
    },
    price: 64,
    discount: 15,
    look: "knife",
    attrs: { material: ["steel", "wood"], brand: "nordvik", weight: 210, release: "2023-10-02" },
    tags: ["bestseller"],
    crossSells: ["oak-board", "olive-spoon", "kitchen-starter-set"],
  },
  {
    key: "oak-board",
    sku: "KIT-BRD-006",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Oak cutting board",
      short: "An end-grain oak board, oiled by hand and large enough for a whole loaf.",
    },
    hr: {
      name: "Hrastova daska za rezanje",
      short: "Daska od hrastovine s poprečnim vlaknima, ručno nauljena i dovoljno velika za cijelu štrucu kruha.",
    },
    price: 39,
    look: { shape: "board", tone: "oak" },
    attrs: { material: ["wood"], brand: "terra-home", weight: 1800 },
    crossSells: ["chef-knife", "olive-spoon"],
  },
  {
    key: "dripper",
    sku: "KIT-DRP-007",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Ceramic pour-over coffee dripper",
      short: "Brew a clean, aromatic cup by hand; fits standard size 2 paper filters.",
    },
    hr: {
      name: "Keramički filter za kavu",
      short: "Pripremite čistu, aromatičnu kavu ručno; odgovara standardnim papirnatim filterima veličine 2.",
    },
    price: 24.9,
    discount: 10,
    look: "dripper",
    attrs: { color: "white", material: ["ceramic"], brand: "nordvik", weight: 420 },
    crossSells: ["mug", "coffee-course"],
  },
  {
    key: "skillet",
    sku: "KIT-PAN-008",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Cast iron skillet 26 cm",
      short: "Pre-seasoned cast iron that goes from hob to oven and lasts for generations.",
    },
    hr: {
      name: "Tava od lijevanog željeza 26 cm",
      short: "Prethodno zapečeno lijevano željezo koje ide sa štednjaka u pećnicu i traje generacijama.",
    },
    price: 49.9,
    look: "pan",
    stock: 0,
    attrs: { color: "black", material: ["cast-iron"], brand: "nordvik", weight: 2600 },
  },
  {
    key: "tea-towels",
    sku: "KIT-TWL-009",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Linen tea towels, set of 3",
      short: "Absorbent, quick-drying stonewashed linen that gets softer with every wash.",
    },
    hr: {
      name: "Lanene kuhinjske krpe, set od 3",
      short: "Upijajući lan koji se brzo suši i sa svakim pranjem postaje sve mekši.",
    },
    price: 22,
    discount: 25,
    look: "towel",
    attrs: { color: "beige", pattern: "striped", material: ["linen"], brand: "terra-home", weight: 240 },
    tags: ["eco"],
  },
  {
    key: "storage-jars",
    sku: "KIT-JAR-010",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Glass storage jars with bamboo lids, set of 3",
      short: "Airtight jars for coffee, pasta and pulses, with silicone-sealed bamboo lids.",
    },
    hr: {
      name: "Staklene posude za spremanje s bambusovim poklopcima, set od 3",
      short:
        "Hermetički zatvorene posude za kavu, tjesteninu i mahunarke, s bambusovim poklopcima i silikonskom brtvom.",
    },
    price: 27.5,
    look: { shape: "storageJars", tone: "glass" },
    attrs: { material: ["glass", "bamboo", "silicone"], brand: "nordvik", capacity: 1000, weight: 1500 },
  },
  {
    key: "salad-bowl",
    sku: "KIT-BWL-011",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Bamboo salad bowl",
      short: "A light, sturdy serving bowl made from fast-growing bamboo, with matching servers.",
    },
    hr: {
      name: "Zdjela za salatu od bambusa",
      short: "Lagana i čvrsta zdjela za posluživanje od brzorastućeg bambusa, s priborom za posluživanje.",
    },
    price: 29.9,
    discount: 10,
    look: "bowl",
    attrs: { color: "forest-green", material: ["bamboo"], brand: "adriatica", capacity: 2500, weight: 540 },
    tags: ["eco"],
  },
  {
    key: "milk-frother",
    sku: "KIT-FRO-012",
    format: "Simple",
    category: "kitchen",
    also: ["tech"],
    en: {
      name: "Electric milk frother",
      short: "Hot or cold foam in 90 seconds at the touch of a button; the jug is dishwasher-safe.",
    },
    hr: {
      name: "Električni pjenjač za mlijeko",
      short: "Topla ili hladna pjena za 90 sekundi jednim pritiskom gumba; posuda se može prati u perilici.",
    },
    price: 44.9,
    look: "frother",
    attrs: { color: "black", material: ["steel"], brand: "pulse", capacity: 240, weight: 750, release: "2024-09-12" },
  },
  {
    key: "enamel-kettle",
    sku: "KIT-KTL-013",
    format: "Simple",
    category: "kitchen",
    archived: true,
    en: { name: "Enamel stovetop kettle", short: "A classic enamel kettle for gas, electric and induction hobs." },
    hr: {
      name: "Emajlirani čajnik za štednjak",
      short: "Klasični emajlirani čajnik za plinske, električne i indukcijske ploče.",
    },
    price: 35,
    look: "kettle",
    attrs: { color: "red", material: ["steel"], brand: "nordvik", capacity: 1500, weight: 900 },
  },
  {
    key: "teaspoons",
    sku: "KIT-SPN-014",
    format: "Simple",
    category: "kitchen",
    en: {
      name: "Stainless steel teaspoons, set of 6",
      short: "Polished teaspoons with a satin handle that sit nicely on any saucer.",
    },
    hr: {
      name: "Žličice od nehrđajućeg čelika, set od 6",
      short: "Polirane žličice sa satiniranom drškom koje lijepo stoje na svakom tanjuriću.",
    },
    price: 14.9,
    look: { shape: "teaspoons", tone: "steel" },
    attrs: { material: ["steel"], brand: "nordvik", weight: 120 },
  },
  // ------------------------------------------------ living room
  {
    key: "woven-basket",
    sku: "LIV-BSK-001",
    format: "Simple",
    category: "living",
    en: {
      name: "Woven basket",
      short: "A hand-woven seagrass basket for blankets, toys or firewood, with sturdy side handles.",
    },
    hr: {
      name: "Pletena košarica",
      short: "Ručno pletena košarica od morske trave za deke, igračke ili drva, s čvrstim bočnim ručkama.",
    },
    price: 34.9,
    discount: 15,
    look: "basket",
    featured: true,
    attrs: { color: "beige", material: ["natural-fibre"], brand: "terra-home", weight: 700 },
    tags: ["eco", "gift"],
    crossSells: ["wool-throw", "cushion-cover", "laundry-basket"],
  },
  {
    key: "laundry-basket",
    sku: "LIV-BSK-002",
    format: "Simple",
    category: "living",
    also: ["bathroom"],
    en: {
      name: "Cotton rope laundry basket",
      short: "A tall, soft-sided basket coiled from thick cotton rope that folds flat when empty.",
    },
    hr: {
      name: "Košara za rublje od pamučnog užeta",
      short: "Visoka, mekana košara od debelog pamučnog užeta koja se prazna može složiti.",
    },
    price: 27.9,
    look: "ropeBasket",
    attrs: { color: "white", material: ["cotton"], brand: "terra-home", capacity: 45000, weight: 900 },
  },
  {
    key: "soy-candle",
    sku: "LIV-CND-003",
    format: "Simple",
    category: "living",
    also: ["gifts"],
    en: {
      name: "Fig & cedar soy candle",
      short: "Hand-poured soy wax with a cotton wick and a warm scent of fig and cedarwood; burns for about 45 hours.",
    },
    hr: {
      name: "Mirisna svijeća od soje smokva i cedar",
      short:
        "Ručno izlivena svijeća od sojinog voska s pamučnim fitiljem i toplim mirisom smokve i cedra; gori oko 45 sati.",
    },
    price: 18.9,
    look: "candle",
    attrs: { material: ["glass"], brand: "adriatica", weight: 320 },
    tags: ["gift", "bestseller"],
    crossSells: ["ceramic-vase", "gift-wrapping", "cosy-evening-box"],
  },
  {
    key: "cushion-cover",
    sku: "LIV-CSH-004",
    format: "Simple",
    category: "living",
    en: {
      name: "Linen cushion cover 50 × 50 cm",
      short: "A stonewashed linen cover with a hidden zip that softens beautifully over time.",
    },
    hr: {
      name: "Lanena jastučnica 50 × 50 cm",
      short: "Jastučnica od pranog lana sa skrivenim patentnim zatvaračem koja s vremenom postaje sve mekša.",
    },
    price: 24,
    discount: 20,
    look: "cushion",
    attrs: { color: "forest-green", pattern: "solid", material: ["linen"], brand: "terra-home", weight: 180 },
  },
  {
    key: "wool-throw",
    sku: "LIV-THR-005",
    format: "Simple",
    category: "living",
    en: {
      name: "Merino wool throw",
      short: "A soft, warm throw knitted from pure merino wool in a subtle herringbone weave.",
    },
    hr: {
      name: "Deka od merino vune",
      short: "Mekana i topla deka ispletena od čiste merino vune u suptilnom uzorku riblje kosti.",
    },
    price: 89,
    discount: 10,
    look: "throw",
    featured: true,
    attrs: { color: "grey", pattern: "checked", material: ["wool"], brand: "nordvik", weight: 1200 },
    tags: ["gift"],
    crossSells: ["cushion-cover", "soy-candle", "woven-basket"],
  },
  {
    key: "ceramic-vase",
    sku: "LIV-VAS-006",
    format: "Simple",
    category: "living",
    en: {
      name: "Speckled ceramic vase",
      short: "A hand-thrown vase with a speckled glaze for dried flowers or a single fresh stem.",
    },
    hr: {
      name: "Keramička vaza s točkicama",
      short: "Ručno izrađena vaza s točkastom glazurom za suho cvijeće ili jednu svježu grančicu.",
    },
    price: 32,
    look: "vase",
    attrs: {
      color: "beige",
      pattern: "dotted",
      material: ["ceramic"],
      brand: "terra-home",
      capacity: 1200,
      weight: 900,
    },
  },
  {
    key: "luna-lamp",
    sku: "LIV-LMP-007",
    format: "Simple",
    category: "living",
    en: {
      name: "Luna table lamp",
      short: "A linen shade on a solid oak base casts a soft, warm light; a dimmable E27 bulb is included.",
    },
    hr: {
      name: "Stolna lampa Luna",
      short:
        "Laneno sjenilo na postolju od punog hrasta daje meku, toplu svjetlost; prigušiva žarulja E27 je uključena.",
    },
    price: 79,
    look: "lamp",
    attrs: {
      color: "mustard-yellow",
      material: ["linen", "wood"],
      brand: "nordvik",
      weight: 1600,
      release: "2026-02-01",
      availableFrom: "2026-02-01T08:00:00.000Z",
    },
    tags: ["new"],
  },
  {
    key: "plant-pot",
    sku: "LIV-POT-008",
    format: "Simple",
    category: "living",
    also: ["garden"],
    en: {
      name: "Terracotta plant pot with saucer",
      short: "An unglazed clay pot that lets the roots breathe, with a matching saucer.",
    },
    hr: {
      name: "Glinena tegla za biljke s podloškom",
      short: "Neglazirana glinena tegla u kojoj korijenje diše, s odgovarajućim podloškom.",
    },
    price: 16.5,
    look: { shape: "plant", tone: "leaf" },
    attrs: { color: "terracotta", material: ["ceramic"], brand: "adriatica", capacity: 3000, weight: 1400 },
    tags: ["eco"],
  },
  {
    key: "wall-shelf",
    sku: "LIV-SHF-009",
    format: "Simple",
    category: "living",
    en: {
      name: "Floating oak wall shelf 80 cm",
      short: "A solid oak shelf on a hidden steel bracket that holds up to 25 kg.",
    },
    hr: {
      name: "Zidna polica od hrasta 80 cm",
      short: "Polica od punog hrasta na skrivenom čeličnom nosaču koja nosi do 25 kg.",
    },
    price: 59,
    look: { shape: "shelf", tone: "oak" },
    attrs: { material: ["wood", "steel"], brand: "terra-home", weight: 3200 },
    crossSells: ["shelf-installation", "ceramic-vase", "plant-pot"],
  },
  // ------------------------------------------------ bathroom
  {
    key: "bath-towel",
    sku: "BTH-TWL-001",
    format: "Simple",
    category: "bathroom",
    en: {
      name: "Organic cotton bath towel",
      short: "A thick, absorbent 600 g/m² towel woven from GOTS-certified organic cotton.",
    },
    hr: {
      name: "Ručnik za kupanje od organskog pamuka",
      short: "Debeo, upijajući ručnik od 600 g/m², istkan od certificiranog organskog pamuka.",
    },
    price: 29,
    discount: 20,
    look: "towel",
    attrs: { color: "sky-blue", material: ["cotton"], brand: "terra-home", weight: 650 },
    tags: ["eco"],
  },
  {
    key: "toothbrushes",
    sku: "BTH-BRS-002",
    format: "Simple",
    category: "bathroom",
    en: {
      name: "Bamboo toothbrushes, pack of 4",
      short: "Compostable bamboo handles with soft, BPA-free bristles for the whole family.",
    },
    hr: {
      name: "Četkice za zube od bambusa, pakiranje od 4",
      short: "Kompostabilne drške od bambusa s mekanim vlaknima bez BPA-a za cijelu obitelj.",
    },
    price: 9.9,
    look: { shape: "toothbrushes", tone: "bamboo" },
    attrs: { material: ["bamboo"], brand: "adriatica", weight: 60 },
    tags: ["eco"],
  },
  {
    key: "soap-dish",
    sku: "BTH-SOP-003",
    format: "Simple",
    category: "bathroom",
    en: { name: "Ceramic soap dish", short: "A draining soap dish that keeps bars dry and lasting longer." },
    hr: { name: "Keramička posudica za sapun", short: "Posudica s odvodom koja sapun čuva suhim da dulje traje." },
    price: 11.9,
    look: "soapDish",
    attrs: { color: "white", material: ["ceramic"], brand: "terra-home", weight: 200 },
  },
  {
    key: "bath-mat",
    sku: "BTH-MAT-004",
    format: "Simple",
    category: "bathroom",
    en: { name: "Waffle cotton bath mat", short: "A quick-drying waffle-weave mat with a non-slip underside." },
    hr: {
      name: "Pamučni tepih za kupaonicu",
      short: "Tepih od vafl tkanja koji se brzo suši, s protukliznom donjom stranom.",
    },
    price: 19.9,
    look: "bathMat",
    attrs: { color: "grey", material: ["cotton"], brand: "terra-home", weight: 450 },
  },
  // ------------------------------------------------ camping & hiking
  {
    key: "steel-bottle",
    sku: "OUT-BTL-001",
    format: "Simple",
    category: "camping",
    also: ["kitchen"],
    en: {
      name: "Insulated steel water bottle 750 ml",
      short: "Keeps drinks cold for 24 hours or hot for 12; leak-proof lid and optional engraving.",
    },
    hr: {
      name: "Termo boca od nehrđajućeg čelika 750 ml",
      short: "Piće ostaje hladno 24 sata ili toplo 12 sati; poklopac ne propušta, a bocu možete i gravirati.",
    },
    price: 29.9,
    look: "bottle",
    featured: true,
    attrs: {
      color: "forest-green",
      material: ["steel"],
      brand: "kvarner-outdoor",
      capacity: 750,
      weight: 340,
      waterproof: true,
    },
    tags: ["bestseller", "eco"],
    options: [
      {
        code: "engraving",
        type: "text",
        labels: { en: "Engraving text", hr: "Tekst za graviranje" },
        required: false,
        price: 500,
        maxLength: 20,
      },
    ],
    crossSells: ["backpack", "lunch-box"],
  },
  {
    key: "tent",
    sku: "OUT-TNT-002",
    format: "Simple",
    category: "camping",
    en: {
      name: "Lightweight two-person tent",
      short: "A freestanding three-season tent that pitches in five minutes and packs to the size of a loaf.",
    },
    hr: {
      name: "Lagani šator za dvije osobe",
      short:
        "Samostojeći šator za tri godišnja doba koji se postavlja za pet minuta i spakiran je veličine štruce kruha.",
    },
    price: 219,
    discount: 15,
    look: "tent",
    attrs: {
      color: "forest-green",
      material: ["polyester", "aluminium"],
      brand: "kvarner-outdoor",
      weight: 1900,
      waterproof: true,
      release: "2024-04-15",
    },
    crossSells: ["sleeping-bag", "lantern", "camp-chair", "camping-planner"],
  },
  {
    key: "sleeping-bag",
    sku: "OUT-SLP-003",
    format: "Simple",
    category: "camping",
    en: {
      name: "Three-season sleeping bag",
      short: "A warm synthetic-fill bag rated to 2 °C, with a hood and a full-length zip.",
    },
    hr: {
      name: "Vreća za spavanje za tri godišnja doba",
      short: "Topla vreća sa sintetičkim punjenjem za temperature do 2 °C, s kapuljačom i patentom cijelom dužinom.",
    },
    price: 119,
    look: "sleepingBag",
    attrs: {
      color: "navy-blue",
      material: ["polyester", "recycled-plastic"],
      brand: "kvarner-outdoor",
      weight: 1350,
      waterproof: false,
    },
  },
  {
    key: "backpack",
    sku: "OUT-BPK-004",
    format: "Simple",
    category: "camping",
    en: {
      name: "Hiking backpack 30 l",
      short: "A ventilated back panel, hip-belt pockets and a rain cover for long days on the trail.",
    },
    hr: {
      name: "Planinarski ruksak 30 l",
      short: "Prozračna leđa, džepovi na pojasu i navlaka za kišu za duge dane na stazi.",
    },
    price: 89.9,
    discount: 20,
    look: "backpack",
    featured: true,
    attrs: {
      color: "red",
      material: ["recycled-plastic", "polyester"],
      brand: "kvarner-outdoor",
      capacity: 30000,
      weight: 980,
      waterproof: true,
    },
    tags: ["eco"],
    crossSells: ["steel-bottle", "merino-socks", "rain-jacket"],
  },
  {
    key: "lantern",
    sku: "OUT-LNT-005",
    format: "Simple",
    category: "camping",
    also: ["garden"],
    en: {
      name: "Rechargeable LED camping lantern",
      short: "Three brightness levels, up to 40 hours of light and a USB-C port to charge your phone.",
    },
    hr: {
      name: "Punjiva LED kamping svjetiljka",
      short: "Tri razine svjetline, do 40 sati svjetla i USB-C priključak za punjenje mobitela.",
    },
    price: 34.9,
    look: "lantern",
    attrs: {
      color: "mustard-yellow",
      material: ["aluminium", "recycled-plastic"],
      brand: "pulse",
      weight: 410,
      waterproof: true,
      release: "2026-03-20",
    },
    tags: ["new"],
  },
  {
    key: "camp-chair",
    sku: "OUT-CHR-006",
    format: "Simple",
    category: "camping",
    en: {
      name: "Folding camping chair",
      short: "A compact chair with an aluminium frame that carries 120 kg and folds into its own bag.",
    },
    hr: {
      name: "Sklopiva kamping stolica",
      short: "Kompaktna stolica s aluminijskim okvirom koja nosi 120 kg i sklapa se u vlastitu torbicu.",
    },
    price: 49,
    look: "chair",
    stock: 0,
    attrs: { color: "navy-blue", material: ["aluminium", "polyester"], brand: "kvarner-outdoor", weight: 2300 },
  },
  {
    key: "lunch-box",
    sku: "OUT-LNB-007",
    format: "Simple",
    category: "camping",
    also: ["kitchen"],
    en: { name: "Insulated lunch box", short: "A double-walled steel food jar that keeps soup hot until lunch." },
    hr: {
      name: "Termo posuda za ručak",
      short: "Čelična posuda s dvostrukom stijenkom u kojoj juha ostaje topla do ručka.",
    },
    price: 21.9,
    discount: 10,
    look: "lunchBox",
    attrs: { color: "grey", material: ["steel"], brand: "kvarner-outdoor", capacity: 1200, weight: 480 },
  },
  {
    key: "merino-socks",
    sku: "OUT-SCK-008",
    format: "Simple",
    category: "camping",
    also: ["accessories"],
    en: { name: "Merino hiking socks", short: "Cushioned merino socks that stay warm when wet and never smell." },
    hr: {
      name: "Planinarske čarape od merino vune",
      short: "Podstavljene čarape od merino vune koje griju i kad su mokre te ne upijaju mirise.",
    },
    price: 17.9,
    look: "socks",
    attrs: { color: "grey", material: ["wool"], brand: "kvarner-outdoor", weight: 90 },
  },
  // ------------------------------------------------ garden & balcony
  {
    key: "gardening-gloves",
    sku: "GRD-GLV-001",
    format: "Simple",
    category: "garden",
    en: {
      name: "Leather gardening gloves",
      short: "Supple goatskin gloves with cotton cuffs that protect against thorns.",
    },
    hr: {
      name: "Kožne vrtlarske rukavice",
      short: "Mekane rukavice od kozje kože s pamučnim manžetama koje štite od trnja.",
    },
    price: 19.5,
    look: "gloves",
    attrs: { color: "beige", material: ["leather", "cotton"], brand: "terra-home", weight: 150 },
  },
  {
    key: "herb-planter",
    sku: "GRD-PLN-002",
    format: "Simple",
    category: "garden",
    en: {
      name: "Balcony herb planter",
      short: "A self-watering planter for basil, rosemary and mint that hangs on any railing.",
    },
    hr: {
      name: "Balkonska tegla za začinsko bilje",
      short: "Tegla sa samonavodnjavanjem za bosiljak, ružmarin i mentu koja se kači na svaku ogradu.",
    },
    price: 26.9,
    discount: 25,
    look: "herbPlanter",
    attrs: {
      color: "forest-green",
      material: ["recycled-plastic"],
      brand: "adriatica",
      capacity: 6000,
      weight: 800,
      waterproof: true,
    },
    tags: ["eco"],
  },
  {
    key: "string-lights",
    sku: "GRD-LGT-003",
    format: "Simple",
    category: "garden",
    en: {
      name: "Outdoor string lights 10 m",
      short: "Twenty warm-white shatterproof bulbs on a weatherproof cable for summer evenings.",
    },
    hr: {
      name: "Vanjska svjetleća girlanda 10 m",
      short: "Dvadeset toplih bijelih žarulja otpornih na lom na kabelu otpornom na vremenske uvjete za ljetne večeri.",
    },
    price: 39.9,
    look: "stringLights",
    attrs: { material: ["recycled-plastic"], brand: "pulse", weight: 800, waterproof: true },
    tags: ["gift"],
  },
  {
    key: "watering-can",
    sku: "GRD-CAN-004",
    format: "Simple",
    category: "garden",
    en: {
      name: "Galvanised watering can 5 l",
      short: "A classic steel can with a long spout and a removable brass rose.",
    },
    hr: {
      name: "Pocinčana kanta za zalijevanje 5 l",
      short: "Klasična čelična kanta s dugim izljevom i odvojivim mjedenim raspršivačem.",
    },
    price: 32,
    look: "wateringCan",
    attrs: { color: "grey", material: ["steel"], brand: "terra-home", capacity: 5000, weight: 1100 },
  },
  // ------------------------------------------------ T-shirts (configurable)
  {
    key: "organic-tee",
    sku: "APP-TEE-001",
    format: "Configurable",
    category: "tshirts",
    en: {
      name: "Organic cotton T-shirt",
      short: "A soft, mid-weight crew-neck T-shirt in GOTS-certified organic cotton.",
    },
    hr: {
      name: "Majica od organskog pamuka",
      short: "Mekana majica srednje debljine s okruglim izrezom od certificiranog organskog pamuka.",
    },
    price: 24.9,
    look: "tshirt",
    featured: true,
    attrs: { pattern: "solid", material: ["cotton"], brand: "urbanthread", weight: 180 },
    tags: ["eco", "bestseller"],
    variants: {
      colors: ["navy-blue", "white", "black", "forest-green"],
      sizes: allSizes,
      default: ["navy-blue", "m"],
      sizeSurcharge: { xl: 200 },
    },
    crossSells: ["tote-bag", "wool-beanie", "breton-tee"],
  },
  {
    key: "breton-tee",
    sku: "APP-TEE-002",
    format: "Configurable",
    category: "tshirts",
    en: {
      name: "Breton striped long-sleeve T-shirt",
      short: "The classic sailor stripe in heavy cotton jersey, cut a little boxy.",
    },
    hr: {
      name: "Prugasta majica Breton dugih rukava",
      short: "Klasične mornarske pruge u debljem pamučnom džerseju, malo širega kroja.",
    },
    price: 34.9,
    discount: 20,
    look: "longSleeveTee",
    attrs: { pattern: "striped", material: ["cotton"], brand: "urbanthread", weight: 260 },
    variants: {
      colors: ["navy-blue", "red"],
      sizes: allSizes,
      default: ["navy-blue", "s"],
      sizeSurcharge: { xl: 200 },
    },
  },
  {
    key: "wave-tee",
    sku: "APP-TEE-003",
    format: "Configurable",
    category: "tshirts",
    en: {
      name: "Adriatic Wave graphic T-shirt",
      short: "A limited print inspired by the waves of the Adriatic, printed with water-based inks.",
    },
    hr: {
      name: "Majica s printom Jadranski val",
      short: "Ograničeno izdanje printa inspiriranog valovima Jadrana, tiskano bojama na bazi vode.",
    },
    price: 27.9,
    look: "printTee",
    attrs: { material: ["cotton"], brand: "urbanthread", weight: 190, release: "2026-05-01" },
    tags: ["new", "limited"],
    variants: {
      colors: ["white", "sky-blue", "grey"],
      sizes: ["s", "m", "l", "xl"],
      default: ["white", "m"],
      missing: [["sky-blue", "xl"]],
    },
  },
  {
    key: "linen-tee",
    sku: "APP-TEE-004",
    format: "Configurable",
    category: "tshirts",
    en: { name: "Linen-blend T-shirt", short: "A breathable linen and cotton blend for the hottest summer days." },
    hr: { name: "Majica od mješavine lana", short: "Prozračna mješavina lana i pamuka za najtoplije ljetne dane." },
    price: 32,
    discount: 15,
    look: "vNeckTee",
    attrs: { pattern: "solid", material: ["linen", "cotton"], brand: "urbanthread", weight: 170 },
    variants: {
      colors: ["beige", "white", "mustard-yellow"],
      sizes: ["xs", "s", "m", "l"],
      default: ["beige", "m"],
      colorSurcharge: { "mustard-yellow": 300 },
    },
  },
  // ------------------------------------------------ jackets (configurable)
  {
    key: "rain-jacket",
    sku: "APP-JKT-001",
    format: "Configurable",
    category: "jackets",
    also: ["camping"],
    en: {
      name: "Waterproof rain jacket",
      short: "A light, packable shell with taped seams, a peaked hood and pit zips.",
    },
    hr: {
      name: "Vodootporna jakna za kišu",
      short:
        "Lagana jakna koja se lako spakira, s lijepljenim šavovima, kapuljačom sa šiltom i ventilacijskim patentima.",
    },
    price: 129,
    look: "jacket",
    featured: true,
    attrs: { material: ["recycled-plastic", "polyester"], brand: "kvarner-outdoor", weight: 420, waterproof: true },
    variants: {
      colors: ["red", "navy-blue", "mustard-yellow"],
      sizes: ["s", "m", "l", "xl"],
      default: ["red", "m"],
      sizeSurcharge: { xl: 500 },
    },
    crossSells: ["softshell-jacket", "backpack", "merino-socks"],
  },
  {
    key: "puffer-jacket",
    sku: "APP-JKT-002",
    format: "Configurable",
    category: "jackets",
    en: {
      name: "Quilted puffer jacket",
      short: "Warm recycled synthetic insulation in a slim quilted jacket that packs into its pocket.",
    },
    hr: {
      name: "Prošivena pufer jakna",
      short: "Topla reciklirana sintetička izolacija u uskoj prošivenoj jakni koja se spakira u vlastiti džep.",
    },
    price: 159,
    discount: 25,
    look: "puffer",
    attrs: { material: ["polyester", "recycled-plastic"], brand: "urbanthread", weight: 650, waterproof: false },
    tags: ["eco"],
    variants: {
      colors: ["black", "forest-green"],
      sizes: allSizes,
      default: ["black", "m"],
      sizeSurcharge: { xl: 500 },
    },
  },
  {
    key: "softshell-jacket",
    sku: "APP-JKT-003",
    format: "Configurable",
    category: "jackets",
    en: {
      name: "Softshell hiking jacket",
      short: "A stretchy, wind-resistant softshell with a fleece lining for cool mornings.",
    },
    hr: {
      name: "Softshell planinarska jakna",
      short: "Rastezljiva softshell jakna otporna na vjetar, s podstavom od flisa za svježa jutra.",
    },
    price: 99,
    look: "softshell",
    attrs: {
      material: ["polyester"],
      brand: "kvarner-outdoor",
      weight: 520,
      waterproof: true,
      availableFrom: "2026-09-01T07:00:00.000Z",
    },
    variants: { colors: ["grey", "navy-blue"], sizes: ["s", "m", "l", "xl"], default: ["grey", "l"] },
  },
  // ------------------------------------------------ accessories
  {
    key: "wool-beanie",
    sku: "APP-ACC-001",
    format: "Simple",
    category: "accessories",
    en: { name: "Ribbed wool beanie", short: "A snug rib-knit beanie in soft lambswool with a turn-up cuff." },
    hr: {
      name: "Rebrasta vunena kapa",
      short: "Udobna rebrasto pletena kapa od mekane janjeće vune s podvrnutim rubom.",
    },
    price: 22,
    discount: 10,
    look: "beanie",
    attrs: { color: "mustard-yellow", material: ["wool"], brand: "urbanthread", weight: 80 },
    tags: ["gift"],
  },
  {
    key: "tote-bag",
    sku: "APP-ACC-002",
    format: "Simple",
    category: "accessories",
    en: {
      name: "Canvas tote bag",
      short: "A heavy organic canvas tote with an inside pocket, strong enough for the weekly shop.",
    },
    hr: {
      name: "Platnena torba",
      short: "Čvrsta torba od organskog platna s unutarnjim džepom, dovoljno jaka za tjednu kupovinu.",
    },
    price: 15.9,
    look: "tote",
    attrs: { color: "beige", pattern: "floral", material: ["cotton"], brand: "urbanthread", weight: 220 },
    tags: ["eco"],
  },
  {
    key: "leather-belt",
    sku: "APP-ACC-003",
    format: "Simple",
    category: "accessories",
    en: { name: "Leather belt", short: "Vegetable-tanned full-grain leather with a brushed steel buckle." },
    hr: { name: "Kožni remen", short: "Biljno štavljena koža punog zrna s kopčom od brušenog čelika." },
    price: 39,
    look: "belt",
    attrs: { color: "black", material: ["leather", "steel"], brand: "urbanthread", weight: 160 },
  },
  // ------------------------------------------------ phone & desk
  {
    key: "phone-case",
    sku: "TEC-CAS-001",
    format: "Simple",
    category: "phone",
    en: { name: "Recycled plastic phone case", short: "A slim, shock-absorbing case moulded from recycled plastic." },
    hr: {
      name: "Maskica za mobitel od reciklirane plastike",
      short: "Tanka maskica koja upija udarce, izrađena od reciklirane plastike.",
    },
    price: 19.9,
    look: "phone",
    attrs: { color: "sky-blue", material: ["recycled-plastic"], brand: "pulse", weight: 35 },
    tags: ["eco"],
  },
  {
    key: "usb-c-cable",
    sku: "TEC-CBL-002",
    format: "Simple",
    category: "phone",
    en: { name: "Braided USB-C cable 2 m", short: "A tough braided cable for 100 W charging and fast data transfer." },
    hr: {
      name: "Pleteni USB-C kabel 2 m",
      short: "Izdržljiv pleteni kabel za punjenje snagom od 100 W i brz prijenos podataka.",
    },
    price: 14.9,
    discount: 20,
    look: "cable",
    attrs: { color: "black", material: ["polyester", "aluminium"], brand: "pulse", weight: 60 },
  },
  {
    key: "wireless-charger",
    sku: "TEC-CHG-003",
    format: "Simple",
    category: "phone",
    en: { name: "Wireless charging pad", short: "A 15 W Qi charger with a walnut top and a non-slip silicone base." },
    hr: {
      name: "Bežični punjač",
      short: "Qi punjač snage 15 W s gornjom pločom od oraha i protukliznom silikonskom bazom.",
    },
    price: 29.9,
    look: { shape: "charger", tone: "walnut" },
    attrs: { material: ["wood", "silicone"], brand: "pulse", weight: 150, release: "2025-11-05" },
  },
  {
    key: "power-bank",
    sku: "TEC-PWR-004",
    format: "Simple",
    category: "phone",
    en: {
      name: "Power bank 10,000 mAh",
      short: "Charges a phone twice over; USB-C in and out with 20 W fast charging.",
    },
    hr: {
      name: "Prijenosna baterija 10.000 mAh",
      short: "Dvaput napuni mobitel; USB-C ulaz i izlaz s brzim punjenjem od 20 W.",
    },
    price: 39.9,
    look: "powerBank",
    stock: 0,
    attrs: { color: "grey", material: ["aluminium"], brand: "pulse", weight: 210 },
  },
  {
    key: "old-phone-case",
    sku: "TEC-CAS-005",
    format: "Simple",
    category: "phone",
    archived: true,
    en: { name: "Slim phone case (2019 model)", short: "A slim case for phones from 2019; no longer sold." },
    hr: {
      name: "Tanka maskica za mobitel (model iz 2019.)",
      short: "Tanka maskica za mobitele iz 2019.; više se ne prodaje.",
    },
    price: 12.9,
    look: "phone",
    attrs: { color: "black", material: ["silicone"], brand: "pulse", weight: 30 },
  },
  {
    key: "laptop-sleeve",
    sku: "TEC-SLV-006",
    format: "Simple",
    category: "phone",
    en: {
      name: 'Wool felt laptop sleeve 14"',
      short: "A padded sleeve of thick wool felt with a leather strap for laptops up to 14 inches.",
    },
    hr: {
      name: 'Navlaka za laptop od vunenog filca 14"',
      short: "Podstavljena navlaka od debelog vunenog filca s kožnim remenčićem za laptope do 14 inča.",
    },
    price: 45,
    discount: 10,
    look: "laptopSleeve",
    attrs: { color: "grey", material: ["wool", "leather"], brand: "nordvik", weight: 300 },
  },
  {
    key: "desk-organiser",
    sku: "TEC-DSK-007",
    format: "Simple",
    category: "phone",
    en: { name: "Oak desk organiser", short: "Compartments for pens, cards and your phone, turned from solid oak." },
    hr: {
      name: "Hrastov organizator za radni stol",
      short: "Pretinci za olovke, kartice i mobitel, izrađeni od punog hrasta.",
    },
    price: 36,
    look: { shape: "organiser", tone: "oak" },
    attrs: { material: ["wood"], brand: "terra-home", weight: 650 },
  },
  // ------------------------------------------------ audio
  {
    key: "earbuds",
    sku: "TEC-AUD-001",
    format: "Simple",
    category: "audio",
    en: {
      name: "Wireless earbuds",
      short: "Rich sound, active noise cancellation and seven hours of play on a single charge.",
    },
    hr: {
      name: "Bežične slušalice",
      short: "Bogat zvuk, aktivno poništavanje buke i sedam sati slušanja na jedno punjenje.",
    },
    price: 79,
    discount: 15,
    look: "earbuds",
    featured: true,
    attrs: { color: "white", brand: "pulse", weight: 50, waterproof: true, release: "2026-01-20" },
    tags: ["new", "bestseller"],
    crossSells: ["usb-c-cable", "wireless-charger", "power-bank"],
  },
  {
    key: "headphones",
    sku: "TEC-AUD-002",
    format: "Simple",
    category: "audio",
    en: {
      name: "Over-ear noise-cancelling headphones",
      short: "Plush memory-foam cushions, 40 hours of battery and calls that sound clear.",
    },
    hr: {
      name: "Naglavne slušalice s poništavanjem buke",
      short: "Mekani jastučići od memorijske pjene, 40 sati baterije i jasni pozivi.",
    },
    price: 189,
    look: "headphones",
    attrs: {
      color: "black",
      brand: "pulse",
      weight: 260,
      release: "2025-10-01",
      availableFrom: "2025-10-01T09:00:00.000Z",
    },
    crossSells: ["usb-c-cable", "speaker"],
  },
  {
    key: "speaker",
    sku: "TEC-AUD-003",
    format: "Simple",
    category: "audio",
    also: ["camping"],
    en: {
      name: "Waterproof Bluetooth speaker",
      short: "A rugged IP67 speaker with 360° sound that floats and plays for 12 hours.",
    },
    hr: {
      name: "Vodootporni Bluetooth zvučnik",
      short: "Izdržljiv zvučnik s IP67 zaštitom i zvukom od 360° koji pluta i svira 12 sati.",
    },
    price: 59.9,
    discount: 20,
    look: "speaker",
    attrs: { color: "red", brand: "pulse", weight: 540, waterproof: true, release: "2025-06-10" },
  },
  // ------------------------------------------------ e-books & guides
  {
    key: "adriatic-kitchen",
    sku: "EBK-001",
    format: "EProduct",
    category: "ebooks",
    en: {
      name: "The Adriatic Kitchen (e-book)",
      short: "Sixty seasonal recipes from Istria to Dubrovnik, with a photo for every dish.",
    },
    hr: {
      name: "Jadranska kuhinja (e-knjiga)",
      short: "Šezdeset sezonskih recepata od Istre do Dubrovnika, sa fotografijom svakog jela.",
    },
    price: 12.99,
    look: { shape: "bookCover", tone: { hue: 176, sat: 58, light: 34 }, emblem: "bowl" },
    attrs: { brand: "demo-editions", release: "2024-06-01" },
    tags: ["gift"],
  },
  {
    key: "houseplant-guide",
    sku: "EBK-002",
    format: "EProduct",
    category: "ebooks",
    en: {
      name: "Houseplant care guide (PDF)",
      short: "Light, water and soil for the 40 most popular houseplants, explained simply.",
    },
    hr: {
      name: "Vodič za njegu sobnih biljaka (PDF)",
      short: "Svjetlo, voda i zemlja za 40 najpopularnijih sobnih biljaka, jednostavno objašnjeno.",
    },
    price: 6.99,
    look: { shape: "bookCover", tone: { hue: 140, sat: 40, light: 36 }, emblem: "plant" },
    attrs: { brand: "demo-editions", release: "2025-03-01" },
  },
  {
    key: "camping-planner",
    sku: "EBK-003",
    format: "EProduct",
    category: "ebooks",
    en: {
      name: "Camping checklist and trip planner",
      short: "Printable checklists, meal plans and a route planner for stress-free camping trips.",
    },
    hr: {
      name: "Popis za kampiranje i planer izleta",
      short: "Popisi za ispis, planovi obroka i planer rute za kampiranje bez stresa.",
    },
    price: 4.99,
    discount: 20,
    look: { shape: "checklist", tone: { hue: 24, sat: 80, light: 52 }, emblem: "tent" },
    attrs: { brand: "demo-editions", release: "2024-05-10" },
  },
  {
    key: "coffee-course",
    sku: "EBK-004",
    format: "EProduct",
    category: "ebooks",
    en: {
      name: "Home coffee brewing video course",
      short: "Twelve short lessons on grinding, brewing and milk, from a Zagreb barista champion.",
    },
    hr: {
      name: "Video tečaj pripreme kave kod kuće",
      short: "Dvanaest kratkih lekcija o mljevenju, pripremi i mlijeku od zagrebačkog prvaka među baristima.",
    },
    price: 29,
    look: { shape: "videoCourse", tone: { hue: 16, sat: 70, light: 48 }, emblem: "mug" },
    attrs: { brand: "demo-editions", release: "2026-06-01", availableFrom: "2026-06-01T16:00:00.000Z" },
    tags: ["new"],
  },
  // ------------------------------------------------ gift cards & services
  {
    key: "gift-card-25",
    sku: "GFT-CRD-025",
    format: "EProduct",
    category: "gifts",
    en: { name: "Gift card €25", short: "A digital gift card for anything in the shop, valid for two years." },
    hr: { name: "Poklon bon 25 €", short: "Digitalni poklon bon za bilo što u trgovini, vrijedi dvije godine." },
    price: 25,
    look: { shape: "giftcard", tone: { hue: 248, sat: 70, light: 56 }, label: "€25" },
    attrs: { brand: "demo-editions" },
    tags: ["gift"],
  },
  {
    key: "gift-card-50",
    sku: "GFT-CRD-050",
    format: "EProduct",
    category: "gifts",
    en: {
      name: "Gift card €50",
      short: "A digital gift card for anything in the shop, valid for two years, with the recipient's name.",
    },
    hr: {
      name: "Poklon bon 50 €",
      short: "Digitalni poklon bon za bilo što u trgovini, vrijedi dvije godine, s imenom primatelja.",
    },
    price: 50,
    look: { shape: "giftcard", tone: { hue: 176, sat: 60, light: 38 }, label: "€50" },
    attrs: { brand: "demo-editions" },
    tags: ["gift"],
    options: [
      {
        code: "recipient_name",
        type: "text",
        labels: { en: "Recipient's name", hr: "Ime primatelja" },
        required: true,
        price: 0,
        maxLength: 60,
      },
    ],
    crossSells: ["gift-wrapping", "cosy-evening-box"],
  },
  {
    key: "gift-card-100",
    sku: "GFT-CRD-100",
    format: "EProduct",
    category: "gifts",
    en: { name: "Gift card €100", short: "A digital gift card for anything in the shop, valid for two years." },
    hr: { name: "Poklon bon 100 €", short: "Digitalni poklon bon za bilo što u trgovini, vrijedi dvije godine." },
    price: 100,
    look: { shape: "giftcard", tone: { hue: 40, sat: 85, light: 46 }, label: "€100" },
    attrs: { brand: "demo-editions" },
    tags: ["gift"],
  },
  {
    key: "gift-wrapping",
    sku: "SRV-WRP-001",
    format: "Simple",
    type: "service",
    category: "gifts",
    en: {
      name: "Gift wrapping",
      short:
        "We wrap your order in recycled paper with a cotton ribbon; a handwritten card with your message is extra.",
    },
    hr: {
      name: "Zamatanje poklona",
      short:
        "Vašu narudžbu zamatamo u reciklirani papir s pamučnom vrpcom; rukom pisana čestitka s vašom porukom plaća se dodatno.",
    },
    price: 3.5,
    look: { shape: "wrapping", tone: { hue: 350, sat: 62, light: 50 } },
    options: [
      {
        code: "wrap_sheets",
        type: "number",
        labels: { en: "Number of gift-wrap sheets", hr: "Broj listova ukrasnog papira" },
        required: true,
        price: 0,
      },
      {
        // Priced once per wrapped gift, as the card it is written on (a count's price would read as per sheet).
        code: "gift_message",
        type: "text",
        labels: { en: "Message for a handwritten card", hr: "Poruka za rukom pisanu čestitku" },
        required: false,
        price: 150,
      },
    ],
  },
  {
    key: "shelf-installation",
    sku: "SRV-INS-002",
    format: "Simple",
    type: "service",
    category: "gifts",
    en: {
      name: "Wall shelf installation (Zagreb area)",
      short: "A fitter mounts up to three shelves at a time that suits you.",
    },
    hr: {
      name: "Montaža zidne police (područje Zagreba)",
      short: "Monter postavlja do tri police u terminu koji vam odgovara.",
    },
    price: 35,
    look: { shape: "drill", tone: { hue: 200, sat: 80, light: 45 } },
  },
  // ------------------------------------------------ bundles
  {
    key: "kitchen-starter-set",
    sku: "BND-KIT-001",
    format: "Bundle",
    category: "kitchen",
    en: {
      name: "Kitchen starter set",
      short: "The chef's knife, the oak board and the olive wood spoon: everything a new kitchen needs first.",
    },
    hr: {
      name: "Početni kuhinjski set",
      short: "Kuharski nož, hrastova daska i žlica od maslinovog drva: sve što novoj kuhinji prvo treba.",
    },
    price: 0,
    bundle: [
      ["chef-knife", 1],
      ["oak-board", 1],
      ["olive-spoon", 1],
    ],
    tags: ["gift"],
  },
  {
    key: "coffee-for-two",
    sku: "BND-KIT-002",
    format: "Bundle",
    category: "kitchen",
    also: ["gifts"],
    en: { name: "Coffee for two set", short: "Two Jutro mugs, a pair of espresso glasses and a pour-over dripper." },
    hr: { name: "Set Kava za dvoje", short: "Dvije šalice Jutro, par čaša za espresso i keramički filter za kavu." },
    price: 0,
    bundle: [
      ["mug", 2],
      ["espresso-glasses", 1],
      ["dripper", 1],
    ],
    tags: ["gift"],
  },
  {
    key: "weekend-hiker",
    sku: "BND-OUT-003",
    format: "Bundle",
    category: "camping",
    en: {
      name: "Weekend hiker bundle",
      short: "The rain jacket in your size and colour, the insulated bottle and two pairs of merino socks.",
    },
    hr: {
      name: "Paket za vikend planinare",
      short: "Jakna za kišu u vašoj veličini i boji, termo boca i dva para čarapa od merino vune.",
    },
    price: 0,
    bundle: [
      ["rain-jacket", 1],
      ["steel-bottle", 1],
      ["merino-socks", 2],
    ],
  },
  {
    key: "cosy-evening-box",
    sku: "BND-GFT-004",
    format: "Bundle",
    category: "gifts",
    also: ["living"],
    en: {
      name: "Cosy evening gift box",
      short: "The fig and cedar candle, the merino throw and a €25 gift card in a ribboned box.",
    },
    hr: {
      name: "Poklon paket Ugodna večer",
      short: "Svijeća smokva i cedar, deka od merino vune i poklon bon od 25 € u kutiji s vrpcom.",
    },
    price: 0,
    bundle: [
      ["soy-candle", 1],
      ["wool-throw", 1],
      ["gift-card-25", 1],
    ],
    tags: ["gift", "limited"],
  },
];

// ---------------------------------------------------------------- derived product data

const defsByKey = new Map(productDefs.map((d) => [d.key, d]));

function productSlug(def: ProductDef, locale: Locale): string {
  return slugify(def[locale].name);
}

function typeOf(def: ProductDef): string {
  return def.type ?? (def.format === "Bundle" ? "bundle" : "product");
}

interface VariantRow {
  sku: string;
  color: ColorCode;
  size: SizeCode;
  retail: number;
  final: number;
  membership: number | null;
  stock: number;
}

interface Priced {
  retail: number;
  final: number;
  membership: number | null;
  stock: number | null;
  priority: number;
  variants: VariantRow[];
}

/** Every other product outside gift cards and services carries a membership price. */
const hasMembership = (def: ProductDef, index: number) => index % 2 === 0 && def.category !== "gifts";

function variantRows(def: ProductDef, index: number): VariantRow[] {
  const v = def.variants!;
  const rows: VariantRow[] = [];
  let n = 0;
  for (const color of v.colors) {
    for (const size of v.sizes) {
      if (v.missing?.some(([c, s]) => c === color && s === size)) continue;
      const retail = Math.round(def.price * 100) + (v.sizeSurcharge?.[size] ?? 0) + (v.colorSurcharge?.[color] ?? 0);
      const final = discountedPrice(retail, def.discount ?? 0);
      const isDefault = color === v.default[0] && size === v.default[1];
      // Plausible stock with a few sold-out combinations (never the default one).
      const stock = !isDefault && (index * 5 + n) % 9 === 4 ? 0 : 4 + ((index * 31 + n * 17) % 57);
      rows.push({
        sku: `${def.sku}-${color.toUpperCase()}-${size.toUpperCase()}`,
        color,
        size,
        retail,
        final,
        membership: hasMembership(def, index) ? membershipPrice(final) : null,
        stock,
      });
      n++;
    }
  }
  return rows;
}

const priced = new Map<string, Priced>();
productDefs.forEach((def, index) => {
  if (def.format === "Bundle") return;
  const priority = (index * 7 + 3) % 11;
  if (def.variants) {
    const variants = variantRows(def, index);
    const [dc, ds] = def.variants.default;
    const d = variants.find((v) => v.color === dc && v.size === ds)!;
    priced.set(def.key, {
      retail: d.retail,
      final: d.final,
      membership: d.membership,
      stock: variants.reduce((s, v) => s + v.stock, 0),
      priority,
      variants,
    });
    return;
  }
  const retail = Math.round(def.price * 100);
  const final = discountedPrice(retail, def.discount ?? 0);
  const untracked = def.format === "EProduct" || def.type === "service";
  priced.set(def.key, {
    retail,
    final,
    membership: hasMembership(def, index) ? membershipPrice(final) : null,
    stock: untracked ? null : (def.stock ?? 5 + ((index * 37) % 196)),
    priority,
    variants: [],
  });
});
// Bundles: the members' prices added up, 10 % off the members' final prices.
productDefs.forEach((def, index) => {
  if (def.format !== "Bundle") return;
  let retail = 0;
  let final = 0;
  for (const [key, qty] of def.bundle!) {
    const member = priced.get(key)!;
    retail += member.retail * qty;
    final += member.final * qty;
  }
  const bundleFinal = tenCents(final * 0.9);
  priced.set(def.key, {
    retail,
    final: bundleFinal,
    membership: hasMembership(def, index) ? membershipPrice(bundleFinal) : null,
    stock: 25,
    priority: (index * 7 + 3) % 11,
    variants: [],
  });
});

// ---------------------------------------------------------------- pictures

function drawingOf(def: ProductDef, color?: ColorCode): Drawing {
  if (!def.look) throw new Error(`Product ${def.key} needs a look`);
  const look = typeof def.look === "string" ? { shape: def.look } : def.look;
  const colour = color ?? def.variants?.default[0] ?? def.attrs?.color;
  const tone =
    typeof look.tone === "string"
      ? materialTones[look.tone]
      : (look.tone ?? (colour ? toneOfHex(colorValues[colour].swatch) : defaultTone(look.shape)));
  return {
    shape: look.shape,
    tone,
    label: look.label,
    emblem: look.emblem ? { shape: look.emblem, tone: defaultTone(look.emblem) } : undefined,
  };
}

/** A set shows each of its members once, as they look on their own. */
function drawingsOf(def: ProductDef, color?: ColorCode): Drawing[] {
  return def.bundle ? def.bundle.map(([key]) => drawingOf(byKey(key))) : [drawingOf(def, color)];
}

interface ProductPictures {
  /** Request names in gallery order. */
  gallery: string[];
  /** A configurable product's picture per colour (its variants' picture). */
  byColor: Map<ColorCode, string>;
}

/** Every product's pictures: a main view and a close-up; a configurable product one main view per
 * colour, the default colour first. No two products share a picture. */
function productPictures(): { requests: PictureRequest[]; byProduct: Map<string, ProductPictures> } {
  const requests: PictureRequest[] = [];
  const byProduct = new Map<string, ProductPictures>();
  for (const def of productDefs) {
    const slug = productSlug(def, "en");
    const name = def.en.name;
    const colors = def.variants
      ? [def.variants.default[0], ...def.variants.colors.filter((c) => c !== def.variants!.default[0])]
      : [undefined];
    const byColor = new Map<ColorCode, string>();
    const gallery: string[] = [];
    for (const color of colors) {
      const request = color ? `${slug}-${color}` : slug;
      const title = color ? `${name} – ${colorValues[color].en}` : name;
      requests.push({
        name: request,
        title,
        description: `${title}, illustrated`,
        drawings: drawingsOf(def, color),
        view: "main",
      });
      gallery.push(request);
      if (color) byColor.set(color, request);
    }
    requests.push({
      name: `${slug}-detail`,
      title: `${name} – close-up`,
      description: `${name}, illustrated close up`,
      drawings: drawingsOf(def),
      view: "detail",
    });
    gallery.push(`${slug}-detail`);
    byProduct.set(def.key, { gallery, byColor });
  }
  return { requests, byProduct };
}

// ---------------------------------------------------------------- descriptions

const numberFormat = { en: new Intl.NumberFormat("en-GB"), hr: new Intl.NumberFormat("hr-HR") };
const dateFormat = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  hr: new Intl.DateTimeFormat("hr-HR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};
const dateTimeFormat = {
  en: new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Zagreb",
  }),
  hr: new Intl.DateTimeFormat("hr-HR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Zagreb",
  }),
};

const words = {
  en: {
    colour: "Colour",
    colours: "Colours",
    sizes: "Sizes",
    pattern: "Pattern",
    material: "Material",
    capacity: "Capacity",
    weight: "Weight",
    waterproof: "Waterproof",
    yes: "yes",
    no: "no",
    brand: "Brand",
    released: "Released",
    availableFrom: "Available from",
    sku: "Product code",
    contains: "In the set",
  },
  hr: {
    colour: "Boja",
    colours: "Boje",
    sizes: "Veličine",
    pattern: "Uzorak",
    material: "Materijal",
    capacity: "Zapremina",
    weight: "Težina",
    waterproof: "Vodootporno",
    yes: "da",
    no: "ne",
    brand: "Marka",
    released: "Datum izlaska",
    availableFrom: "Dostupno od",
    sku: "Šifra proizvoda",
    contains: "U setu",
  },
};

const formatNotes: Record<"simple" | "configurable" | "eproduct" | "service" | "bundle", L10n> = {
  simple: {
    en: "Ships from our Zagreb warehouse within two working days; free returns within 30 days.",
    hr: "Šaljemo iz našeg skladišta u Zagrebu u roku od dva radna dana; povrat je besplatan u roku od 30 dana.",
  },
  configurable: {
    en: "Choose your colour and size above; every combination ships from our Zagreb warehouse within two working days.",
    hr: "Odaberite boju i veličinu; svaka kombinacija šalje se iz našeg skladišta u Zagrebu u roku od dva radna dana.",
  },
  eproduct: {
    en: "Delivered by e-mail as a download link right after payment; no shipping costs.",
    hr: "Isporučuje se e-poštom kao poveznica za preuzimanje odmah nakon plaćanja; bez troškova dostave.",
  },
  service: {
    en: "Add it to your order and we will contact you within one working day to arrange the details.",
    hr: "Dodajte uslugu narudžbi i javit ćemo vam se u roku od jednog radnog dana kako bismo dogovorili detalje.",
  },
  bundle: {
    en: "Bought together, the set costs less than its parts.",
    hr: "Kupljeno zajedno, set košta manje od pojedinačnih dijelova.",
  },
};

function quantityText(value: number, unit: "g" | "ml", locale: Locale): string {
  if (value >= 1000) return `${numberFormat[locale].format(value / 1000)} ${unit === "g" ? "kg" : "l"}`;
  return `${numberFormat[locale].format(value)} ${unit}`;
}

function bulletsFor(def: ProductDef, locale: Locale): string[] {
  const w = words[locale];
  const a = def.attrs ?? {};
  const out: string[] = [];
  if (def.variants) {
    out.push(`${w.colours}: ${def.variants.colors.map((c) => colorValues[c][locale]).join(", ")}`);
    out.push(`${w.sizes}: ${def.variants.sizes.map((s) => sizeValues[s][locale]).join(", ")}`);
  } else if (a.color) out.push(`${w.colour}: ${colorValues[a.color][locale]}`);
  if (a.pattern) out.push(`${w.pattern}: ${patternValues[a.pattern][locale]}`);
  if (a.material?.length) out.push(`${w.material}: ${a.material.map((m) => materialValues[m][locale]).join(", ")}`);
  if (a.capacity) out.push(`${w.capacity}: ${quantityText(a.capacity, "ml", locale)}`);
  if (a.weight) out.push(`${w.weight}: ${quantityText(a.weight, "g", locale)}`);
  if (a.waterproof !== undefined) out.push(`${w.waterproof}: ${a.waterproof ? w.yes : w.no}`);
  if (a.brand) out.push(`${w.brand}: ${brandValues[a.brand][locale]}`);
  if (a.release) out.push(`${w.released}: ${dateFormat[locale].format(new Date(`${a.release}T00:00:00Z`))}`);
  if (a.availableFrom) out.push(`${w.availableFrom}: ${dateTimeFormat[locale].format(new Date(a.availableFrom))}`);
  out.push(`${w.sku}: ${def.sku}`);
  return out;
}

function descriptionHtml(def: ProductDef, locale: Locale): string {
  const parts = [`<p>${escapeHtml(def[locale].short)}</p>`];
  const blurb = categoryBlurbs[def.category] ?? categoryBlurbs[topLevelOf(def.category)];
  if (blurb) parts.push(`<p>${escapeHtml(blurb[locale])}</p>`);
  if (def.bundle) {
    parts.push(`<h3>${escapeHtml(words[locale].contains)}</h3>`);
    parts.push(
      `<ul>${def.bundle.map(([key, qty]) => `<li>${qty} × ${escapeHtml(defsByKey.get(key)![locale].name)}</li>`).join("")}</ul>`,
    );
  }
  parts.push(
    `<ul>${bulletsFor(def, locale)
      .map((b) => `<li>${escapeHtml(b)}</li>`)
      .join("")}</ul>`,
  );
  const note =
    def.type === "service"
      ? "service"
      : def.format === "EProduct"
        ? "eproduct"
        : def.format === "Bundle"
          ? "bundle"
          : def.format === "Configurable"
            ? "configurable"
            : "simple";
  parts.push(`<p>${escapeHtml(formatNotes[note][locale])}</p>`);
  return sanitizeRichText(parts.join(""));
}

const metaDescription = (text: string) => (text.length <= 155 ? text : `${text.slice(0, 152).replace(/\s+\S*$/, "")}…`);

// ---------------------------------------------------------------- facts for tests

const byKey = (key: string) => defsByKey.get(key)!;
const slugs = (key: string) => ({ en: productSlug(byKey(key), "en"), hr: productSlug(byKey(key), "hr") });
const visibleDefs = productDefs.filter((d) => !d.archived);

/** What tests may rely on in the demo catalog (slugs, SKUs and counts). */
export const demoCatalogFacts = {
  siteId: SITE_ID,
  currency: "EUR",
  categoryCount: categoryDefs.length,
  topLevelCategoryCount: categoryDefs.filter((c) => !c.parent).length,
  categorySlugs: Object.fromEntries(categoryDefs.map((c) => [c.key, { en: c.en.slug, hr: c.hr.slug }])) as Record<
    CategoryKey,
    L10n
  >,
  /** A category whose default sort is priceAsc and which offers only four sorts. */
  priceAscCategorySlug: "gift-cards-services",
  limitedSortCategorySlugs: categoryDefs.filter((c) => c.sortTypes).map((c) => c.en.slug),

  configurableSlug: slugs("organic-tee").en,
  configurableSlugHr: slugs("organic-tee").hr,
  configurableSku: byKey("organic-tee").sku,
  configurableDefault: { color: "navy-blue", size: "m" },
  /** Variant SKUs are the parent SKU plus upper-case colour and size codes. */
  configurableDefaultVariantSku: "APP-TEE-001-NAVY-BLUE-M",
  configurableVariantCount: priced.get("organic-tee")!.variants.length,
  /** The XL variants of this T-shirt cost 2 euros more than the others. */
  pricierVariantSku: "APP-TEE-001-NAVY-BLUE-XL",
  configurableSlugs: productDefs.filter((d) => d.format === "Configurable").map((d) => productSlug(d, "en")),
  /** A combination that does not exist as a variant. */
  missingCombination: { slug: slugs("wave-tee").en, color: "sky-blue", size: "xl" },
  soldOutVariantSkus: [...priced.values()].flatMap((p) => p.variants.filter((v) => v.stock === 0).map((v) => v.sku)),

  /** Simple products only, one of each. */
  bundleSlug: slugs("kitchen-starter-set").en,
  /** Simple products with quantities above 1 (two mugs). */
  bundleWithQuantitiesSlug: slugs("coffee-for-two").en,
  /** Has a Configurable member (the rain jacket): cannot be added without customisation. */
  configurableBundleSlug: slugs("weekend-hiker").en,
  configurableBundleSlugHr: slugs("weekend-hiker").hr,
  /** Contains an EProduct (the €25 gift card). */
  eProductBundleSlug: slugs("cosy-evening-box").en,

  basketSlugEn: slugs("woven-basket").en,
  basketSlugHr: slugs("woven-basket").hr,
  basketNameHr: byKey("woven-basket").hr.name,
  glassSlugHr: slugs("water-glass").hr,
  glassNameHr: byKey("water-glass").hr.name,
  spoonSlugHr: slugs("olive-spoon").hr,
  spoonNameHr: byKey("olive-spoon").hr.name,

  eProductSlug: slugs("gift-card-50").en,
  eBookSlug: slugs("adriatic-kitchen").en,
  serviceSlug: slugs("gift-wrapping").en,
  /** A simple product with an optional text option "engraving" costing 500 cents. */
  customOptionSlug: slugs("steel-bottle").en,
  customOption: { code: "engraving", type: "text", price: 500, required: false },
  /** An EProduct with a required text option "recipient_name". */
  requiredOptionSlug: slugs("gift-card-50").en,
  requiredOptionSlugHr: slugs("gift-card-50").hr,
  outOfStockSlugs: productDefs
    .filter((d) => !d.archived && priced.get(d.key)!.stock === 0)
    .map((d) => productSlug(d, "en")),
  outOfStockSlugsHr: productDefs
    .filter((d) => !d.archived && priced.get(d.key)!.stock === 0)
    .map((d) => productSlug(d, "hr")),
  archivedSlugs: productDefs.filter((d) => d.archived).map((d) => productSlug(d, "en")),
  archivedSlugsHr: productDefs.filter((d) => d.archived).map((d) => productSlug(d, "hr")),
  archivedSkus: productDefs.filter((d) => d.archived).map((d) => d.sku),

  counts: {
    /** Visible individually and not archived (what listings show without filters). */
    visibleProducts: visibleDefs.length,
    archived: productDefs.filter((d) => d.archived).length,
    variants: [...priced.values()].reduce((s, p) => s + p.variants.length, 0),
    configurables: visibleDefs.filter((d) => d.format === "Configurable").length,
    bundles: visibleDefs.filter((d) => d.format === "Bundle").length,
    eProducts: visibleDefs.filter((d) => d.format === "EProduct").length,
    services: visibleDefs.filter((d) => d.type === "service").length,
    featured: visibleDefs.filter((d) => d.featured).length,
    discounted: visibleDefs.filter((d) => priced.get(d.key)!.final < priced.get(d.key)!.retail).length,
    withMembershipPrice: visibleDefs.filter((d) => priced.get(d.key)!.membership !== null).length,
    withCrossSells: productDefs.filter((d) => d.crossSells?.length).length,
    tagged: productDefs.filter((d) => d.tags?.length).length,
    withCustomOptions: productDefs.filter((d) => d.options?.length).length,
  },
  attributeCodes: attributeDefs.map((a) => a.code),
  nonFilterableAttributeCode: "weight",
  tagCodes: Object.keys(tagDefs) as TagCode[],
  sortIds: [...sortIds],
} as const;

// ---------------------------------------------------------------- seeding

function checkSlugs(rows: { language_code: string; slug: string }[], what: string): void {
  const seen = new Set<string>();
  for (const r of rows) {
    const id = `${r.language_code}:${r.slug}`;
    if (seen.has(id)) throw new Error(`Duplicate ${what} slug ${id}`);
    if (r.slug.length < 4 || !/^[a-z0-9-]+$/.test(r.slug)) throw new Error(`Bad ${what} slug ${id}`);
    seen.add(id);
  }
}

async function importPool<K extends string>(
  services: Services,
  files: Record<K, Parameters<typeof importImage>[2]>,
  keys: readonly K[],
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  // One at a time: SQLite transactions run on a single connection.
  for (const key of keys) ids[key] = await importImage(services, SITE_ID, files[key]);
  return ids;
}

/**
 * Writes the demo catalog. Call it inside the demo seed's transaction: `tx` receives every row and
 * importImage writes its media rows through it too.
 */
export async function seedCatalog(services: Services, tx: DbOrTx): Promise<void> {
  const scoped: Services = { ...services, db: tx };
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  // Media first: the products' pictures, category banners and pattern swatches.
  const pictures = productPictures();
  const images = await renderCatalogImages(pictures.requests);
  const pictureMedia = new Map<string, number>();
  // One at a time: SQLite transactions run on a single connection.
  for (const [name, file] of images.products) pictureMedia.set(name, await importImage(scoped, SITE_ID, file));
  const galleryOf = (def: ProductDef) =>
    pictures.byProduct.get(def.key)!.gallery.map((name) => pictureMedia.get(name)!);
  const colorPicture = (def: ProductDef, color: ColorCode) =>
    pictureMedia.get(pictures.byProduct.get(def.key)!.byColor.get(color)!)!;
  const categoryMedia = await importPool(scoped, images.categories, categoryImageKeys);
  const patternMedia = await importPool(scoped, images.patterns, patternImageKeys);

  // Categories, parents first (the list is in tree order).
  const categoryIds = {} as Record<CategoryKey, number>;
  const positions = new Map<string, number>();
  for (const def of categoryDefs) {
    const siblings = def.parent ?? "";
    const position = positions.get(siblings) ?? 0;
    positions.set(siblings, position + 1);
    const { id } = await tx
      .insertInto("categories")
      .values({
        site_id: SITE_ID,
        parent_id: def.parent ? categoryIds[def.parent] : null,
        position,
        media_id: def.image ? categoryMedia[def.image] : null,
        sort_types: JSON.stringify(def.sortTypes ?? sortIds),
        sort_default_type: def.sortDefault ?? "newest",
        created_at: iso(now),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryIds[def.key] = id;
  }
  const categoryTranslations = categoryDefs.flatMap((def) =>
    LOCALES.map((locale) => ({
      category_id: categoryIds[def.key],
      language_code: locale,
      name: def[locale].name,
      slug: def[locale].slug,
      description: def[locale].description,
    })),
  );
  checkSlugs(categoryTranslations, "category");
  await insertRows(tx, "category_translations", categoryTranslations);

  // Attributes and their values.
  const attributeIds = {} as Record<AttributeCode, number>;
  const valueIds = new Map<string, number>(); // "code:value" -> id
  for (const [position, def] of attributeDefs.entries()) {
    const { id } = await tx
      .insertInto("attributes")
      .values({
        site_id: SITE_ID,
        code: def.code,
        input_type: def.inputType,
        labels: JSON.stringify(def.labels),
        filterable: def.filterable ? 1 : 0,
        position,
        custom_class: def.customClass,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    attributeIds[def.code] = id;
    if (!def.values) continue;
    const rows = Object.entries(def.values).map(([code, v], i) => ({
      attribute_id: id,
      code,
      labels: JSON.stringify({ en: v.en, hr: v.hr }),
      swatch: v.swatch ?? "",
      media_id: def.code === "pattern" ? patternMedia[code as PatternImageKey] : null,
      position: i,
    }));
    const inserted = await tx.insertInto("attribute_values").values(rows).returning(["id", "code"]).execute();
    for (const r of inserted) valueIds.set(`${def.code}:${r.code}`, r.id);
  }
  const valueId = (code: AttributeCode, value: string) => {
    const id = valueIds.get(`${code}:${value}`);
    if (id === undefined) throw new Error(`Unknown value ${code}:${value}`);
    return id;
  };

  // Tags.
  const tagRows = Object.entries(tagDefs).map(([code, labels]) => ({
    site_id: SITE_ID,
    code,
    labels: JSON.stringify(labels),
  }));
  const tagIds = new Map(
    (await tx.insertInto("tags").values(tagRows).returning(["id", "code"]).execute()).map((r) => [r.code, r.id]),
  );

  // Products: the visible ones in list order (ids grow with "newness"), then the variants.
  const total = productDefs.length;
  const productRows = productDefs.map((def, i) => {
    const p = priced.get(def.key)!;
    const created = iso(now - (total - i) * 6 * 3600_000);
    return {
      site_id: SITE_ID,
      type: typeOf(def),
      format: def.format,
      sku: def.sku,
      parent_id: null,
      is_visible_individually: 1,
      retail_price: p.retail,
      basic_price: p.retail,
      membership_price: p.membership,
      final_price: p.final,
      category_priority: p.priority,
      main_category_id: categoryIds[def.category],
      media_id: galleryOf(def)[0],
      stock_qty: p.stock,
      archived: def.archived ? 1 : 0,
      featured: def.featured ? 1 : 0,
      created_at: created,
      updated_at: created,
    };
  });
  const ids = await insertProducts(tx, productRows);
  const idOf = (key: string) => ids.get(byKey(key).sku)!;

  const variantProductRows = productDefs.flatMap((def) =>
    priced.get(def.key)!.variants.map((v) => ({
      site_id: SITE_ID,
      type: "product",
      format: "Simple",
      sku: v.sku,
      parent_id: idOf(def.key),
      is_visible_individually: 0,
      retail_price: v.retail,
      basic_price: v.retail,
      membership_price: v.membership,
      final_price: v.final,
      category_priority: priced.get(def.key)!.priority,
      main_category_id: categoryIds[def.category],
      media_id: colorPicture(def, v.color),
      stock_qty: v.stock,
      archived: 0,
      featured: 0,
      created_at: iso(now),
      updated_at: iso(now),
    })),
  );
  const variantIds = await insertProducts(tx, variantProductRows);

  // Translations of products and variants.
  const translations: Insertable<Database["product_translations"]>[] = [];
  for (const def of productDefs) {
    for (const locale of LOCALES) {
      const name = def[locale].name;
      const slug = productSlug(def, locale);
      const description = descriptionHtml(def, locale);
      const short = def[locale].short;
      translations.push({
        product_id: idOf(def.key),
        language_code: locale,
        name,
        slug,
        short_description: short,
        description,
        meta_title: `${name} | Demo Shop`,
        meta_description: metaDescription(short),
      });
      for (const v of priced.get(def.key)!.variants) {
        const variantName = `${name} – ${colorValues[v.color][locale]}, ${sizeValues[v.size][locale]}`;
        translations.push({
          product_id: variantIds.get(v.sku)!,
          language_code: locale,
          name: variantName,
          slug: `${slug}-${slugify(colorValues[v.color][locale])}-${v.size}`,
          short_description: short,
          description,
          meta_title: `${variantName} | Demo Shop`,
          meta_description: metaDescription(short),
        });
      }
    }
  }
  checkSlugs(translations, "product");
  await insertRows(tx, "product_translations", translations, 200);

  // Categories and media of each product.
  const categoryPositions = new Map<number, number>();
  const productCategories = productDefs.flatMap((def) =>
    [def.category, ...(def.also ?? [])].map((key) => {
      const categoryId = categoryIds[key];
      const position = categoryPositions.get(categoryId) ?? 0;
      categoryPositions.set(categoryId, position + 1);
      return { product_id: idOf(def.key), category_id: categoryId, position };
    }),
  );
  await insertRows(tx, "product_categories", productCategories);
  const media = productDefs.flatMap((def) => [
    ...galleryOf(def).map((mediaId, position) => ({ product_id: idOf(def.key), media_id: mediaId, position })),
    ...priced
      .get(def.key)!
      .variants.map((v) => ({ product_id: variantIds.get(v.sku)!, media_id: colorPicture(def, v.color), position: 0 })),
  ]);
  await insertRows(tx, "product_media", media);

  // Attribute values: choice types by value id, numbers and yes/no as numbers, dates as text.
  type PavRow = Insertable<Database["product_attribute_values"]>;
  const pav: PavRow[] = [];
  const choice = (productId: number, code: AttributeCode, value: string): PavRow => ({
    product_id: productId,
    attribute_id: attributeIds[code],
    value_id: valueId(code, value),
    number_value: null,
    date_value: null,
  });
  const scalar = (productId: number, code: AttributeCode, number: number | null, date: string | null): PavRow => ({
    product_id: productId,
    attribute_id: attributeIds[code],
    value_id: null,
    number_value: number,
    date_value: date,
  });
  for (const def of productDefs) {
    const id = idOf(def.key);
    const a = def.attrs ?? {};
    if (def.variants) {
      for (const color of def.variants.colors) pav.push(choice(id, "color", color));
      for (const size of def.variants.sizes) pav.push(choice(id, "size", size));
      for (const v of priced.get(def.key)!.variants) {
        const vid = variantIds.get(v.sku)!;
        pav.push(choice(vid, "color", v.color), choice(vid, "size", v.size));
      }
    } else if (a.color) pav.push(choice(id, "color", a.color));
    if (a.pattern) pav.push(choice(id, "pattern", a.pattern));
    for (const m of a.material ?? []) pav.push(choice(id, "material", m));
    if (a.brand) pav.push(choice(id, "brand", a.brand));
    if (a.weight !== undefined) pav.push(scalar(id, "weight", a.weight, null));
    if (a.capacity !== undefined) pav.push(scalar(id, "capacity", a.capacity, null));
    if (a.waterproof !== undefined) pav.push(scalar(id, "waterproof", a.waterproof ? 1 : 0, null));
    if (a.release) pav.push(scalar(id, "release_date", null, a.release));
    if (a.availableFrom) pav.push(scalar(id, "available_from", null, a.availableFrom));
  }
  await insertRows(tx, "product_attribute_values", pav);

  // Variant axes of the configurable products, with the shop's default values.
  const axes = productDefs
    .filter((d) => d.variants)
    .flatMap((def) => [
      {
        product_id: idOf(def.key),
        attribute_id: attributeIds.color,
        default_value_id: valueId("color", def.variants!.default[0]),
        position: 0,
      },
      {
        product_id: idOf(def.key),
        attribute_id: attributeIds.size,
        default_value_id: valueId("size", def.variants!.default[1]),
        position: 1,
      },
    ]);
  await insertRows(tx, "product_configurable_attributes", axes);

  const bundleItems = productDefs
    .filter((d) => d.bundle)
    .flatMap((def) =>
      def.bundle!.map(([key, quantity], position) => ({
        bundle_id: idOf(def.key),
        product_id: idOf(key),
        quantity,
        position,
      })),
    );
  await insertRows(tx, "bundle_items", bundleItems);

  const options = productDefs
    .filter((d) => d.options)
    .flatMap((def) =>
      def.options!.map((o, position) => ({
        product_id: idOf(def.key),
        code: o.code,
        option_type: o.type,
        labels: JSON.stringify(o.labels),
        required: o.required ? 1 : 0,
        price: o.price,
        max_length: o.maxLength ?? MAX_PERSONALIZATION_LENGTH,
        position,
      })),
    );
  await insertRows(tx, "custom_options", options);

  const crossSells = productDefs
    .filter((d) => d.crossSells)
    .flatMap((def) =>
      def.crossSells!.map((key, position) => ({ product_id: idOf(def.key), cross_sell_id: idOf(key), position })),
    );
  await insertRows(tx, "cross_sells", crossSells);

  const productTags = productDefs.flatMap((def) =>
    (def.tags ?? []).map((tag) => ({ product_id: idOf(def.key), tag_id: tagIds.get(tag)! })),
  );
  await insertRows(tx, "product_tags", productTags);
}
