import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { cms, type Media } from "#server/contract";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";

let t: TestPlatform;
let logo: Media;
let hero: Media;

beforeAll(async () => {
  t = await startTestPlatform();
  const [option] = await t.call(cms.optionFilter, { keys: ["Logo"] });
  logo = option.media!;
  const { records } = await t.call(cms.postFilterStandard, { slugs: ["home-page"] });
  hero = records[0].media!;
});
afterAll(async () => {
  await t?.close();
});

describe("media variants", () => {
  it.each([
    ["webp", "image/webp", "webp"],
    ["avif", "image/avif", "heif"],
    ["jpg", "image/jpeg", "jpeg"],
  ])("serves SmallSize as .%s", async (ext, contentType, sharpFormat) => {
    const res = await t.platform.fetch(new Request(`http://localhost${hero.baseUrl}/SmallSize/${hero.name}.${ext}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(contentType);
    expect(res.headers.get("cache-control")).toMatch(/\bimmutable\b/);
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d{6,}/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.width).toBeGreaterThan(0);
    expect(meta.width).toBeLessThanOrEqual(320);
    expect(meta.height).toBeLessThanOrEqual(240);
  });

  it("serves the size whose name has a space, as pages write it (Full%20HDSize)", async () => {
    const res = await t.platform.fetch(new Request(`http://localhost${hero.baseUrl}/Full%20HDSize/${hero.name}.jpg`));
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(1920);
  });

  it("never enlarges past the original and keeps the aspect ratio", async () => {
    const res = await t.platform.fetch(new Request(`http://localhost${logo.baseUrl}/SmallSize/${logo.name}.png`));
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBeLessThanOrEqual(Math.min(320, logo.width));
    expect(Math.abs(meta.width! / meta.height! - logo.width / logo.height)).toBeLessThan(0.05);
  });

  it.each([
    ["an unknown size", () => `${hero.baseUrl}/HugeSize/${hero.name}.webp`],
    ["an unknown id", () => `/media/demo/99999/SmallSize/${hero.name}.webp`],
    ["a wrong apiKeyId", () => `/media/other/${hero.id}/SmallSize/${hero.name}.webp`],
    ["an unsupported extension", () => `${hero.baseUrl}/SmallSize/${hero.name}.gif`],
  ])("answers 404 for %s", async (_, path) => {
    const res = await t.request(path(), { headers: {} });
    expect(errorProblems(res, 404)).toEqual([]);
  });

  it("sends an ETag and its length, and answers 304 to a request that names the ETag", async () => {
    const path = `http://localhost${hero.baseUrl}/MediumSize/${hero.name}.webp`;
    const first = await t.platform.fetch(new Request(path));
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get("content-length")).toBe(String(bytes.length));
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{24}-3-webp"$/);
    const again = await t.platform.fetch(new Request(path, { headers: { "if-none-match": `W/${etag}, "other"` } }));
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toMatch(/\bimmutable\b/);
    expect(await again.text()).toBe("");
    const other = await t.platform.fetch(
      new Request(path.replace("MediumSize", "SmallSize"), { headers: { "if-none-match": etag! } }),
    );
    expect(other.status).toBe(200);
  });

  it("answers 404 when the original is gone from the disk (the page shows its placeholder)", async () => {
    const row = await t.platform.services.db
      .selectFrom("media")
      .selectAll()
      .where("id", "=", hero.id)
      .executeTakeFirstOrThrow();
    const original = join(t.dataDir, "media", "originals", row.path);
    const kept = await readFile(original);
    await rm(original);
    try {
      const res = await t.platform.fetch(new Request(`http://localhost${hero.baseUrl}/BoxSize/${hero.name}.png`));
      expect(res.status).toBe(404);
    } finally {
      await writeFile(original, kept);
    }
  });

  it("serves a second request from the disk cache", async () => {
    const url = `http://localhost${logo.baseUrl}/ThumbnailSize/${logo.name}.webp`;
    const first = await t.platform.fetch(new Request(url));
    expect(first.status).toBe(200);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const file = join(t.dataDir, "media", "variants", String(logo.id), "ThumbnailSize.webp");
    expect((await stat(file)).size).toBe(firstBytes.length);
    expect(await readFile(file)).toEqual(firstBytes);
    // Replace the cached file: the answer must now come from it, not from a fresh resize.
    const marker = await sharp({ create: { width: 7, height: 5, channels: 3, background: "#ff0000" } })
      .webp()
      .toBuffer();
    await writeFile(file, marker);
    const second = await t.platform.fetch(new Request(url));
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(marker);
  });
});
