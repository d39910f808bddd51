/**
 * The demo blog in English and Croatian (docs/content-model.md, "Blog"): five categories, the
 * Helpdesk among them, and eighteen posts in each language linked as translations, published a few
 * days apart up to the seeding day. A category slug ending in -articles, -tutorial, -helpdesk or
 * -download shows its posts in that layout (spec section 2); Stories keep the blog's own.
 */
import type { DbOrTx } from "../db";
import { createPost } from "../modules/content";
import { importFile, mediaFileUrl } from "../modules/media";
import type { Services } from "../services";
import { tinyPdf } from "./events";
import type { DemoMedia } from "./pages";

interface Text {
  title: string;
  excerpt: string;
  body: string;
}

const categories = [
  {
    key: "news",
    background: "#1d4ed8",
    en: {
      slug: "news-articles",
      title: "News",
      description: "What is new at Demo Shop: products, openings and offers.",
    },
    hr: {
      slug: "novosti-articles",
      title: "Novosti",
      description: "Što je novo u Demo Shopu: proizvodi, otvorenja i ponude.",
    },
  },
  {
    key: "guides",
    background: "#047857",
    en: { slug: "guides-tutorial", title: "Guides", description: "How to choose, use and care for what you buy." },
    hr: {
      slug: "vodici-tutorial",
      title: "Vodiči",
      description: "Kako odabrati, koristiti i održavati ono što kupite.",
    },
  },
  {
    key: "helpdesk",
    background: "#b45309",
    en: {
      slug: "customer-helpdesk",
      title: "Helpdesk",
      description: "Answers about orders, delivery, returns and your account.",
    },
    hr: {
      slug: "pomoc-helpdesk",
      title: "Pomoć",
      description: "Odgovori o narudžbama, dostavi, povratima i vašem računu.",
    },
  },
  {
    key: "downloads",
    background: "#0e7490",
    en: {
      slug: "files-download",
      title: "Downloads",
      description: "Size charts and care cards to print or keep on your phone.",
    },
    hr: {
      slug: "datoteke-download",
      title: "Preuzimanja",
      description: "Tablice veličina i kartice održavanja za ispis ili za mobitel.",
    },
  },
  {
    key: "stories",
    background: "#7c3aed",
    en: { slug: "stories", title: "Stories", description: "The people and places behind our products." },
    hr: { slug: "price", title: "Priče", description: "Ljudi i mjesta iza naših proizvoda." },
  },
] as const;

type CategoryKey = (typeof categories)[number]["key"];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("\n");

/** A download post's file (a one-page PDF) and the words of its link under the post's text. */
interface DemoFile {
  name: string;
  title: string;
  link: string;
}

/** Each post: its category, its picture, its texts in both languages, and a download's file in each. */
const posts: {
  category: CategoryKey;
  media: keyof DemoMedia;
  en: Text & { slug: string; file?: DemoFile };
  hr: Text & { slug: string; file?: DemoFile };
}[] = [
  {
    category: "news",
    media: "hero",
    en: {
      slug: "autumn-collection-is-here",
      title: "The autumn collection is here",
      excerpt: "Warm knits, waxed jackets and a new range of stoneware for cosy evenings.",
      body: p(
        "Our autumn collection brings warm knits, waxed jackets and a new range of stoneware.",
        "Every piece was tested by our team through the first cold weeks before it reached the shop.",
      ),
    },
    hr: {
      slug: "stigla-je-jesenska-kolekcija",
      title: "Stigla je jesenska kolekcija",
      excerpt: "Topli pleteni komadi, voštane jakne i nova keramika za ugodne večeri.",
      body: p(
        "Jesenska kolekcija donosi tople pletene komade, voštane jakne i novu kolekciju keramike.",
        "Svaki komad naš je tim isprobao tijekom prvih hladnih tjedana prije nego što je stigao u trgovinu.",
      ),
    },
  },
  {
    category: "news",
    media: "card1",
    en: {
      slug: "free-delivery-weekend",
      title: "Free delivery all weekend",
      excerpt: "From Friday to Sunday every order ships free, whatever its size.",
      body: p(
        "From Friday morning to Sunday midnight every order ships free to any address in Croatia.",
        "Parcel lockers and store pickup are included, and the offer applies to gift cards too.",
      ),
    },
    hr: {
      slug: "besplatna-dostava-cijeli-vikend",
      title: "Besplatna dostava cijeli vikend",
      excerpt: "Od petka do nedjelje svaka narudžba putuje besplatno, bez obzira na veličinu.",
      body: p(
        "Od petka ujutro do nedjelje u ponoć svaka narudžba putuje besplatno na bilo koju adresu u Hrvatskoj.",
        "Paketomati i preuzimanje u trgovini su uključeni, a ponuda vrijedi i za poklon kartice.",
      ),
    },
  },
  {
    category: "news",
    media: "card2",
    en: {
      slug: "our-new-zagreb-showroom",
      title: "Our new showroom in Zagreb",
      excerpt: "Come and touch the fabrics, try the jackets and pick up your order in person.",
      body: p(
        "Our first showroom opens in Zagreb's lower town, a short walk from the main square.",
        "You can try every jacket, feel every fabric and collect your online orders the same day.",
      ),
    },
    hr: {
      slug: "novi-izlozbeni-prostor-u-zagrebu",
      title: "Novi izložbeni prostor u Zagrebu",
      excerpt: "Dođite dotaknuti tkanine, isprobati jakne i osobno preuzeti narudžbu.",
      body: p(
        "Naš prvi izložbeni prostor otvara se u donjem gradu, nekoliko minuta hoda od glavnog trga.",
        "Možete isprobati svaku jaknu, opipati svaku tkaninu i isti dan preuzeti internetske narudžbe.",
      ),
    },
  },
  {
    category: "news",
    media: "card3",
    en: {
      slug: "gift-cards-now-digital",
      title: "Gift cards are now digital",
      excerpt: "Send a gift card by e-mail in a minute, with your own message.",
      body: p(
        "Digital gift cards arrive by e-mail within a minute and can be spent online or in the showroom.",
        "Add your own message and choose the day the card is delivered.",
      ),
    },
    hr: {
      slug: "poklon-kartice-sada-digitalno",
      title: "Poklon kartice sada i digitalno",
      excerpt: "Pošaljite poklon karticu e-poštom za minutu, uz vlastitu poruku.",
      body: p(
        "Digitalne poklon kartice stižu e-poštom za minutu i mogu se iskoristiti na internetu ili u izložbenom prostoru.",
        "Dodajte svoju poruku i odaberite dan kada će kartica stići.",
      ),
    },
  },
  {
    category: "guides",
    media: "card4",
    en: {
      slug: "how-to-wash-merino-wool",
      title: "How to wash merino wool",
      excerpt: "Cool water, a gentle soap and a flat towel: merino lasts for years.",
      body: p(
        "Wash merino by hand or on the wool cycle in cool water with a gentle soap.",
        "Never wring it: roll it in a towel and let it dry flat, away from the radiator.",
      ),
    },
    hr: {
      slug: "kako-prati-merino-vunu",
      title: "Kako prati merino vunu",
      excerpt: "Hladna voda, blagi sapun i ravni ručnik: merino traje godinama.",
      body: p(
        "Merino perite ručno ili na programu za vunu u hladnoj vodi s blagim sapunom.",
        "Nikada ga ne cijedite: zarolajte ga u ručnik i ostavite da se suši vodoravno, dalje od radijatora.",
      ),
    },
  },
  {
    category: "guides",
    media: "wide",
    en: {
      slug: "choosing-a-rain-jacket",
      title: "Choosing a rain jacket",
      excerpt: "Waterproof, breathable, packable: what the labels mean on a wet day.",
      body: p(
        "A rain jacket is judged by three things: how long it stays waterproof, how well it breathes and how small it packs.",
        "For city use a light shell is enough; for the mountains look for taped seams and a stiff hood.",
      ),
    },
    hr: {
      slug: "kako-odabrati-kabanicu",
      title: "Kako odabrati kabanicu",
      excerpt: "Vodootporna, prozračna, sklopiva: što oznake znače za kišnog dana.",
      body: p(
        "Kabanicu ocjenjujemo po tri stvari: koliko dugo ostaje vodootporna, koliko diše i koliko se malo sklopi.",
        "Za grad je dovoljna lagana ljuska, a za planine tražite zalijepljene šavove i čvrstu kapuljaču.",
      ),
    },
  },
  {
    category: "guides",
    media: "card1",
    en: {
      slug: "caring-for-stoneware",
      title: "Caring for stoneware",
      excerpt: "Dishwasher safe, oven safe, and a few habits that keep the glaze bright.",
      body: p(
        "Our stoneware goes into the dishwasher and the oven, but sudden temperature changes can crack it.",
        "Let a hot dish cool before washing it, and store plates with a cloth between them.",
      ),
    },
    hr: {
      slug: "odrzavanje-keramike",
      title: "Održavanje keramike",
      excerpt: "Za perilicu i pećnicu, uz nekoliko navika koje čuvaju sjaj glazure.",
      body: p(
        "Naša keramika ide u perilicu i pećnicu, ali nagle promjene temperature mogu je oštetiti.",
        "Pustite da se vruća posuda ohladi prije pranja i slažite tanjure s krpom između njih.",
      ),
    },
  },
  {
    category: "guides",
    media: "card2",
    en: {
      slug: "packing-for-a-hiking-weekend",
      title: "Packing for a hiking weekend",
      excerpt: "Layers, a headlamp and socks that dry overnight: our checklist.",
      body: p(
        "Pack in layers: a base layer, a warm fleece and a shell that keeps the wind out.",
        "Add a headlamp, a spare pair of merino socks and a small first-aid kit.",
      ),
    },
    hr: {
      slug: "sto-spakirati-za-planinarski-vikend",
      title: "Što spakirati za planinarski vikend",
      excerpt: "Slojevi, čeona svjetiljka i čarape koje se osuše preko noći: naš popis.",
      body: p(
        "Pakirajte u slojevima: temeljni sloj, topli flis i ljusku koja zaustavlja vjetar.",
        "Dodajte čeonu svjetiljku, rezervni par merino čarapa i mali komplet prve pomoći.",
      ),
    },
  },
  {
    category: "helpdesk",
    media: "card3",
    en: {
      slug: "tracking-your-order",
      title: "Tracking your order",
      excerpt: "Where to find your order's status and what each status means.",
      body: p(
        "Every order has a page under your profile with its status and, once shipped, its tracking link.",
        "Guests get the same link in their confirmation e-mail.",
      ),
    },
    hr: {
      slug: "pracenje-narudzbe",
      title: "Praćenje narudžbe",
      excerpt: "Gdje pronaći stanje narudžbe i što koje stanje znači.",
      body: p(
        "Svaka narudžba ima stranicu u vašem profilu sa stanjem i, nakon slanja, poveznicom za praćenje.",
        "Gosti istu poveznicu dobivaju u e-poruci s potvrdom.",
      ),
    },
  },
  {
    category: "helpdesk",
    media: "card4",
    en: {
      slug: "returns-and-refunds",
      title: "Returns and refunds",
      excerpt: "Fourteen days to change your mind, and how the refund reaches you.",
      body: p(
        "You have fourteen days from delivery to return an item in its original condition.",
        "Refunds go back to the card or account you paid with within five working days of our receiving the parcel.",
      ),
    },
    hr: {
      slug: "povrat-i-refundacija",
      title: "Povrat i refundacija",
      excerpt: "Četrnaest dana da se predomislite i kako vam stiže povrat novca.",
      body: p(
        "Imate četrnaest dana od dostave da vratite proizvod u izvornom stanju.",
        "Novac vraćamo na karticu ili račun kojim ste platili u roku od pet radnih dana od primitka paketa.",
      ),
    },
  },
  {
    category: "helpdesk",
    media: "wide",
    en: {
      slug: "delivery-options",
      title: "Delivery options",
      excerpt: "Courier, parcel locker or store pickup: prices and times.",
      body: p(
        "Choose a courier to your door, a parcel locker near you, or pickup at our showroom.",
        "Orders placed before noon on a working day leave the warehouse the same day.",
      ),
    },
    hr: {
      slug: "nacini-dostave",
      title: "Načini dostave",
      excerpt: "Dostavljač, paketomat ili preuzimanje u trgovini: cijene i rokovi.",
      body: p(
        "Odaberite dostavljača na vrata, paketomat u blizini ili preuzimanje u izložbenom prostoru.",
        "Narudžbe zaprimljene radnim danom prije podneva napuštaju skladište isti dan.",
      ),
    },
  },
  {
    category: "helpdesk",
    media: "hero",
    en: {
      slug: "resetting-your-password",
      title: "Resetting your password",
      excerpt: "Forgot your password? A link by e-mail sets a new one in a minute.",
      body: p(
        "On the login page choose 'Forgot password' and enter your e-mail address.",
        "The link we send is valid for one hour and can be used once.",
      ),
    },
    hr: {
      slug: "postavljanje-nove-lozinke",
      title: "Postavljanje nove lozinke",
      excerpt: "Zaboravili ste lozinku? Poveznica e-poštom postavlja novu za minutu.",
      body: p(
        "Na stranici za prijavu odaberite 'Zaboravljena lozinka' i upišite svoju e-adresu.",
        "Poveznica koju pošaljemo vrijedi jedan sat i može se iskoristiti jednom.",
      ),
    },
  },
  {
    category: "downloads",
    media: "card2",
    en: {
      slug: "size-chart",
      title: "Size chart for clothing and shoes",
      excerpt: "Chest, waist and foot lengths for every size we sell, on one printable page.",
      body: p(
        "Measure your chest at its widest and your waist at its narrowest, then pick the size whose range holds both.",
        "For shoes, stand on a sheet of paper, mark your heel and longest toe, and compare the length with the chart.",
      ),
      file: { name: "size-chart.pdf", title: "Size chart", link: "Download the size chart (PDF)" },
    },
    hr: {
      slug: "tablica-velicina",
      title: "Tablica veličina odjeće i obuće",
      excerpt: "Opseg prsa, struka i duljina stopala za svaku veličinu koju prodajemo, na jednoj stranici za ispis.",
      body: p(
        "Izmjerite prsa na najširem i struk na najužem mjestu, pa odaberite veličinu čiji raspon obuhvaća oboje.",
        "Za obuću stanite na list papira, označite petu i najdulji prst te usporedite duljinu s tablicom.",
      ),
      file: { name: "tablica-velicina.pdf", title: "Tablica veličina", link: "Preuzmite tablicu veličina (PDF)" },
    },
  },
  {
    category: "downloads",
    media: "card3",
    en: {
      slug: "care-cards",
      title: "Care cards for wool, stoneware and leather",
      excerpt: "Three short cards with the washing, cleaning and storing rules, to print and keep.",
      body: p(
        "Wool: cold water, a wool detergent, dry flat. Stoneware: dishwasher safe, no sudden temperature changes.",
        "Leather: wipe with a damp cloth, feed with balm twice a year, keep away from radiators.",
      ),
      file: { name: "care-cards.pdf", title: "Care cards", link: "Download the care cards (PDF)" },
    },
    hr: {
      slug: "kartice-odrzavanja",
      title: "Kartice održavanja vune, keramike i kože",
      excerpt: "Tri kratke kartice s pravilima pranja, čišćenja i čuvanja, za ispis i čuvanje.",
      body: p(
        "Vuna: hladna voda, deterdžent za vunu, sušenje na ravnom. Keramika: smije u perilicu, bez naglih promjena temperature.",
        "Koža: obrišite vlažnom krpom, dvaput godišnje njegujte balzamom, čuvajte dalje od radijatora.",
      ),
      file: { name: "kartice-odrzavanja.pdf", title: "Kartice održavanja", link: "Preuzmite kartice održavanja (PDF)" },
    },
  },
  {
    category: "stories",
    media: "card1",
    en: {
      slug: "the-potters-of-zagorje",
      title: "The potters of Zagorje",
      excerpt: "A family workshop that has fired clay in the same kiln for three generations.",
      body: p(
        "In a village in Zagorje, one family has fired clay in the same wood kiln for three generations.",
        "Their bowls and plates are the heart of our stoneware range.",
      ),
    },
    hr: {
      slug: "loncari-iz-zagorja",
      title: "Lončari iz Zagorja",
      excerpt: "Obiteljska radionica koja glinu peče u istoj peći već tri generacije.",
      body: p(
        "U jednom zagorskom selu obitelj već tri generacije peče glinu u istoj peći na drva.",
        "Njihove zdjele i tanjuri srce su naše kolekcije keramike.",
      ),
    },
  },
  {
    category: "stories",
    media: "card2",
    en: {
      slug: "from-sheep-to-sweater",
      title: "From sheep to sweater",
      excerpt: "Following one jumper from a farm on Pag to our shelves.",
      body: p(
        "We followed one jumper from the shearing on a farm on Pag to the spinning mill and the knitters.",
        "It takes eleven weeks and the hands of nine people.",
      ),
    },
    hr: {
      slug: "od-ovce-do-dzempera",
      title: "Od ovce do džempera",
      excerpt: "Pratili smo jedan džemper od farme na Pagu do naših polica.",
      body: p(
        "Pratili smo jedan džemper od striže na farmi na Pagu do predionice i pletilja.",
        "Za to treba jedanaest tjedana i ruke devet ljudi.",
      ),
    },
  },
  {
    category: "stories",
    media: "card3",
    en: {
      slug: "a-day-in-our-warehouse",
      title: "A day in our warehouse",
      excerpt: "How your parcel is picked, packed and sent on its way.",
      body: p(
        "Every morning the night's orders are printed, picked and packed in recycled boxes.",
        "By two o'clock the courier's van is full and the shelves are ready for tomorrow.",
      ),
    },
    hr: {
      slug: "dan-u-nasem-skladistu",
      title: "Dan u našem skladištu",
      excerpt: "Kako se vaš paket skuplja, pakira i šalje na put.",
      body: p(
        "Svako se jutro noćne narudžbe ispisuju, skupljaju i pakiraju u reciklirane kutije.",
        "Do dva sata kombi dostavljača je pun, a police spremne za sutra.",
      ),
    },
  },
  {
    category: "stories",
    media: "card4",
    en: {
      slug: "meet-our-designers",
      title: "Meet our designers",
      excerpt: "Two designers, one studio and a soft spot for things that last.",
      body: p(
        "Our two designers share a small studio above the showroom.",
        "Their rule is simple: nothing goes into the shop that they would not use for ten years.",
      ),
    },
    hr: {
      slug: "upoznajte-nase-dizajnere",
      title: "Upoznajte naše dizajnere",
      excerpt: "Dva dizajnera, jedan studio i slabost prema stvarima koje traju.",
      body: p(
        "Naša dva dizajnera dijele mali studio iznad izložbenog prostora.",
        "Njihovo je pravilo jednostavno: u trgovinu ne ulazi ništa što sami ne bi koristili deset godina.",
      ),
    },
  },
];

export const demoBlogFacts = {
  postsPerLanguage: posts.length,
  categories: Object.fromEntries(categories.map((c) => [c.key, { en: c.en.slug, hr: c.hr.slug }])) as Record<
    CategoryKey,
    { en: string; hr: string }
  >,
  /** Each category's post titles, newest first. */
  titles: Object.fromEntries(
    categories.map((c) => [
      c.key,
      posts.filter((post) => post.category === c.key).map((post) => ({ en: post.en.title, hr: post.hr.title })),
    ]),
  ) as Record<CategoryKey, { en: string; hr: string }[]>,
  /** The newest post, in both languages. */
  newest: { en: posts[0]!.en, hr: posts[0]!.hr },
};

/** A download post's text with its file's link under it: the file a one-page PDF of the media library. */
async function withFileLink(
  services: Services,
  db: DbOrTx,
  siteId: number,
  apiKeyId: string,
  text: Text & { file?: DemoFile },
) {
  if (!text.file) return text.body;
  const { name, title, link } = text.file;
  const id = await importFile(
    services,
    siteId,
    { buffer: tinyPdf(`Demo Shop - ${title}`), originalName: name, title },
    db,
  );
  const url = mediaFileUrl({ id, original_name: name, extension: "pdf" }, { apiKeyId });
  return `${text.body}\n<p><a href="${url}">${link}</a></p>`;
}

export async function seedDemoBlog(
  services: Services,
  db: DbOrTx,
  siteId: number,
  apiKeyId: string,
  media: DemoMedia,
): Promise<void> {
  const termIds = new Map<string, number>();
  for (const [position, category] of categories.entries()) {
    for (const language of ["en", "hr"] as const) {
      const { id } = await db
        .insertInto("terms")
        .values({
          site_id: siteId,
          language_code: language,
          translation_group: termIds.get(`${category.key}:en`) ?? null,
          slug: category[language].slug,
          title: category[language].title,
          description: category[language].description,
          background: category.background,
          position,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      termIds.set(`${category.key}:${language}`, id);
      if (language === "en")
        await db.updateTable("terms").set({ translation_group: id }).where("id", "=", id).execute();
    }
  }
  const day = 24 * 60 * 60 * 1000;
  for (const [index, post] of posts.entries()) {
    const publishedAt = new Date(Date.now() - index * 3 * day).toISOString();
    let original: number | undefined;
    for (const language of ["en", "hr"] as const) {
      const text = post[language];
      const id = await createPost(db, services, siteId, {
        type: "post",
        slug: text.slug,
        languageCode: language,
        title: text.title,
        excerpt: text.excerpt,
        body: await withFileLink(services, db, siteId, apiKeyId, text),
        mediaId: media[post.media],
        authorName: language === "en" ? "The Demo Shop team" : "Tim Demo Shopa",
        translationOf: original,
        publishedAt,
      });
      original ??= id;
      await db
        .insertInto("post_terms")
        .values({ post_id: id, term_id: termIds.get(`${post.category}:${language}`)! })
        .execute();
    }
  }
}
