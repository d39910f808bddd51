/**
 * The back office's product list search (names anywhere, SKUs from the start) and media search
 * (titles and file names anywhere) on a large catalog (decision 0082): the platform's own functions
 * (listProductsForBackoffice, filterMedia) on the database DATA_DIR / DATABASE_URL names, seeded first
 * with `npm run seed:large -- --products 100000`. The media library gets `--media N` rows of its own
 * (100,000 by default; only rows, no files) when it has fewer. Each search the mean of `--runs` calls
 * (10), after one to warm up.
 * Run: `DATA_DIR=... [DATABASE_URL=...] node --import tsx tests/bench/backoffice-search.ts [--media N] [--runs R]`.
 */
import { getConfig } from "#server/config";
import { createPlatform } from "#server/index";
import { listProductsForBackoffice } from "#server/modules/catalog/admin";
import { filterMedia } from "#server/modules/media/library";
import { siteScope } from "#server/modules/scope";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const MEDIA = arg("media", 100_000);
const RUNS = arg("runs", 10);

const { dataDir, databaseUrl } = getConfig();
const platform = await createPlatform({ databaseUrl, dataDir });
const { services } = platform;
const { db } = services;
const scope = await siteScope(services, 1);

const words = ["Šljivovica", "Travarica", "Maslinovo ulje", "Paški sir", "Lavanda", "Med", "Ajvar", "Čokolada"];
const have = Number(
  (
    await db
      .selectFrom("media")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow()
  ).n,
);
for (let from = have; from < MEDIA; from += 1000) {
  const at = new Date().toISOString();
  await db
    .insertInto("media")
    .values(
      Array.from({ length: Math.min(1000, MEDIA - from) }, (_, k) => {
        const i = from + k;
        return {
          site_id: 1,
          title: `${words[i % words.length]} ${i}`,
          description: "",
          alt: "",
          alt_texts: "{}",
          original_name: `IMG_${String(i).padStart(6, "0")}.jpg`,
          path: `bench/${i}.jpg`,
          mime: "image/jpeg",
          extension: "jpg",
          size: 1000,
          width: 800,
          height: 600,
          hash: `bench-${i}`,
          access: "public",
          created_at: at,
        };
      }),
    )
    .execute();
}
const products = Number(
  (
    await db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow()
  ).n,
);
const media = Math.max(have, MEDIA);

async function timed(label: string, run: () => Promise<{ totalRecords: number; length: number }>) {
  let answer = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    answer = await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${label.padEnd(34)} mean ${mean.toFixed(1).padStart(7)} ms  min ${times[0]!.toFixed(1).padStart(7)} ms  (${answer.totalRecords} found, ${answer.length} on the page)`,
  );
}

const sku = (
  await db.selectFrom("products").select("sku").where("site_id", "=", 1).orderBy("id", "desc").executeTakeFirstOrThrow()
).sku;
console.log(`${products} products, ${media} media, ${services.dialect}, each the mean of ${RUNS} calls`);
for (const q of ["šljiv", "ŠLJIV", "vino", "zzzq", "ČELIČ", "đurđ", sku.slice(0, Math.max(3, sku.length - 2)), sku]) {
  await timed(`products "${q}"`, async () => {
    const r = await listProductsForBackoffice(services, scope, { q, archived: "all", page: 1 });
    return { totalRecords: r.totalRecords, length: r.products.length };
  });
}
await timed(`products (no search)`, async () => {
  const r = await listProductsForBackoffice(services, scope, { archived: "all", page: 1 });
  return { totalRecords: r.totalRecords, length: r.products.length };
});
for (const search of ["šljiv", "ČOKOL", "img_0999", "zzzq"]) {
  await timed(`media "${search}"`, async () => {
    const r = await filterMedia(services, scope, { search, page: 1, limit: 24, imagesOnly: false });
    return { totalRecords: r.totalRecords, length: r.records.length };
  });
}
await platform.close();
