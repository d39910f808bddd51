/**
 * `npm run seed:large -- --products 100000 [--seed 1] [--chunk 2000]`
 *
 * Opens the platform on DATA_DIR / DATABASE_URL (migrating and seeding the demo site when the
 * database is empty) and adds a large generated catalog on top. Running it again appends the
 * next N products.
 */
import { getConfig } from "#server/config";
import { createPlatform } from "#server/index";
import { isPostgresUrl } from "#server/db";
import { seedLargeCatalog } from "#server/seed/large";

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  return undefined;
}

function positiveInt(name: string, fallback: number): number {
  const raw = option(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive integer (got ${raw})`);
    console.error("usage: seed-large.ts [--products N] [--seed S] [--chunk C]");
    process.exit(2);
  }
  return value;
}

const products = positiveInt("products", 100_000);
const seed = positiveInt("seed", 1);
const chunkSize = positiveInt("chunk", 2000);

const { dataDir, databaseUrl } = getConfig();
const where = isPostgresUrl(databaseUrl)
  ? `PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}`
  : databaseUrl;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const started = performance.now();
console.log(`Opening ${where}`);
const platform = await createPlatform({ databaseUrl, dataDir });
console.log(`Platform ready (migrations and demo seed) in ${seconds(performance.now() - started)}`);

try {
  let lastPrinted = 0;
  const result = await seedLargeCatalog(platform.services, {
    products,
    seed,
    chunkSize,
    onProgress: ({ done, total, variants, elapsedMs }) => {
      if (done < total && elapsedMs - lastPrinted < 2000) return;
      lastPrinted = elapsedMs;
      const rate = Math.round(done / (elapsedMs / 1000));
      console.log(
        `  ${done.toLocaleString("en")}/${total.toLocaleString("en")} products (${Math.round((done / total) * 100)} %), ${variants.toLocaleString("en")} variants, ${seconds(elapsedMs)}, ${rate.toLocaleString("en")}/s`,
      );
    },
  });
  const db = platform.services.db;
  const count = async (table: "products" | "product_translations" | "product_attribute_values" | "categories") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  console.log(
    `Added ${result.products.toLocaleString("en")} products (${result.firstSku} .. ${result.lastSku}) and ${result.variants.toLocaleString("en")} variants ` +
      `in ${result.categories} categories in ${seconds(result.elapsedMs)}`,
  );
  console.log(
    `Now in the database: ${(await count("products")).toLocaleString("en")} products, ${(await count("product_translations")).toLocaleString("en")} translations, ` +
      `${(await count("product_attribute_values")).toLocaleString("en")} attribute values, ${await count("categories")} categories`,
  );
  console.log(`Total time ${seconds(performance.now() - started)}`);
} finally {
  await platform.close();
}
