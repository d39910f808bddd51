/**
 * Where media files live (decision 0023): the local disk under DATA_DIR/media by default, or an
 * S3-compatible bucket when MEDIA_S3_* is set, so that several hosts share one library. Keys are
 * relative paths such as `originals/{hash}.{ext}` and `variants/{id}/{size}.{format}`; the disk
 * keeps the same layout as folders.
 */
import { mkdir, open, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import type { MediaS3Settings } from "#server/config";
import { contentTypeOf, type MediaStorage, type StoredObject } from "./types";

export type { MediaStorage, StoredObject } from "./types";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/** The files under `root` (DATA_DIR/media). */
export function diskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => join(root, ...key.split("/"));
  return {
    kind: "disk",
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside, then renamed: a concurrent reader never gets a half-written file.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      let handle;
      try {
        handle = await open(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const { size } = await handle.stat();
      const stream = handle.createReadStream();
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        contentType: contentTypeOf(key),
        contentLength: size,
      };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
      // A variant folder left empty goes too; one that still holds files stays.
      const folders = new Set(keys.map((key) => dirname(pathOf(key))).filter((folder) => folder !== root));
      await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    close() {},
  };
}

/**
 * The storage the configuration asks for: S3 when MEDIA_S3_* is set (the SDK is loaded only
 * then), else the disk under `dataDir/media`.
 */
export async function openMediaStorage(dataDir: string, s3: MediaS3Settings | null): Promise<MediaStorage> {
  if (!s3) return diskStorage(join(dataDir, "media"));
  const { s3Storage } = await import("./s3");
  return s3Storage(s3);
}

/** A whole file as one buffer (sharp's input). */
export async function readWhole(object: StoredObject): Promise<Buffer> {
  return Buffer.from(await new Response(object.body).arrayBuffer());
}
