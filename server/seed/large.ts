/**
 * A large generated catalog on top of the demo seed, for performance work: N products (default
 * 100,000 via scripts/seed-large.ts) spread over a three-level tree of about forty categories,
 * with English and Croatian names built from word lists, prices, attribute values (the demo
 * attributes), about 5 % configurable products with 3-6 variants, featured and discounted
 * products, stock and images from the demo image pool (no new files).
 *
 * Deterministic: the same seed and start produce the same products. Running it again on the same
 * database appends the next N products (SKUs LG-<seed>-<number>) to the same categories.
 * Rows go in multi-row INSERTs (at most 500 rows and 32766 variables on SQLite), one transaction
 * per chunk of products.
 */
import type { Insertable } from "kysely";
import { sortIds } from "../contract/catalog";
import type { Locale } from "../contract/urls";
import { sanitizeRichText } from "../modules/content";
import { invalidateCatalog } from "../modules/catalog";
import { reindexAllSites } from "../modules/search";
import type { Services } from "../services";
import type { Database, DbOrTx } from "../db";
import { discountedPrice, escapeHtml, insertProducts, insertRows, membershipPrice, slugify } from "./catalog";
import { ILLUSTRATION_SEPARATOR, PRODUCT_IMAGE_PREFIX, type ProductImageKey } from "./catalog-images";

export interface LargeCatalogOptions {
  /** How many visible products to add (variants come on top). */
  products: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** Products per transaction (default 2000). */
  chunkSize?: number;
  onProgress?: (progress: { done: number; total: number; variants: number; elapsedMs: number }) => void;
}

export interface LargeCatalogResult {
  products: number;
  variants: number;
  categories: number;
  firstSku: string;
  lastSku: string;
  elapsedMs: number;
}

// ---------------------------------------------------------------- PRNG

/** mulberry32: small, fast and good enough for test data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- word lists

/** m, f, n: singular genders; pf, pm: feminine and masculine plural nouns. */
type Gender = "m" | "f" | "n" | "pf" | "pm";

interface Noun {
  en: string;
  hr: string;
  gender: Gender;
  image: ProductImageKey;
  /** Has a capacity in ml. */
  holds?: boolean;
}

/** "tray|pladanj|m|board" -> a noun; a trailing "|ml" marks containers. */
const nouns = (...specs: string[]): Noun[] =>
  specs.map((s) => {
    const [en, hr, gender, image, holds] = s.split("|");
    return { en, hr, gender: gender as Gender, image: image as ProductImageKey, holds: holds === "ml" };
  });

/** Adjective forms: masculine, feminine, neuter (definite, as in product names). */
type Forms = [string, string, string];

const adjectives: { en: string; hr: Forms }[] = [
  { en: "Light", hr: ["lagani", "lagana", "lagano"] },
  { en: "Sturdy", hr: ["čvrsti", "čvrsta", "čvrsto"] },
  { en: "Soft", hr: ["mekani", "mekana", "mekano"] },
  { en: "Classic", hr: ["klasični", "klasična", "klasično"] },
  { en: "Modern", hr: ["moderni", "moderna", "moderno"] },
  { en: "Rustic", hr: ["rustikalni", "rustikalna", "rustikalno"] },
  { en: "Elegant", hr: ["elegantni", "elegantna", "elegantno"] },
  { en: "Compact", hr: ["kompaktni", "kompaktna", "kompaktno"] },
  { en: "Handmade", hr: ["ručno rađeni", "ručno rađena", "ručno rađeno"] },
  { en: "Practical", hr: ["praktični", "praktična", "praktično"] },
  { en: "Warm", hr: ["topli", "topla", "toplo"] },
  { en: "Smart", hr: ["pametni", "pametna", "pametno"] },
  { en: "Durable", hr: ["izdržljivi", "izdržljiva", "izdržljivo"] },
  { en: "Festive", hr: ["svečani", "svečana", "svečano"] },
  { en: "Minimalist", hr: ["minimalistički", "minimalistička", "minimalističko"] },
  { en: "Vintage", hr: ["starinski", "starinska", "starinsko"] },
  { en: "Colourful", hr: ["šareni", "šarena", "šareno"] },
  { en: "Quiet", hr: ["tihi", "tiha", "tiho"] },
  { en: "Foldable", hr: ["sklopivi", "sklopiva", "sklopivo"] },
  { en: "Large", hr: ["veliki", "velika", "veliko"] },
  { en: "Small", hr: ["mali", "mala", "malo"] },
  { en: "Premium", hr: ["vrhunski", "vrhunska", "vrhunsko"] },
  { en: "Everyday", hr: ["svakodnevni", "svakodnevna", "svakodnevno"] },
  { en: "Nordic", hr: ["nordijski", "nordijska", "nordijsko"] },
  { en: "Mediterranean", hr: ["mediteranski", "mediteranska", "mediteransko"] },
  { en: "Sunny", hr: ["sunčani", "sunčana", "sunčano"] },
  { en: "Cosy", hr: ["udobni", "udobna", "udobno"] },
  { en: "Delicate", hr: ["nježni", "nježna", "nježno"] },
  { en: "Bright", hr: ["svijetli", "svijetla", "svijetlo"] },
  { en: "Dark", hr: ["tamni", "tamna", "tamno"] },
];

/** How a material reads in a name: an adjective before the noun or a phrase after it (hr). */
const materialWords: Record<string, { en: string; hr: Forms | string }> = {
  cotton: { en: "cotton", hr: ["pamučni", "pamučna", "pamučno"] },
  wool: { en: "wool", hr: ["vuneni", "vunena", "vuneno"] },
  linen: { en: "linen", hr: ["laneni", "lanena", "laneno"] },
  steel: { en: "steel", hr: ["čelični", "čelična", "čelično"] },
  "cast-iron": { en: "cast-iron", hr: "od lijevanog željeza" },
  wood: { en: "wooden", hr: ["drveni", "drvena", "drveno"] },
  bamboo: { en: "bamboo", hr: "od bambusa" },
  glass: { en: "glass", hr: ["stakleni", "staklena", "stakleno"] },
  ceramic: { en: "ceramic", hr: ["keramički", "keramička", "keramičko"] },
  "recycled-plastic": { en: "recycled", hr: "od reciklirane plastike" },
  leather: { en: "leather", hr: ["kožni", "kožna", "kožno"] },
  polyester: { en: "technical", hr: "od poliestera" },
  aluminium: { en: "aluminium", hr: ["aluminijski", "aluminijska", "aluminijsko"] },
  silicone: { en: "silicone", hr: ["silikonski", "silikonska", "silikonsko"] },
  "natural-fibre": { en: "woven", hr: "od prirodnih vlakana" },
  paper: { en: "paper", hr: ["papirnati", "papirnata", "papirnato"] },
};

/** Collection names: Adriatic islands, mountains and winds. */
const lines = [
  "Korčula",
  "Učka",
  "Žirje",
  "Šolta",
  "Čiovo",
  "Brač",
  "Vis",
  "Bura",
  "Jugo",
  "Maestral",
  "Lošinj",
  "Biokovo",
  "Mljet",
  "Velebit",
  "Lastovo",
  "Đurđevac",
];

/** The adjective form for a noun; masculine plural equals the definite masculine singular here,
 * feminine plural swaps the final -a for -e ("lagana" -> "lagane"). */
function agree(forms: Forms, gender: Gender): string {
  if (gender === "m" || gender === "pm") return forms[0];
  if (gender === "n") return forms[2];
  if (gender === "f") return forms[1];
  return forms[1].replace(/a$/, "e");
}

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase("hr") + s.slice(1);

const benefits: { en: string; hr: string }[] = [
  { en: "built to last for years", hr: "izdržljivost za dugi niz godina" },
  { en: "easy care", hr: "jednostavno održavanje" },
  { en: "designed in Zagreb", hr: "dizajn iz Zagreba" },
  { en: "a perfect gift for any occasion", hr: "savršen poklon za svaku priliku" },
  { en: "responsibly sourced materials", hr: "odgovorno nabavljeni materijali" },
  { en: "light enough for every trip", hr: "mala težina za svako putovanje" },
  { en: "a timeless look", hr: "bezvremenski izgled" },
  { en: "careful craftsmanship down to the last detail", hr: "pažljiva izrada do najsitnijeg detalja" },
  { en: "great value for everyday use", hr: "odličan omjer cijene i kvalitete za svaki dan" },
  { en: "a favourite of our customers", hr: "omiljen izbor naših kupaca" },
];

// ---------------------------------------------------------------- category tree

interface LeafDef {
  en: string;
  hr: string;
  nouns: Noun[];
  materials: string[];
  /** Products here may be configurable (colour x size). */
  apparel?: boolean;
}
interface MidDef {
  en: string;
  hr: string;
  leaves: LeafDef[];
}
interface TopDef {
  en: string;
  hr: string;
  image: string;
  group: "home" | "outdoor" | "fashion" | "electronics";
  mids: MidDef[];
}

const tree: TopDef[] = [
  {
    en: "Home & Living",
    hr: "Dom i život",
    image: "home",
    group: "home",
    mids: [
      {
        en: "Kitchenware",
        hr: "Kuhinjsko posuđe",
        leaves: [
          {
            en: "Cookware",
            hr: "Posuđe za kuhanje",
            nouns: nouns(
              "frying pan|tava|f|pan",
              "pot|lonac|m|pan|ml",
              "casserole dish|posuda za pečenje|f|bowl",
              "wok|wok|m|pan",
              "saucepan|lončić|m|pan|ml",
            ),
            materials: ["steel", "cast-iron", "ceramic", "aluminium"],
          },
          {
            en: "Tableware",
            hr: "Stolno posuđe",
            nouns: nouns(
              "plate|tanjur|m|bowl",
              "bowl|zdjela|f|bowl|ml",
              "mug|šalica|f|mug|ml",
              "glass|čaša|f|glass|ml",
              "serving tray|pladanj|m|board",
              "jug|vrč|m|storageJars|ml",
            ),
            materials: ["ceramic", "glass", "wood", "bamboo"],
          },
          {
            en: "Kitchen storage",
            hr: "Spremanje u kuhinji",
            nouns: nouns(
              "storage jar|posuda za spremanje|f|storageJars|ml",
              "bread bin|kutija za kruh|f|lunchBox",
              "spice rack|stalak za začine|m|storageJars",
              "canister|limenka|f|lunchBox|ml",
            ),
            materials: ["glass", "steel", "bamboo", "ceramic"],
          },
        ],
      },
      {
        en: "Decor",
        hr: "Dekoracije",
        leaves: [
          {
            en: "Lighting",
            hr: "Rasvjeta",
            nouns: nouns(
              "lamp|lampa|f|lamp",
              "lantern|fenjer|m|lantern",
              "pendant light|visilica|f|lamp",
              "night light|svjetlo|n|lamp",
            ),
            materials: ["linen", "glass", "wood", "paper", "steel"],
          },
          {
            en: "Home textiles",
            hr: "Tekstil za dom",
            nouns: nouns(
              "cushion|jastuk|m|cushion",
              "throw|deka|f|cushion",
              "rug|tepih|m|towel",
              "curtain|zavjesa|f|towel",
              "tablecloth|stolnjak|m|towel",
            ),
            materials: ["cotton", "wool", "linen"],
          },
          {
            en: "Wall decor",
            hr: "Zidne dekoracije",
            nouns: nouns(
              "mirror|ogledalo|n|vase",
              "wall clock|sat|m|vase",
              "picture frame|okvir za slike|m|shelf",
              "wall hook|vješalica|f|board",
              "vase|vaza|f|vase|ml",
            ),
            materials: ["wood", "steel", "glass", "ceramic"],
          },
        ],
      },
      {
        en: "Bath & wellness",
        hr: "Kupaonica i wellness",
        leaves: [
          {
            en: "Towels",
            hr: "Ručnici",
            nouns: nouns(
              "bath towel|ručnik za kupanje|m|towel",
              "hand towel|ručnik za ruke|m|towel",
              "bathrobe|ogrtač|m|towel",
              "beach towel|ručnik za plažu|m|towel",
            ),
            materials: ["cotton", "linen", "bamboo"],
          },
          {
            en: "Bath accessories",
            hr: "Kupaonski dodaci",
            nouns: nouns(
              "soap dish|posudica za sapun|f|bowl",
              "toothbrush cup|čaša za četkice|f|glass|ml",
              "bath mat|prostirka za kupaonicu|f|towel",
              "laundry basket|košara za rublje|f|basket",
              "basket|košarica|f|basket",
            ),
            materials: ["ceramic", "bamboo", "natural-fibre", "cotton"],
          },
        ],
      },
    ],
  },
  {
    en: "Outdoor & Travel",
    hr: "Priroda i putovanja",
    image: "outdoor",
    group: "outdoor",
    mids: [
      {
        en: "Camping gear",
        hr: "Oprema za kampiranje",
        leaves: [
          {
            en: "Tents & shelters",
            hr: "Šatori i skloništa",
            nouns: nouns(
              "tent|šator|m|tent",
              "tarp|cerada|f|tent",
              "shelter|sklonište|n|tent",
              "hammock|mreža za ležanje|f|tent",
            ),
            materials: ["polyester", "recycled-plastic", "cotton"],
          },
          {
            en: "Camp kitchen",
            hr: "Kuhinja za kampiranje",
            nouns: nouns(
              "camping stove|kuhalo|n|pan",
              "cook set|set posuđa|m|pan",
              "flask|termosica|f|bottle|ml",
              "camping cup|šalica|f|mug|ml",
              "cutlery set|pribor za jelo|m|spoon",
            ),
            materials: ["steel", "aluminium", "bamboo"],
          },
          {
            en: "Sleeping outdoors",
            hr: "Spavanje na otvorenom",
            nouns: nouns(
              "sleeping bag|vreća za spavanje|f|tent",
              "sleeping mat|podloga za spavanje|f|towel",
              "camping pillow|jastuk|m|cushion",
              "camping blanket|deka|f|cushion",
            ),
            materials: ["polyester", "wool", "recycled-plastic"],
          },
        ],
      },
      {
        en: "Travel",
        hr: "Putovanja",
        leaves: [
          {
            en: "Luggage",
            hr: "Prtljaga",
            nouns: nouns(
              "suitcase|kofer|m|backpack",
              "backpack|ruksak|m|backpack|ml",
              "duffel bag|putna torba|f|backpack",
              "weekender|torba za vikend|f|backpack",
            ),
            materials: ["polyester", "leather", "recycled-plastic", "aluminium"],
          },
          {
            en: "Travel accessories",
            hr: "Putni dodaci",
            nouns: nouns(
              "water bottle|boca|f|bottle|ml",
              "wash bag|torbica|f|tote",
              "neck pillow|jastuk za vrat|m|cushion",
              "passport holder|futrola za putovnicu|f|laptopSleeve",
            ),
            materials: ["steel", "leather", "recycled-plastic", "cotton"],
          },
        ],
      },
      {
        en: "Garden living",
        hr: "Život u vrtu",
        leaves: [
          {
            en: "Garden furniture",
            hr: "Vrtni namještaj",
            nouns: nouns(
              "garden chair|stolica|f|basket",
              "bench|klupa|f|board",
              "garden table|stol|m|board",
              "parasol|suncobran|m|tent",
              "lounger|ležaljka|f|board",
            ),
            materials: ["wood", "aluminium", "steel", "natural-fibre"],
          },
          {
            en: "Planters",
            hr: "Tegle i žardinjere",
            nouns: nouns(
              "planter|žardinjera|f|plant|ml",
              "plant pot|tegla|f|plant|ml",
              "watering can|kanta za zalijevanje|f|bottle|ml",
              "raised bed|gredica|f|plant",
            ),
            materials: ["ceramic", "steel", "recycled-plastic", "wood"],
          },
        ],
      },
    ],
  },
  {
    en: "Fashion",
    hr: "Moda",
    image: "apparel",
    group: "fashion",
    mids: [
      {
        en: "Womenswear",
        hr: "Ženska odjeća",
        leaves: [
          {
            en: "Tops",
            hr: "Gornji dijelovi",
            nouns: nouns(
              "T-shirt|majica|f|tshirt",
              "blouse|bluza|f|tshirt",
              "top|top|m|tshirt",
              "tunic|tunika|f|tshirt",
            ),
            materials: ["cotton", "linen"],
            apparel: true,
          },
          {
            en: "Outerwear",
            hr: "Vanjska odjeća",
            nouns: nouns(
              "jacket|jakna|f|jacket",
              "coat|kaput|m|jacket",
              "raincoat|kabanica|f|jacket",
              "vest|prsluk|m|jacket",
            ),
            materials: ["wool", "polyester", "recycled-plastic", "cotton"],
            apparel: true,
          },
        ],
      },
      {
        en: "Menswear",
        hr: "Muška odjeća",
        leaves: [
          {
            en: "Shirts",
            hr: "Košulje",
            nouns: nouns(
              "shirt|košulja|f|tshirt",
              "polo shirt|polo majica|f|tshirt",
              "overshirt|jakna-košulja|f|jacket",
            ),
            materials: ["cotton", "linen"],
            apparel: true,
          },
          {
            en: "Knitwear",
            hr: "Pletiva",
            nouns: nouns(
              "sweater|džemper|m|tshirt",
              "cardigan|kardigan|m|jacket",
              "scarf|šal|m|towel",
              "beanie|kapa|f|beanie",
            ),
            materials: ["wool", "cotton"],
            apparel: true,
          },
        ],
      },
      {
        en: "Kidswear",
        hr: "Dječja odjeća",
        leaves: [
          {
            en: "Kids' clothing",
            hr: "Odjeća za djecu",
            nouns: nouns(
              "kids' T-shirt|majica za djecu|f|tshirt",
              "kids' jacket|jakna za djecu|f|jacket",
              "pyjamas|pidžama|f|tshirt",
              "hoodie|majica s kapuljačom|f|jacket",
            ),
            materials: ["cotton", "polyester"],
            apparel: true,
          },
          {
            en: "Kids' accessories",
            hr: "Dječji dodaci",
            nouns: nouns(
              "school backpack|školski ruksak|m|backpack",
              "cap|šilterica|f|beanie",
              "lunch box|kutija za užinu|f|lunchBox|ml",
              "drinking bottle|bočica|f|bottle|ml",
            ),
            materials: ["recycled-plastic", "cotton", "steel"],
          },
        ],
      },
    ],
  },
  {
    en: "Electronics",
    hr: "Elektronika",
    image: "tech",
    group: "electronics",
    mids: [
      {
        en: "Mobile",
        hr: "Mobilni uređaji",
        leaves: [
          {
            en: "Cases",
            hr: "Maskice i futrole",
            nouns: nouns(
              "phone case|maskica za mobitel|f|phone",
              "tablet case|futrola za tablet|f|laptopSleeve",
              "laptop sleeve|navlaka za laptop|f|laptopSleeve",
              "earbud case|kutijica za slušalice|f|earbuds",
            ),
            materials: ["silicone", "leather", "recycled-plastic", "wool"],
          },
          {
            en: "Chargers & cables",
            hr: "Punjači i kabeli",
            nouns: nouns(
              "charger|punjač|m|cable",
              "cable|kabel|m|cable",
              "power bank|powerbank|m|phone",
              "charging stand|stalak za punjenje|m|phone",
              "travel adapter|putni adapter|m|cable",
            ),
            materials: ["aluminium", "recycled-plastic", "silicone"],
          },
        ],
      },
      {
        en: "Computing",
        hr: "Računala",
        leaves: [
          {
            en: "Keyboards & mice",
            hr: "Tipkovnice i miševi",
            nouns: nouns(
              "keyboard|tipkovnica|f|phone",
              "mouse|miš|m|phone",
              "mouse pad|podloga za miš|f|board",
              "wrist rest|oslonac za zapešće|m|cushion",
            ),
            materials: ["aluminium", "recycled-plastic", "wood", "leather"],
          },
          {
            en: "Laptop accessories",
            hr: "Dodaci za prijenosna računala",
            nouns: nouns(
              "laptop stand|stalak za laptop|m|board",
              "USB hub|USB razdjelnik|m|cable",
              "webcam|web-kamera|f|phone",
              "desk lamp|lampa za radni stol|f|lamp",
            ),
            materials: ["aluminium", "wood", "steel"],
          },
        ],
      },
      {
        en: "Sound",
        hr: "Zvuk",
        leaves: [
          {
            en: "Speakers",
            hr: "Zvučnici",
            nouns: nouns(
              "speaker|zvučnik|m|speaker",
              "soundbar|soundbar|m|speaker",
              "radio|radio|m|speaker",
              "alarm clock|budilica|f|speaker",
            ),
            materials: ["wood", "aluminium", "recycled-plastic"],
          },
          {
            en: "Headphones",
            hr: "Slušalice",
            nouns: nouns(
              "headphones|slušalice|pf|headphones",
              "earbuds|bubice|pf|headphones",
              "ear cushions|jastučići za slušalice|pm|headphones",
              "headset|slušalice s mikrofonom|pf|headphones",
            ),
            materials: ["recycled-plastic", "aluminium", "leather"],
          },
        ],
      },
    ],
  },
];

const colorCodes = [
  "black",
  "white",
  "navy-blue",
  "red",
  "forest-green",
  "grey",
  "mustard-yellow",
  "sky-blue",
  "beige",
  "terracotta",
];
const sizeCodes = ["xs", "s", "m", "l", "xl"];
/** The demo brands that make each group's products. */
const brandsByGroup: Record<TopDef["group"], string[]> = {
  home: ["terra-home", "nordvik", "adriatica"],
  outdoor: ["kvarner-outdoor", "adriatica", "nordvik"],
  fashion: ["urbanthread", "nordvik"],
  electronics: ["pulse", "nordvik"],
};
const tagCodes = ["new", "eco", "bestseller", "gift", "limited"];

// ---------------------------------------------------------------- descriptions (sanitized once)

const descriptionTemplates = {
  en: sanitizeRichText(
    "<p>{{short}}</p><ul><li>Material: {{material}}</li><li>Brand: {{brand}}</li><li>Weight: {{weight}}</li></ul><p>Ships within two working days.</p>",
  ),
  hr: sanitizeRichText(
    "<p>{{short}}</p><ul><li>Materijal: {{material}}</li><li>Marka: {{brand}}</li><li>Težina: {{weight}}</li></ul><p>Šaljemo u roku od dva radna dana.</p>",
  ),
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(values[key] ?? ""));
}

// ---------------------------------------------------------------- context from the demo seed

interface Context {
  siteId: number;
  attributeIds: Record<string, number>;
  valueIds: Map<string, number>;
  valueLabels: Map<string, { en: string; hr: string }>;
  pool: Map<string, number>;
  poolIds: number[];
  tagIds: Map<string, number>;
}

async function loadContext(db: DbOrTx): Promise<Context> {
  const site = await db.selectFrom("sites").select("id").orderBy("id").executeTakeFirst();
  if (!site) throw new Error("No site: the demo seed must run first");
  const attributes = await db.selectFrom("attributes").select(["id", "code"]).where("site_id", "=", site.id).execute();
  const attributeIds = Object.fromEntries(attributes.map((a) => [a.code, a.id]));
  for (const code of ["color", "size", "material", "brand", "weight", "waterproof", "release_date", "capacity"]) {
    if (!attributeIds[code]) throw new Error(`The demo attribute "${code}" is missing: seed the demo catalog first`);
  }
  const values = await db
    .selectFrom("attribute_values")
    .innerJoin("attributes", "attributes.id", "attribute_values.attribute_id")
    .select(["attribute_values.id", "attribute_values.code", "attribute_values.labels", "attributes.code as attribute"])
    .where("attributes.site_id", "=", site.id)
    .execute();
  const media = await db
    .selectFrom("media")
    .select(["id", "original_name"])
    .where("site_id", "=", site.id)
    .where("original_name", "like", `${PRODUCT_IMAGE_PREFIX}%`)
    .orderBy("id")
    .execute();
  if (!media.length) throw new Error("The demo product image pool is missing: seed the demo catalog first");
  // The first demo picture of each illustration.
  const pool = new Map<string, number>();
  for (const m of media) {
    const illustration = m.original_name.slice(PRODUCT_IMAGE_PREFIX.length).split(ILLUSTRATION_SEPARATOR)[0];
    if (!pool.has(illustration)) pool.set(illustration, m.id);
  }
  const tags = await db.selectFrom("tags").select(["id", "code"]).where("site_id", "=", site.id).execute();
  return {
    siteId: site.id,
    attributeIds,
    valueIds: new Map(values.map((v) => [`${v.attribute}:${v.code}`, v.id])),
    valueLabels: new Map(
      values.map((v) => [`${v.attribute}:${v.code}`, JSON.parse(v.labels) as { en: string; hr: string }]),
    ),
    pool,
    poolIds: media.map((m) => m.id),
    tagIds: new Map(tags.map((t) => [t.code, t.id])),
  };
}

interface Leaf {
  id: number;
  def: LeafDef;
  group: TopDef["group"];
  /** The mid-level category, for a second category link. */
  parentId: number;
}

/** Creates the category tree, or finds it when an earlier run made it (matched by English slug). */
async function ensureCategories(
  db: DbOrTx,
  ctx: Context,
  categoryMedia: Map<string, number>,
): Promise<{ leaves: Leaf[]; count: number }> {
  const existing = await db
    .selectFrom("category_translations")
    .select(["category_id", "language_code", "slug"])
    .execute();
  const bySlug = new Map(existing.map((r) => [`${r.language_code}:${r.slug}`, r.category_id]));
  const now = new Date().toISOString();
  let count = 0;

  async function category(
    en: string,
    hr: string,
    parentId: number | null,
    position: number,
    mediaId: number | null,
    parentSlugs?: { en: string; hr: string },
  ) {
    count++;
    // The plain slugs, or on a clash with another category (a demo one, say) the parent's prefixed.
    const candidates = [{ en: slugify(en), hr: slugify(hr) }];
    if (parentSlugs)
      candidates.push({ en: `${parentSlugs.en}-${slugify(en)}`, hr: `${parentSlugs.hr}-${slugify(hr)}` });
    for (const slugs of candidates) {
      const found = bySlug.get(`en:${slugs.en}`);
      if (found !== undefined) {
        const row = await db.selectFrom("categories").select("parent_id").where("id", "=", found).executeTakeFirst();
        if (row && row.parent_id === parentId) return { id: found, slugs }; // made by an earlier run
        continue;
      }
      if (bySlug.has(`hr:${slugs.hr}`)) continue;
      const { id } = await db
        .insertInto("categories")
        .values({
          site_id: ctx.siteId,
          parent_id: parentId,
          position,
          media_id: mediaId,
          sort_types: JSON.stringify(sortIds),
          sort_default_type: "newest",
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("category_translations")
        .values([
          {
            category_id: id,
            language_code: "en",
            name: en,
            slug: slugs.en,
            description: `${en}: a selection from the large catalog.`,
          },
          {
            category_id: id,
            language_code: "hr",
            name: hr,
            slug: slugs.hr,
            description: `${hr}: izbor iz velikog kataloga.`,
          },
        ])
        .execute();
      bySlug.set(`en:${slugs.en}`, id);
      bySlug.set(`hr:${slugs.hr}`, id);
      return { id, slugs };
    }
    throw new Error(`Category slug taken: ${candidates.map((c) => `${c.en} / ${c.hr}`).join(", ")}`);
  }

  const demoTopCount = Number(
    (
      await db
        .selectFrom("categories")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("parent_id", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const leaves: Leaf[] = [];
  for (const [ti, top] of tree.entries()) {
    const t = await category(top.en, top.hr, null, demoTopCount + ti, categoryMedia.get(top.image) ?? null);
    for (const [mi, mid] of top.mids.entries()) {
      const m = await category(mid.en, mid.hr, t.id, mi, null, t.slugs);
      for (const [li, leaf] of mid.leaves.entries()) {
        const l = await category(leaf.en, leaf.hr, m.id, li, null, m.slugs);
        leaves.push({ id: l.id, def: leaf, group: top.group, parentId: m.id });
      }
    }
  }
  return { leaves, count };
}

// ---------------------------------------------------------------- generation

type ProductRow = Insertable<Database["products"]>;
type TranslationRow = Insertable<Database["product_translations"]>;
type PavRow = Insertable<Database["product_attribute_values"]>;

interface GeneratedProduct {
  row: ProductRow;
  names: { en: string; hr: string };
  slugs: { en: string; hr: string };
  short: { en: string; hr: string };
  description: { en: string; hr: string };
  leaf: Leaf;
  secondCategory: number | null;
  media: number[];
  attrs: (productId: number) => PavRow[];
  tag: string | null;
  variants: { row: ProductRow; color: string; size: string }[];
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

function generate(
  rand: () => number,
  index: number,
  seed: number,
  leaves: Leaf[],
  ctx: Context,
  createdAt: string,
): GeneratedProduct {
  const leaf = leaves[Math.floor(rand() * leaves.length)];
  const noun = pick(rand, leaf.def.nouns);
  const adjective = pick(rand, adjectives);
  const material = pick(rand, leaf.def.materials);
  const words = materialWords[material];
  const line = rand() < 0.5 ? pick(rand, lines) : null;

  // "Rustic wooden serving tray Korčula" / "Rustikalni drveni pladanj Korčula".
  const hrWords =
    typeof words.hr === "string"
      ? [agree(adjective.hr, noun.gender), noun.hr, words.hr]
      : [agree(adjective.hr, noun.gender), agree(words.hr, noun.gender), noun.hr];
  const suffix = line ? ` ${line}` : "";
  const names = { en: `${adjective.en} ${words.en} ${noun.en}${suffix}`, hr: capitalize(hrWords.join(" ")) + suffix };
  const sku = `LG-${seed}-${String(index).padStart(6, "0")}`;
  const slugs = { en: `${slugify(names.en)}-${seed}-${index}`, hr: `${slugify(names.hr)}-${seed}-${index}` };

  const brand = pick(rand, brandsByGroup[leaf.group]);
  const brandLabel = ctx.valueLabels.get(`brand:${brand}`) ?? { en: brand, hr: brand };
  const materialLabel = ctx.valueLabels.get(`material:${material}`) ?? { en: material, hr: material };
  const benefit = pick(rand, benefits);
  const weight = Math.round((30 + rand() * rand() * 4970) / 10) * 10;
  const short = {
    en: `${names.en} by ${brandLabel.en}: ${benefit.en}.`,
    hr: `${names.hr} (${brandLabel.hr}): ${benefit.hr}.`,
  };
  const weightText = {
    en: `${new Intl.NumberFormat("en-GB").format(weight)} g`,
    hr: `${new Intl.NumberFormat("hr-HR").format(weight)} g`,
  };
  const description = {
    en: fill(descriptionTemplates.en, {
      short: short.en,
      material: materialLabel.en,
      brand: brandLabel.en,
      weight: weightText.en,
    }),
    hr: fill(descriptionTemplates.hr, {
      short: short.hr,
      material: materialLabel.hr,
      brand: brandLabel.hr,
      weight: weightText.hr,
    }),
  };

  // Prices: 3 to 400 euros, skewed towards the cheap end, with shop-like endings.
  const euros = Math.floor(Math.exp(Math.log(3) + rand() * rand() * (Math.log(400) - Math.log(3))));
  const retail = euros * 100 + pick(rand, [90, 99, 0, 50, 90]);
  const discount = rand() < 0.3 ? pick(rand, [10, 15, 20, 25, 30, 40, 50]) : 0;
  const final = discountedPrice(retail, discount);
  const withMembership = rand() < 0.5;
  const configurable = !!leaf.def.apparel && rand() < 0.27;
  const stock = rand() < 0.07 ? 0 : 1 + Math.floor(rand() * 250);

  const variants: GeneratedProduct["variants"] = [];
  if (configurable) {
    const colors = [...colorCodes].sort(() => rand() - 0.5).slice(0, 3);
    const pairs = colors.flatMap((c) => sizeCodes.map((s) => [c, s] as const)).sort(() => rand() - 0.5);
    const k = 3 + Math.floor(rand() * 4);
    const chosen = pairs
      .slice(0, k)
      .sort((a, b) => colors.indexOf(a[0]) - colors.indexOf(b[0]) || sizeCodes.indexOf(a[1]) - sizeCodes.indexOf(b[1]));
    for (const [vi, [color, size]] of chosen.entries()) {
      const vRetail = retail + (size === "xl" ? 200 : 0);
      const vFinal = discountedPrice(vRetail, discount);
      variants.push({
        color,
        size,
        row: {
          site_id: ctx.siteId,
          type: "product",
          format: "Simple",
          sku: `${sku}-${color.toUpperCase()}-${size.toUpperCase()}`,
          parent_id: null, // set once the parent has its id
          is_visible_individually: 0,
          retail_price: vRetail,
          basic_price: vRetail,
          membership_price: withMembership ? membershipPrice(vFinal) : null,
          final_price: vFinal,
          category_priority: 0,
          main_category_id: leaf.id,
          media_id: null,
          // The first variant is the default one and always in stock.
          stock_qty: vi > 0 && rand() < 0.12 ? 0 : 1 + Math.floor(rand() * 60),
          archived: 0,
          featured: 0,
          created_at: createdAt,
          updated_at: createdAt,
        },
      });
    }
  }

  const primary = ctx.pool.get(noun.image) ?? ctx.poolIds[0];
  const media = [primary];
  const extra = Math.floor(rand() * 3);
  for (let i = 0; i < extra; i++) {
    const id = pick(rand, ctx.poolIds);
    if (!media.includes(id)) media.push(id);
  }

  const row: ProductRow = {
    site_id: ctx.siteId,
    type: "product",
    format: configurable ? "Configurable" : "Simple",
    sku,
    parent_id: null,
    is_visible_individually: 1,
    retail_price: retail,
    basic_price: retail,
    membership_price: withMembership ? membershipPrice(final) : null,
    final_price: final,
    category_priority: Math.floor(rand() * 11),
    main_category_id: leaf.id,
    media_id: primary,
    stock_qty: configurable ? variants.reduce((s, v) => s + (v.row.stock_qty ?? 0), 0) : stock,
    archived: rand() < 0.003 ? 1 : 0,
    featured: rand() < 0.012 ? 1 : 0,
    created_at: createdAt,
    updated_at: createdAt,
  };
  for (const v of variants) {
    v.row.category_priority = row.category_priority;
    v.row.media_id = primary;
  }

  // Attribute values, drawn now so the PRNG sequence does not depend on database ids.
  const color = rand() < 0.85 ? pick(rand, colorCodes) : null;
  const size = leaf.def.apparel ? pick(rand, sizeCodes) : null;
  const secondMaterial = rand() < 0.25 ? pick(rand, leaf.def.materials) : null;
  const waterproof = leaf.group === "outdoor" || leaf.group === "electronics" ? (rand() < 0.4 ? 1 : 0) : null;
  const release =
    rand() < 0.6
      ? new Date(Date.UTC(2019, 0, 1) + Math.floor(rand() * 2860) * 86_400_000).toISOString().slice(0, 10)
      : null;
  const capacity = noun.holds ? Math.round((100 + rand() * 1900) / 50) * 50 : null;
  const attrs = (productId: number): PavRow[] => {
    const out: PavRow[] = [];
    const choice = (code: string, value: string) => {
      const valueId = ctx.valueIds.get(`${code}:${value}`);
      if (valueId !== undefined)
        out.push({
          product_id: productId,
          attribute_id: ctx.attributeIds[code],
          value_id: valueId,
          number_value: null,
          date_value: null,
        });
    };
    const scalar = (code: string, number: number | null, date: string | null) =>
      out.push({
        product_id: productId,
        attribute_id: ctx.attributeIds[code],
        value_id: null,
        number_value: number,
        date_value: date,
      });
    if (variants.length) {
      for (const c of new Set(variants.map((v) => v.color))) choice("color", c);
      for (const s of new Set(variants.map((v) => v.size))) choice("size", s);
    } else {
      if (color) choice("color", color);
      if (size) choice("size", size);
    }
    choice("material", material);
    if (secondMaterial && secondMaterial !== material) choice("material", secondMaterial);
    choice("brand", brand);
    scalar("weight", weight, null);
    if (waterproof !== null) scalar("waterproof", waterproof, null);
    if (release) scalar("release_date", null, release);
    if (capacity !== null) scalar("capacity", capacity, null);
    return out;
  };

  const secondCategory =
    rand() < 0.2 ? (rand() < 0.5 ? leaf.parentId : leaves[Math.floor(rand() * leaves.length)].id) : null;
  const tag = rand() < 0.15 ? pick(rand, tagCodes) : null;

  return {
    row,
    names,
    slugs,
    short,
    description,
    leaf,
    secondCategory: secondCategory === leaf.id ? null : secondCategory,
    media,
    attrs,
    tag,
    variants,
  };
}

// ---------------------------------------------------------------- writing

async function writeChunk(db: DbOrTx, batch: GeneratedProduct[], ctx: Context, maxRows: number): Promise<number> {
  const ids = await insertProducts(
    db,
    batch.map((p) => p.row),
    maxRows,
  );
  const idOf = (p: GeneratedProduct) => ids.get(p.row.sku)!;

  const variantRows = batch.flatMap((p) => p.variants.map((v) => ({ ...v.row, parent_id: idOf(p) })));
  const variantIds = await insertProducts(db, variantRows, maxRows);

  const translations: TranslationRow[] = [];
  const categories: Insertable<Database["product_categories"]>[] = [];
  const media: Insertable<Database["product_media"]>[] = [];
  const pav: PavRow[] = [];
  const axes: Insertable<Database["product_configurable_attributes"]>[] = [];
  const tags: Insertable<Database["product_tags"]>[] = [];
  const locales: Locale[] = ["en", "hr"];

  for (const p of batch) {
    const id = idOf(p);
    for (const locale of locales) {
      translations.push({
        product_id: id,
        language_code: locale,
        name: p.names[locale],
        slug: p.slugs[locale],
        short_description: p.short[locale],
        description: p.description[locale],
        meta_title: `${p.names[locale]} | Demo Shop`,
        meta_description: p.short[locale],
      });
    }
    categories.push({ product_id: id, category_id: p.leaf.id, position: 0 });
    if (p.secondCategory !== null) categories.push({ product_id: id, category_id: p.secondCategory, position: 0 });
    p.media.forEach((mediaId, position) => media.push({ product_id: id, media_id: mediaId, position }));
    pav.push(...p.attrs(id));
    if (p.tag && ctx.tagIds.has(p.tag)) tags.push({ product_id: id, tag_id: ctx.tagIds.get(p.tag)! });

    if (p.variants.length) {
      const first = p.variants[0];
      axes.push(
        {
          product_id: id,
          attribute_id: ctx.attributeIds.color,
          default_value_id: ctx.valueIds.get(`color:${first.color}`) ?? null,
          position: 0,
        },
        {
          product_id: id,
          attribute_id: ctx.attributeIds.size,
          default_value_id: ctx.valueIds.get(`size:${first.size}`) ?? null,
          position: 1,
        },
      );
      for (const v of p.variants) {
        const vid = variantIds.get(v.row.sku)!;
        for (const locale of locales) {
          const colorLabel = ctx.valueLabels.get(`color:${v.color}`)?.[locale] ?? v.color;
          const name = `${p.names[locale]} – ${colorLabel}, ${v.size.toUpperCase()}`;
          translations.push({
            product_id: vid,
            language_code: locale,
            name,
            slug: `${p.slugs[locale]}-${slugify(colorLabel)}-${v.size}`,
            short_description: p.short[locale],
            description: p.description[locale],
            meta_title: `${name} | Demo Shop`,
            meta_description: p.short[locale],
          });
        }
        media.push({ product_id: vid, media_id: p.media[0], position: 0 });
        for (const [code, value] of [
          ["color", v.color],
          ["size", v.size],
        ] as const) {
          pav.push({
            product_id: vid,
            attribute_id: ctx.attributeIds[code],
            value_id: ctx.valueIds.get(`${code}:${value}`) ?? null,
            number_value: null,
            date_value: null,
          });
        }
      }
    }
  }

  await insertRows(db, "product_translations", translations, maxRows);
  await insertRows(db, "product_categories", categories, maxRows);
  await insertRows(db, "product_media", media, maxRows);
  await insertRows(db, "product_attribute_values", pav, maxRows);
  await insertRows(db, "product_configurable_attributes", axes, maxRows);
  await insertRows(db, "product_tags", tags, maxRows);
  return variantRows.length;
}

/** Adds `products` generated products to a database that holds the demo seed. */
export async function seedLargeCatalog(services: Services, options: LargeCatalogOptions): Promise<LargeCatalogResult> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(options.products));
  const seed = options.seed ?? 1;
  const chunkSize = Math.max(1, options.chunkSize ?? 2000);
  // SQLite: ~500 rows per statement (and never over 32766 variables); PostgreSQL takes bigger batches.
  const maxRows = services.dialect === "postgres" ? 1000 : 500;
  const db = services.db;

  const ctx = await loadContext(db);
  const categoryMedia = new Map(
    (
      await db
        .selectFrom("media")
        .select(["id", "original_name"])
        .where("original_name", "like", "category-%")
        .execute()
    ).map((m) => [m.original_name.replace(/^category-/, "").replace(/\.[^.]+$/, ""), m.id]),
  );
  const { leaves, count: categoryCount } = await db
    .transaction()
    .execute((tx) => ensureCategories(tx, ctx, categoryMedia));

  // Continue after the products of earlier runs with the same seed.
  const prefix = `LG-${seed}-`;
  const previous = await db
    .selectFrom("products")
    .select("sku")
    .where("sku", "like", `${prefix}%`)
    .where("parent_id", "is", null)
    .orderBy("sku", "desc")
    .limit(1)
    .executeTakeFirst();
  const start = previous ? Number(previous.sku.slice(prefix.length)) + 1 : 1;
  const rand = prng(seed * 1_000_003 + start);
  const baseTime = Date.now() - total * 1000;

  let done = 0;
  let variants = 0;
  while (done < total) {
    const n = Math.min(chunkSize, total - done);
    const batch: GeneratedProduct[] = [];
    for (let i = 0; i < n; i++) {
      const index = start + done + i;
      batch.push(generate(rand, index, seed, leaves, ctx, new Date(baseTime + (done + i) * 1000).toISOString()));
    }
    variants += await db.transaction().execute((tx) => writeChunk(tx, batch, ctx, maxRows));
    done += n;
    options.onProgress?.({ done, total, variants, elapsedMs: performance.now() - started });
  }

  // The new products become searchable and listable.
  await reindexAllSites(services);
  invalidateCatalog(services);

  return {
    products: total,
    variants,
    categories: categoryCount,
    firstSku: `${prefix}${String(start).padStart(6, "0")}`,
    lastSku: `${prefix}${String(start + total - 1).padStart(6, "0")}`,
    elapsedMs: performance.now() - started,
  };
}
