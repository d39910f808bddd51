/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 ...; s3rver in the tests), for hosts
 * that share one library. Loaded only when MEDIA_S3_* is set.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { MediaS3Settings } from "#server/config";
import type { MediaStorage } from "./types";

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

export function s3Storage(settings: MediaS3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    // Bucket in the path, not the host name: what MinIO and most self-hosted servers expect.
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Newer SDKs add CRC checksums to every call; many S3-compatible servers refuse them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => settings.prefix + key;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: answer.ContentType ?? "application/octet-stream",
          contentLength: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((key) => ({ Key: keyOf(key) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = answer.Errors?.filter((e) => e.Code !== "NoSuchKey") ?? [];
        if (failed.length)
          throw new Error(`S3 could not delete ${failed.map((e) => `${e.Key}: ${e.Code}`).join(", ")}`);
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
