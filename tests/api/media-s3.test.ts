/**
 * Media in S3-compatible object storage (issue 15 item 3, decision 0023): with MEDIA_S3_* the
 * platform keeps originals and sizes in a bucket instead of its disk, so several hosts share one
 * library. A local S3-compatible server (s3rver) stands in for the bucket; two platforms on the
 * same database and bucket, each with its own data folder, are the two hosts.
 */
process.env.PLATFORM_SECRET ??= "media-s3-test-platform-secret";

import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaS3Settings } from "#server/config";
import { cms, media, publishing, type MediaItem } from "#server/contract";
import { mediaSizes } from "#server/contract/media-sizes";
import { createPlatform, type Platform } from "#server/index";
import { setBackofficeUser } from "#server/modules/accounts";
import { s3Storage } from "#server/modules/media/s3";
import { diskStorage, readWhole, type MediaStorage } from "#server/modules/media/storage";
import { siteScope } from "#server/modules/scope";
import { DEMO_API_KEY, startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID, signedInUser } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

const BUCKET = "shop-media";
const PREFIX = "shop-a/";

let s3rver: S3rver;
let s3rverDir: string;
let bucket: S3Client;
let settings: MediaS3Settings;
/** Host A, with the test helpers. */
let a: TestPlatform;
/** Host B: the same database and bucket, its own (empty) data folder. */
let b: Platform;
let bDataDir: string;
let admin: Record<string, string>;
let accessToken: string;

beforeAll(async () => {
  s3rverDir = await mkdtemp(join(tmpdir(), "s3rver-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3rverDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  settings = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own pair: it checks signatures.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    prefix: PREFIX,
  };
  bucket = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint!,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  a = await startTestPlatform({ mediaS3: settings });
  bDataDir = await mkdtemp(join(tmpdir(), "storefront-host-b-"));
  b = await createPlatform({ databaseUrl: a.databaseUrl, dataDir: bDataDir, mediaS3: settings });
  const editor = await signedInUser(a);
  await setBackofficeUser(a.platform.services, await siteScope(a.platform.services, SITE_ID), editor.email, true);
  admin = editor.headers;
  accessToken = editor.tokens.accessToken;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  bucket?.destroy();
  await s3rver?.close();
  if (bDataDir) await rm(bDataDir, { recursive: true, force: true });
  if (s3rverDir) await rm(s3rverDir, { recursive: true, force: true });
});

let seq = 0;
/** A real image, different each time (its colour), made with sharp. */
async function image(name: string): Promise<File> {
  seq += 1;
  const buffer = await sharp({
    create: { width: 400 + seq, height: 300, channels: 3, background: { r: (seq * 53) % 256, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(buffer)], name, { type: "image/png" });
}
const files = (...list: File[]) => list.map((file) => ({ field: "file", file }));

/** The keys in the bucket under the shop's prefix and `under`, without the prefix, sorted. */
async function keys(under: string): Promise<string[]> {
  const found: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await bucket.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX + under, ContinuationToken }),
    );
    found.push(...(page.Contents ?? []).map((o) => o.Key!.slice(PREFIX.length)));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return found.sort();
}
const object = async (key: string) =>
  Buffer.from(
    await (await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: PREFIX + key }))).Body!.transformToByteArray(),
  );

/** Every size of an item in the formats an upload stores. */
const allSizes = (id: number) =>
  mediaSizes
    .flatMap((s) => ["avif", "jpeg", "webp"].map((f) => `variants/${id}/${s.key.replace(/\s+/g, "_")}.${f}`))
    .sort();

const get = (host: Platform, path: string, headers: Record<string, string> = {}) =>
  host.fetch(new Request(`http://localhost${path}`, { headers }));
const url = (item: Pick<MediaItem, "baseUrl" | "name">, size: string, ext: string) =>
  `${item.baseUrl}/${size}/${item.name}.${ext}`;

/** An upload through host B's own API, in process as its storefront would call it. */
async function uploadThroughB(file: File): Promise<MediaItem> {
  const answer = await b.call(
    media.upload,
    { files: files(file), customData: {} },
    { apiKey: DEMO_API_KEY, language: "en", accessToken },
  );
  if ("errored" in answer) throw new Error(answer.message);
  return answer.data.records[0]!;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe("media in an S3-compatible bucket", () => {
  it("keeps the demo seed's originals in the bucket and nothing on the disk", async () => {
    expect((await keys("originals/")).length).toBeGreaterThan(0);
    expect(await exists(join(a.dataDir, "media"))).toBe(false);
  });

  it("stores an upload's original and every size in AVIF, WebP and JPEG in the bucket", async () => {
    const file = await image("Harbour at dawn.png");
    const { records } = await a.call(media.upload, { files: files(file) }, admin);
    const item = records[0]!;
    const [row] = await a.platform.services.db
      .selectFrom("media")
      .select(["path", "hash"])
      .where("id", "=", item.id)
      .execute();
    expect(await keys(`variants/${item.id}/`)).toEqual(allSizes(item.id));
    expect(await keys(`originals/${row!.hash}`)).toEqual([`originals/${row!.path}`]);
    expect(await object(`originals/${row!.path}`)).toEqual(Buffer.from(await file.arrayBuffer()));
    const small = await sharp(await object(`variants/${item.id}/SmallSize.webp`)).metadata();
    expect([small.format, small.width]).toEqual(["webp", 320]);
    expect(small.height).toBeLessThanOrEqual(240);
    expect(await exists(join(a.dataDir, "media"))).toBe(false);
  });

  it("serves a size from the bucket with its type, immutable caching and an ETag (304 when it matches)", async () => {
    const { records } = await a.call(media.upload, { files: files(await image("Lighthouse.png")) }, admin);
    const item = records[0]!;
    for (const [ext, type, stored] of [
      ["webp", "image/webp", "webp"],
      ["avif", "image/avif", "avif"],
      ["jpg", "image/jpeg", "jpeg"],
    ] as const) {
      const res = await get(a.platform, url(item, "MediumSize", ext));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes).toEqual(await object(`variants/${item.id}/MediumSize.${stored}`));
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      const etag = res.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-f]+-3-/);
      const again = await get(a.platform, url(item, "MediumSize", ext), { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
  });

  it("lets two hosts serve what the other stored", async () => {
    const fromA = (await a.call(media.upload, { files: files(await image("From host A.png")) }, admin)).records[0]!;
    const fromB = await uploadThroughB(await image("From host B.png"));
    for (const [item, server] of [
      [fromA, b],
      [fromB, a.platform],
    ] as const) {
      const res = await get(server, url(item, "LargeSize", "webp"));
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(await object(`variants/${item.id}/LargeSize.webp`));
    }
    // Neither host wrote media to its own disk.
    expect(await exists(join(bDataDir, "media"))).toBe(false);
    expect(await exists(join(a.dataDir, "media"))).toBe(false);
  });

  it("makes a size not stored yet on first request, stores it, and the other host serves the stored copy", async () => {
    const [logo] = await a.call(cms.optionFilter, { keys: ["Logo"] });
    const item = logo!.media!;
    const key = `variants/${item.id}/SmallSize.png`;
    expect(await keys(key)).toEqual([]);
    const made = await get(b, url(item, "SmallSize", "png"));
    expect(made.status).toBe(200);
    const bytes = Buffer.from(await made.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("png");
    expect(await keys(key)).toEqual([key]);
    // Replace the stored copy: host A must now serve it, not make its own.
    const marker = await sharp({ create: { width: 7, height: 5, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: PREFIX + key, Body: marker }));
    const served = await get(a.platform, url(item, "SmallSize", "png"));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(marker);
  });

  it("answers 404 when the files are gone from the bucket (the page shows its placeholder)", async () => {
    const { records } = await a.call(media.upload, { files: files(await image("Vanishing.png")) }, admin);
    const item = records[0]!;
    const [row] = await a.platform.services.db.selectFrom("media").select("path").where("id", "=", item.id).execute();
    const removed = [...(await keys(`variants/${item.id}/`)), `originals/${row!.path}`];
    await bucket.send(
      new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: removed.map((k) => ({ Key: PREFIX + k })) } }),
    );
    expect(await keys(`variants/${item.id}/`)).toEqual([]);
    expect((await get(b, url(item, "SmallSize", "webp"))).status).toBe(404);
  });

  it("deletes the original and every size from the bucket; both hosts then answer 404", async () => {
    const fromB = await uploadThroughB(await image("Short-lived.png"));
    const [row] = await a.platform.services.db.selectFrom("media").select("path").where("id", "=", fromB.id).execute();
    expect((await get(a.platform, url(fromB, "ThumbnailSize", "jpg"))).status).toBe(200);
    // A PNG size too, made on request: it goes with the others.
    expect((await get(a.platform, url(fromB, "BoxSize", "png"))).status).toBe(200);
    expect(await keys(`variants/${fromB.id}/`)).toHaveLength(allSizes(fromB.id).length + 1);

    expect(await a.call(media.delete, { id: fromB.id }, admin)).toEqual({ deleted: true });
    expect(await keys(`variants/${fromB.id}/`)).toEqual([]);
    expect(await keys(`originals/${row!.path}`)).toEqual([]);
    for (const host of [a.platform, b]) expect((await get(host, url(fromB, "ThumbnailSize", "jpg"))).status).toBe(404);
  });

  it("refuses to delete a file a page uses (409) and keeps it in the bucket", async () => {
    const { records } = await a.call(media.upload, { files: files(await image("On a page.png")) }, admin);
    const item = records[0]!;
    const page = await a.call(
      publishing.postCreate,
      { title: "Harbour gallery", slug: `harbour-gallery-${Date.now()}`, languageCode: "en" },
      admin,
    );
    const opened = await a.call(publishing.postEdit, { id: page.id }, admin);
    await a.call(
      publishing.postUpdate,
      {
        id: page.id,
        version: opened.version,
        components: [{ id: "s1", type: "image", props: { mediaId: item.id } }],
      },
      admin,
    );
    const before = await keys(`variants/${item.id}/`);
    const error = await expectFailure(a.call(media.delete, { id: item.id }, admin), 409);
    expect(error.message).toContain("Harbour gallery");
    expect(await keys(`variants/${item.id}/`)).toEqual(before);
    expect(before).toEqual(allSizes(item.id));
    expect((await get(b, url(item, "MediumSize", "webp"))).status).toBe(200);
  });
});

describe("the storage interface", () => {
  const storages: [string, () => Promise<{ storage: MediaStorage; done: () => Promise<void> }>][] = [
    [
      "disk",
      async () => {
        const root = await mkdtemp(join(tmpdir(), "media-disk-"));
        return { storage: diskStorage(root), done: () => rm(root, { recursive: true, force: true }) };
      },
    ],
    [
      "s3",
      async () => {
        const storage = s3Storage({ ...settings, prefix: "contract/" });
        return { storage, done: async () => storage.close() };
      },
    ],
  ];

  it.each(storages)("%s: put, get as a stream with type and length, exists, delete", async (_, open) => {
    const { storage, done } = await open();
    try {
      const bytes = Buffer.from("%PDF-1.4 a small document");
      expect(await storage.get("originals/none.pdf")).toBeNull();
      expect(await storage.exists("originals/none.pdf")).toBe(false);
      await storage.put("originals/doc.pdf", bytes, "application/pdf");
      await storage.put("variants/9/SmallSize.webp", Buffer.from("webp"), "image/webp");
      expect(await storage.exists("originals/doc.pdf")).toBe(true);
      const found = (await storage.get("originals/doc.pdf"))!;
      expect([found.contentType, found.contentLength]).toEqual(["application/pdf", bytes.length]);
      expect(await readWhole(found)).toEqual(bytes);
      await storage.delete(["originals/doc.pdf", "variants/9/SmallSize.webp", "variants/9/LargeSize.avif"]);
      expect(await storage.exists("originals/doc.pdf")).toBe(false);
      expect(await storage.get("variants/9/SmallSize.webp")).toBeNull();
    } finally {
      await done();
    }
  });
});
