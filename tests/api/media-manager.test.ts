/**
 * The media manager (issue 15 item 3): back-office users upload images (at most 20 at once, each
 * checked by its content), list and search them, set their alt text, and delete those nothing uses;
 * a file a page uses is refused with the page named. Nobody else may do any of it.
 */
process.env.PLATFORM_SECRET ??= "media-manager-test-platform-secret";

import { access, readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog, cms, media, publishing } from "#server/contract";
import { mediaMessages as m } from "#server/contract/media";
import { mediaSizes } from "#server/contract/media-sizes";
import { ALT_TEXT_MAX_LENGTH, textLimitMessages } from "#server/contract/text-limits";
import { setBackofficeUser } from "#server/modules/accounts";
import { siteScope } from "#server/modules/scope";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID, signedInUser } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  const editor = await signedInUser(t);
  await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), editor.email, true);
  admin = editor.headers;
  customer = (await signedInUser(t)).headers;
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A real image, different each time (its colour), made with sharp. */
async function image(name: string, format: "png" | "jpeg" = "png"): Promise<File> {
  seq += 1;
  const buffer = await sharp({
    create: { width: 64 + seq, height: 48, channels: 3, background: { r: (seq * 37) % 256, g: 90, b: 140 } },
  })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(buffer)], name, { type: `image/${format}` });
}
const files = (...list: File[]) => list.map((file) => ({ field: "file", file }));
const mediaCount = async () =>
  Number(
    (
      await t.platform.services.db
        .selectFrom("media")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe("upload", () => {
  it("stores real images with their sizes and answers them", async () => {
    const { records } = await t.call(
      media.upload,
      { files: files(await image("Sunset Beach.png"), await image("harbour.jpg", "jpeg")) },
      admin,
    );
    expect(records.map((r) => [r.title, r.mime, r.extension, r.name])).toEqual([
      ["Sunset Beach", "image/png", "png", "sunset-beach"],
      ["harbour", "image/jpeg", "jpg", "harbour"],
    ]);
    expect(records[0]).toMatchObject({ alt: "", width: 65, height: 48 });
    const res = await t.platform.fetch(
      new Request(`http://localhost${records[0]!.baseUrl}/ThumbnailSize/${records[0]!.name}.webp`),
    );
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(50);
    // Every size in AVIF, WebP and JPEG is on the disk already, and the original.
    const sizes = await readdir(join(t.dataDir, "media", "variants", String(records[1]!.id)));
    expect(sizes).toHaveLength(mediaSizes.length * 3);
    expect(sizes).toContain("Full_HDSize.avif");
    const [row] = await t.platform.services.db
      .selectFrom("media")
      .select("path")
      .where("id", "=", records[1]!.id)
      .execute();
    expect(await exists(join(t.dataDir, "media", "originals", row!.path))).toBe(true);
  });

  it("refuses a file whose content is not an image, whatever its name, and stores nothing of the batch", async () => {
    const before = await mediaCount();
    const disguised = new File([new TextEncoder().encode("just some text, not a picture")], "photo.png", {
      type: "image/png",
    });
    const notes = new File([new TextEncoder().encode("more text")], "notes.png", { type: "image/png" });
    const error = await expectFailure(
      t.call(media.upload, { files: files(await image("good.png"), disguised, notes) }, admin),
      400,
      `${m.imageRefused} Refused: photo.png, notes.png.`,
    );
    // Named as data too, for the back office to say which files in its own language.
    expect(error.body).toMatchObject({ code: "MEDIA_TYPE_REFUSED", details: { refused: ["photo.png", "notes.png"] } });
    expect(await mediaCount()).toBe(before);
  });

  it("refuses 21 files at once, and takes 20", async () => {
    const before = await mediaCount();
    const many = await Promise.all(Array.from({ length: 21 }, (_, i) => image(`batch-${i}.png`)));
    await expectFailure(t.call(media.upload, { files: files(...many) }, admin), 400, m.tooManyFiles);
    expect(await mediaCount()).toBe(before);
    const { records } = await t.call(media.upload, { files: files(...many.slice(0, 20)) }, admin);
    expect(records).toHaveLength(20);
    // Twenty images, each in 21 sizes and formats: slow on a busy machine.
  }, 90_000);

  it("refuses an upload without files", async () => {
    await expectFailure(t.call(media.upload, { files: [] }, admin), 400, m.noFiles);
  });
});

describe("list and search", () => {
  it("lists newest first with pages, and searches by title or file name", async () => {
    await t.call(media.upload, { files: files(await image("Zebra-Crossing.png")) }, admin);
    const first = await t.call(media.filterStandard, { limit: 5 }, admin);
    expect(first.records).toHaveLength(5);
    expect(first.records[0]!.title).toBe("Zebra-Crossing");
    expect(first.totalPages).toBe(Math.ceil(first.totalRecords / 5));
    const second = await t.call(media.filterStandard, { limit: 5, page: 2 }, admin);
    expect(second.records.map((r) => r.id)).not.toContain(first.records[0]!.id);
    const found = await t.call(media.filterStandard, { search: "zebra" }, admin);
    expect(found.records.map((r) => r.title)).toEqual(["Zebra-Crossing"]);
    expect(found.totalRecords).toBe(1);
    const byName = await t.call(media.filterStandard, { search: "harbour.jpg" }, admin);
    expect(byName.records.map((r) => r.originalName)).toEqual(["harbour.jpg"]);
    expect((await t.call(media.filterStandard, { search: "100%_" }, admin)).records).toEqual([]);
    await expectFailure(t.call(media.filterStandard, { limit: 101 }, admin), 400);
  });

  it("finds a title with accented letters in any letter case", async () => {
    await t.call(media.upload, { files: files(await image("Čajna-Kuhinja-Šibenik.png")) }, admin);
    for (const search of ["čajna-kuhinja-šibenik", "ČAJNA", "kuhinja-šib"]) {
      const { records } = await t.call(media.filterStandard, { search }, admin);
      expect(records.map((r) => r.title)).toContain("Čajna-Kuhinja-Šibenik");
    }
  });

  it("lists only images for a picture's picker, not the documents section's files", async () => {
    const all = await t.call(media.filterStandard, { search: "price-list.csv" }, admin);
    expect(all.records.map((r) => r.mime)).toEqual(["text/csv"]);
    const images = await t.call(media.filterStandard, { search: "price-list.csv", imagesOnly: true }, admin);
    expect(images).toMatchObject({ records: [], totalRecords: 0 });
    const pictures = await t.call(media.filterStandard, { imagesOnly: true, limit: 100 }, admin);
    expect(pictures.records.length).toBeGreaterThan(0);
    expect(pictures.records.every((r) => r.mime.startsWith("image/"))).toBe(true);
  });
});

describe("update", () => {
  it("sets the title, description and each language's alt text", async () => {
    const { records } = await t.call(media.upload, { files: files(await image("plain.png")) }, admin);
    const id = records[0]!.id;
    const updated = await t.call(
      media.update,
      { id, title: "Plain square", description: "A test image", alts: { en: "A blue rectangle" } },
      admin,
    );
    expect(updated).toMatchObject({
      id,
      title: "Plain square",
      description: "A test image",
      alt: "A blue rectangle",
      alts: { en: "A blue rectangle" },
    });
    const croatian = await t.call(media.update, { id, alts: { hr: "Plavi pravokutnik" } }, admin);
    expect(croatian).toMatchObject({
      title: "Plain square",
      alts: { en: "A blue rectangle", hr: "Plavi pravokutnik" },
    });
    const cleared = await t.call(media.update, { id, alts: { en: "", hr: "Plavo" } }, admin);
    expect(cleared.alts).toEqual({ hr: "Plavo" });
    await expectFailure(t.call(media.update, { id: 2_000_000_000, alts: { en: "x" } }, admin), 404, m.mediaNotFound);
    // The catalogue's message and code, as for a section's alt text (server/contract/text-limits.ts).
    const tooLong = await expectFailure(
      t.call(media.update, { id, alts: { hr: "x".repeat(ALT_TEXT_MAX_LENGTH + 1) } }, admin),
      400,
      textLimitMessages.altTooLong,
    );
    expect((tooLong.body as { code?: string }).code).toBe("ALT_TEXT_TOO_LONG");
    expect(
      (await t.call(media.update, { id, alts: { hr: "x".repeat(ALT_TEXT_MAX_LENGTH) } }, admin)).alts.hr,
    ).toHaveLength(ALT_TEXT_MAX_LENGTH);
  });

  it("refuses a title of nothing but spaces, which left the file nameless in the library", async () => {
    const { records } = await t.call(media.upload, { files: files(await image("plain.png")) }, admin);
    const id = records[0]!.id;
    await expectFailure(t.call(media.update, { id, title: "   ", alts: { en: "Blue" } }, admin), 400);
    const { records: listed } = await t.call(media.filterStandard, { search: "plain.png", limit: 100 }, admin);
    expect(listed.find((item) => item.id === id)).toMatchObject({ title: records[0]!.title, alt: "", alts: {} });
  });
});

describe("alt text on pages", () => {
  it("reaches the page and the product that show the image, in the page's language", async () => {
    const db = t.platform.services.db;
    const home = await db
      .selectFrom("posts")
      .select("media_id")
      .where("slug", "=", "home-page")
      .executeTakeFirstOrThrow();
    await t.call(media.update, { id: home.media_id!, alts: { en: "Shoppers in the harbour at dusk" } }, admin);
    const { records } = await t.call(cms.postFilterStandard, { slugs: ["home-page"] }, { language: "en" });
    expect(records[0]!.media).toMatchObject({ id: home.media_id, alt: "Shoppers in the harbour at dusk" });

    const shown = await db
      .selectFrom("product_media")
      .innerJoin("product_translations as pt", "pt.product_id", "product_media.product_id")
      .innerJoin("products", "products.id", "product_media.product_id")
      .select(["pt.slug", "product_media.media_id", "products.id"])
      .where("pt.language_code", "=", "en")
      .where("products.parent_id", "is", null)
      .orderBy("product_media.product_id")
      .executeTakeFirstOrThrow();
    const galleryAlt = async (language: "en" | "hr") => {
      const slug = await db
        .selectFrom("product_translations")
        .select("slug")
        .where("product_id", "=", shown.id)
        .where("language_code", "=", language)
        .executeTakeFirstOrThrow();
      const product = await t.call(catalog.productGet, { slug: slug.slug }, { language });
      expect(product.gallery.every((m) => typeof m.alt === "string")).toBe(true);
      return product.gallery.find((m) => m.id === shown.media_id)?.alt;
    };
    await t.call(media.update, { id: shown.media_id, alts: { en: "The jacket seen from the side" } }, admin);
    expect(await galleryAlt("en")).toBe("The jacket seen from the side");
    // Without a Croatian text, the default language's tells more than none.
    expect(await galleryAlt("hr")).toBe("The jacket seen from the side");
    await t.call(media.update, { id: shown.media_id, alts: { hr: "Jakna sa strane" } }, admin);
    expect(await galleryAlt("hr")).toBe("Jakna sa strane");
    expect(await galleryAlt("en")).toBe("The jacket seen from the side");
  });
});

describe("alt text read from what is kept in memory", () => {
  it("is the new one on the next call: a category's picture and the logo", async () => {
    const db = t.platform.services.db;
    const category = await db
      .selectFrom("categories")
      .select(["id", "media_id"])
      .where("media_id", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const categoryAlt = async () =>
      (await t.call(catalog.categoryGet, { id: category.id }, { language: "en" })).image?.alt;
    const logo = await db
      .selectFrom("cms_options")
      .select("media_id")
      .where("key", "=", "Logo")
      .where("media_id", "is not", null)
      .executeTakeFirstOrThrow();
    const logoAlt = async () =>
      (await t.call(cms.optionFilter, { keys: ["Logo"] }, { language: "hr" })).find((o) => o.key === "Logo")?.media
        ?.alt;
    // Read once, so that both are kept.
    await categoryAlt();
    await logoAlt();
    await t.call(media.update, { id: category.media_id!, alts: { en: "Folded scarves" } }, admin);
    await t.call(media.update, { id: logo.media_id!, alts: { hr: "Demo Shop, naslovnica" } }, admin);
    expect(await categoryAlt()).toBe("Folded scarves");
    expect(await logoAlt()).toBe("Demo Shop, naslovnica");
  });
});

describe("delete", () => {
  it("is refused while a page uses the file, naming the page, and allowed once it does not", async () => {
    const { records } = await t.call(media.upload, { files: files(await image("used.png")) }, admin);
    const item = records[0]!;
    const page = await t.call(
      publishing.postCreate,
      { title: "Gallery of the harbour", slug: `gallery-${Date.now()}`, languageCode: "en" },
      admin,
    );
    const opened = await t.call(publishing.postEdit, { id: page.id }, admin);
    const withImage = await t.call(
      publishing.postUpdate,
      {
        id: page.id,
        version: opened.version,
        components: [{ id: "s1", type: "image", props: { nested: { mediaId: item.id } } }],
      },
      admin,
    );
    const error = await expectFailure(t.call(media.delete, { id: item.id }, admin), 409);
    expect(error.message).toBe(`${m.mediaInUse} Used by: Gallery of the harbour.`);
    expect(error.body).toMatchObject({ code: "MEDIA_IN_USE" });
    expect((error.body as { details?: unknown }).details).toEqual({
      usedBy: [{ kind: "page", title: "Gallery of the harbour", id: page.id }],
    });
    expect((await t.call(media.filterStandard, { search: "used" }, admin)).records.map((r) => r.id)).toContain(item.id);

    await t.call(publishing.postUpdate, { id: page.id, version: withImage.version, components: [] }, admin);
    const thumb = `http://localhost${item.baseUrl}/ThumbnailSize/${item.name}.png`;
    expect((await t.platform.fetch(new Request(thumb))).status).toBe(200);
    expect(await t.call(media.delete, { id: item.id }, admin)).toEqual({ deleted: true });
    expect((await t.platform.fetch(new Request(thumb))).status).toBe(404);
    expect(await exists(join(t.dataDir, "media", "variants", String(item.id)))).toBe(false);
    await expectFailure(t.call(media.delete, { id: item.id }, admin), 404, m.mediaNotFound);
  });

  it("is refused while a page's rich text shows it or links to it, or a product's description does", async () => {
    // Found in review: a picture in a text, or a download's file linked in a post, could be deleted, leaving a hole.
    const { records } = await t.call(media.upload, { files: files(await image("in-text.png")) }, admin);
    const item = records[0]!;
    const page = await t.call(
      publishing.postCreate,
      { title: "Text with a picture", slug: `in-text-${Date.now()}`, languageCode: "en" },
      admin,
    );
    const opened = await t.call(publishing.postEdit, { id: page.id }, admin);
    const html = `<p><img src="${item.baseUrl}/SmallSize/${item.name}.webp" alt="Harbour"></p>`;
    await t.call(
      publishing.postUpdate,
      { id: page.id, version: opened.version, components: [{ id: "t1", type: "richText", props: { html } }] },
      admin,
    );
    const error = await expectFailure(t.call(media.delete, { id: item.id }, admin), 409);
    expect((error.body as { details?: unknown }).details).toEqual({
      usedBy: [{ kind: "page", title: "Text with a picture", id: page.id }],
    });

    // The demo's download posts link their PDFs in their bodies; a product's description may too.
    const file = await t.platform.services.db
      .selectFrom("media")
      .select("id")
      .where("original_name", "=", "size-chart.pdf")
      .executeTakeFirstOrThrow();
    const download = await expectFailure(t.call(media.delete, { id: file.id }, admin), 409);
    expect(download.message).toContain("Size chart for clothing and shoes");
    const product = await t.platform.services.db
      .selectFrom("product_translations")
      .select(["product_id", "name", "description"])
      .where("language_code", "=", "en")
      .executeTakeFirstOrThrow();
    await t.platform.services.db
      .updateTable("product_translations")
      .set({
        description: `${product.description}<p><img src="${item.baseUrl}/LargeSize/${item.name}.webp" alt=""></p>`,
      })
      .where("product_id", "=", product.product_id)
      .where("language_code", "=", "en")
      .execute();
    const both = await expectFailure(t.call(media.delete, { id: item.id }, admin), 409);
    expect((both.body as { details: { usedBy: unknown[] } }).details.usedBy).toContainEqual({
      kind: "product",
      title: product.name,
      id: product.product_id,
    });
    await t.platform.services.db
      .updateTable("product_translations")
      .set({ description: product.description })
      .where("product_id", "=", product.product_id)
      .where("language_code", "=", "en")
      .execute();
  });

  it("is refused for a demo image the home page and the logo use", async () => {
    const used = await t.platform.services.db
      .selectFrom("posts")
      .select(["title", "media_id"])
      .where("slug", "=", "home-page")
      .where("media_id", "is not", null)
      .executeTakeFirstOrThrow();
    const error = await expectFailure(t.call(media.delete, { id: used.media_id! }, admin), 409);
    expect(error.message).toContain(used.title);
  });

  it("keeps the original file while another item holds the same content", async () => {
    const same = await image("twin.png");
    const { records } = await t.call(media.upload, { files: files(same, same) }, admin);
    await t.call(media.delete, { id: records[0]!.id }, admin);
    expect(await readdir(join(t.dataDir, "media", "originals"))).not.toEqual([]);
    const res = await t.platform.fetch(
      new Request(`http://localhost${records[1]!.baseUrl}/SmallSize/${records[1]!.name}.webp`),
    );
    expect(res.status).toBe(200);
  });
});

describe("who may", () => {
  it("refuses visitors (401) and customers (403), with nothing changed", async () => {
    const { records } = await t.call(media.upload, { files: files(await image("mine.png")) }, admin);
    const id = records[0]!.id;
    const before = await mediaCount();
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
    ] as const) {
      await expectFailure(t.call(media.upload, { files: files(await image("intruder.png")) }, headers), status);
      await expectFailure(t.call(media.filterStandard, {}, headers), status);
      await expectFailure(t.call(media.update, { id, alts: { en: "hacked" } }, headers), status);
      await expectFailure(t.call(media.delete, { id }, headers), status);
    }
    expect(await mediaCount()).toBe(before);
    const [item] = (await t.call(media.filterStandard, { search: "mine" }, admin)).records;
    expect(item).toMatchObject({ id, alt: "", alts: {} });
  });
});
