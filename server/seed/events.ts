/**
 * Demo events and documents (issue 14 item 4; docs/content-model.md "Events", "Documents"): events
 * in English with their Croatian translations, two past and three upcoming counted from the day
 * the demo is seeded, one draft; an "Events" page (hr "Događaji") that lists the upcoming ones, the
 * latest past ones and the documents; a few documents to download.
 */
import type { Section } from "../contract/cms";
import type { DbOrTx } from "../db";
import { createPost } from "../modules/content";
import { createDocument } from "../modules/documents";
import { createEvent, type NewEvent } from "../modules/events";
import { importFile } from "../modules/media";
import type { Services } from "../services";
import type { DemoMedia } from "./pages";

type EventText = Pick<NewEvent, "title" | "slug" | "summary" | "description" | "place">;

interface DemoEvent {
  /** Days from the seeding day; negative for past events. */
  inDays: number;
  /** Start in Zagreb local time (hours, minutes) and length in hours. */
  at: [number, number];
  hours: number;
  attendees: { count: number; capacity: number | null };
  media: keyof DemoMedia | null;
  status?: "published" | "draft";
  en: EventText;
  hr: EventText;
}

const zagreb = { name: "Tvornica kulture", address: "Šubićeva 2, 10000 Zagreb" };

export const demoEvents: DemoEvent[] = [
  {
    inDays: -40,
    at: [18, 0],
    hours: 2,
    attendees: { count: 64, capacity: 80 },
    media: "card1",
    en: {
      title: "Autumn collection launch",
      slug: "autumn-collection-launch",
      summary: "An evening with the designers of our autumn collection.",
      description:
        "<p>We presented the autumn collection with the designers who made it. Thank you to everyone who came.</p>",
      place: { name: "Demo Shop showroom", address: "Ilica 1, 10000 Zagreb" },
    },
    hr: {
      title: "Predstavljanje jesenske kolekcije",
      slug: "predstavljanje-jesenske-kolekcije",
      summary: "Večer s dizajnerima naše jesenske kolekcije.",
      description:
        "<p>Jesensku kolekciju predstavili smo s dizajnerima koji su je izradili. Hvala svima koji su došli.</p>",
      place: { name: "Izložbeni salon Demo Shopa", address: "Ilica 1, 10000 Zagreb" },
    },
  },
  {
    inDays: -10,
    at: [10, 0],
    hours: 6,
    attendees: { count: 120, capacity: null },
    media: "wide",
    en: {
      title: "Repair café",
      slug: "repair-cafe",
      summary: "Bring a broken gadget, leave with a working one.",
      description: "<p>Our volunteers repaired <strong>43 devices</strong> in one day.</p>",
      place: zagreb,
    },
    hr: {
      title: "Kafić za popravke",
      slug: "kafic-za-popravke",
      summary: "Donesite pokvareni uređaj, odnesite ispravan.",
      description: "<p>Naši volonteri popravili su <strong>43 uređaja</strong> u jednom danu.</p>",
      place: zagreb,
    },
  },
  {
    inDays: 7,
    at: [18, 30],
    hours: 2,
    attendees: { count: 18, capacity: 40 },
    media: "card2",
    en: {
      title: "Coffee tasting evening",
      slug: "coffee-tasting-evening",
      summary: "Five roasts, one evening, and a barista who explains them.",
      description:
        '<p>Taste five single-origin roasts with our barista.</p><ul><li>Ethiopia Yirgacheffe</li><li>Colombia Huila</li><li>Brazil Cerrado</li></ul><p><a href="https://example.com/coffee" target="_blank">More about the roasts</a></p>',
      place: { name: "Demo Shop café", address: "Ilica 1, 10000 Zagreb" },
    },
    hr: {
      title: "Večer kušanja kave",
      slug: "vecer-kusanja-kave",
      summary: "Pet prženja, jedna večer i barista koji ih objašnjava.",
      description:
        "<p>Kušajte pet kava jednog podrijetla s našim baristom.</p><ul><li>Etiopija Yirgacheffe</li><li>Kolumbija Huila</li><li>Brazil Cerrado</li></ul>",
      place: { name: "Kafić Demo Shopa", address: "Ilica 1, 10000 Zagreb" },
    },
  },
  {
    inDays: 21,
    at: [9, 0],
    hours: 8,
    attendees: { count: 35, capacity: 50 },
    media: "card3",
    en: {
      title: "Online shop workshop",
      slug: "online-shop-workshop",
      summary: "A day of hands-on work on your own online shop.",
      description: "<p>From the first product to the first order: bring a laptop.</p>",
      place: zagreb,
    },
    hr: {
      title: "Radionica internetske trgovine",
      slug: "radionica-internetske-trgovine",
      summary: "Dan praktičnog rada na vlastitoj internetskoj trgovini.",
      description: "<p>Od prvog proizvoda do prve narudžbe: ponesite prijenosno računalo.</p>",
      place: zagreb,
    },
  },
  {
    inDays: 45,
    at: [20, 0],
    hours: 3,
    attendees: { count: 0, capacity: 200 },
    media: "card4",
    en: {
      title: "Winter market night",
      slug: "winter-market-night",
      summary: "Local makers, warm drinks and music until late.",
      description: "<p>Thirty local makers show and sell their work.</p>",
      place: { name: "Trg bana Jelačića", address: "Trg bana Josipa Jelačića, 10000 Zagreb" },
    },
    hr: {
      title: "Noć zimskog sajma",
      slug: "noc-zimskog-sajma",
      summary: "Lokalni obrtnici, topli napici i glazba do kasno.",
      description: "<p>Trideset lokalnih obrtnika pokazuje i prodaje svoje radove.</p>",
      place: { name: "Trg bana Jelačića", address: "Trg bana Josipa Jelačića, 10000 Zagreb" },
    },
  },
  {
    inDays: 60,
    at: [12, 0],
    hours: 1,
    attendees: { count: 0, capacity: 10 },
    media: null,
    status: "draft",
    en: { title: "Secret preview (draft)", slug: "secret-preview", summary: "Not announced yet." },
    hr: { title: "Tajni pregled (skica)", slug: "tajni-pregled", summary: "Još nije najavljeno." },
  },
];

/** The UTC instant of a Zagreb wall-clock time `inDays` from `now` (the offset found with Intl,
 * so summer time is right). */
export function zagrebTime(now: Date, inDays: number, [hours, minutes]: [number, number]): Date {
  const day = new Date(now.getTime() + inDays * 86_400_000);
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes));
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Zagreb",
      hourCycle: "h23",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const offsetMinutes = (Number(parts.hour) - hours) * 60 + (Number(parts.minute) - minutes);
  return new Date(guess.getTime() - offsetMinutes * 60_000);
}

const eventsSection = (
  id: string,
  title: string,
  { when = "upcoming", limit = 6 }: { when?: "upcoming" | "past"; limit?: number } = {},
): Section => ({ id, type: "events", props: { title, limit, when } });
const documentsSection = (id: string, title: string): Section => ({
  id,
  type: "documents",
  props: { title, limit: 10 },
});

/** A one-page PDF with a line of text (enough for a viewer to open). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

async function seedDocuments(services: Services, db: DbOrTx, siteId: number): Promise<void> {
  const files = {
    terms: await importFile(services, siteId, {
      buffer: tinyPdf("Demo Shop - terms of sale"),
      originalName: "terms-of-sale.pdf",
      title: "Terms of sale",
    }),
    uvjeti: await importFile(services, siteId, {
      buffer: tinyPdf("Demo Shop - uvjeti prodaje"),
      originalName: "uvjeti-prodaje.pdf",
      title: "Uvjeti prodaje",
    }),
    prices: await importFile(services, siteId, {
      buffer: Buffer.from("product,price EUR\nCoffee mug,12.00\nT-shirt,19.90\n", "utf8"),
      originalName: "price-list.csv",
      title: "Price list",
    }),
  };
  const docs = [
    {
      languageCode: "en",
      storeId: 0,
      title: "Terms of sale",
      description: "How we sell, deliver and take back.",
      mediaId: files.terms,
      position: 1,
    },
    {
      languageCode: "en",
      storeId: 58,
      title: "Price list",
      description: "Prices of the English store, in euro.",
      mediaId: files.prices,
      position: 2,
    },
    {
      languageCode: "en",
      storeId: 0,
      title: "Old catalogue (draft)",
      mediaId: files.prices,
      position: 3,
      status: "draft",
    },
    {
      languageCode: "hr",
      storeId: 0,
      title: "Uvjeti prodaje",
      description: "Kako prodajemo, dostavljamo i primamo povrate.",
      mediaId: files.uvjeti,
      position: 1,
    },
    {
      languageCode: "hr",
      storeId: 59,
      title: "Cjenik",
      description: "Cijene hrvatske trgovine, u eurima.",
      mediaId: files.prices,
      position: 2,
    },
  ] as const;
  for (const doc of docs) await createDocument(db, siteId, doc);
}

/** Seeds the demo events, their page and the documents; `services.db` is the seeding transaction. */
export async function seedDemoEvents(services: Services, db: DbOrTx, siteId: number, media: DemoMedia): Promise<void> {
  const now = new Date();
  for (const e of demoEvents) {
    const start = zagrebTime(now, e.inDays, e.at);
    const common = {
      start,
      end: new Date(start.getTime() + e.hours * 3_600_000),
      attendees: e.attendees,
      mediaId: e.media ? media[e.media] : null,
      status: e.status ?? "published",
    } as const;
    const original = await createEvent(db, siteId, { ...common, ...e.en, languageCode: "en" });
    await createEvent(db, siteId, { ...common, ...e.hr, languageCode: "hr", translationOf: original });
  }
  const pageId = await createPost(db, services, siteId, {
    type: "page",
    slug: "events",
    languageCode: "en",
    title: "Events",
    excerpt: "Workshops, tastings and evenings at Demo Shop.",
    components: [
      {
        id: "events-intro",
        type: "richText",
        props: { html: "<p>Workshops, tastings and evenings at Demo Shop: come and meet us.</p>" },
      },
      eventsSection("events-upcoming", "Upcoming events"),
      eventsSection("events-past", "Past events", { when: "past", limit: 3 }),
      documentsSection("events-documents", "Documents"),
    ],
  });
  await createPost(db, services, siteId, {
    type: "page",
    slug: "dogadjaji",
    languageCode: "hr",
    title: "Događaji",
    excerpt: "Radionice, kušanja i večeri u Demo Shopu.",
    translationOf: pageId,
    components: [
      {
        id: "events-intro",
        type: "richText",
        props: { html: "<p>Radionice, kušanja i večeri u Demo Shopu: dođite nas upoznati.</p>" },
      },
      eventsSection("events-upcoming", "Nadolazeći događaji"),
      eventsSection("events-past", "Prošli događaji", { when: "past", limit: 3 }),
      documentsSection("events-documents", "Dokumenti"),
    ],
  });
  await seedDocuments(services, db, siteId);
}
