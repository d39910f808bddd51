/**
 * MEDIA_S3_* (decision 0023): media go to an S3-compatible bucket only with the bucket, region and
 * key pair all set; some without the others stop the start with one line naming what is missing.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "#server/config";

const s3 = {
  MEDIA_S3_BUCKET: "shop-media",
  MEDIA_S3_REGION: "eu-central-1",
  MEDIA_S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  MEDIA_S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};

/** The ConfigError a configuration gives (null when accepted). */
function refusal(env: Record<string, string | undefined>): ConfigError | null {
  try {
    readConfig({ NODE_ENV: "test", ...env });
    return null;
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
}

describe("MEDIA_S3_*", () => {
  it("keeps media on the disk when none is set (blank counts as unset)", () => {
    expect(readConfig({ NODE_ENV: "test" }).mediaS3).toBeNull();
    expect(readConfig({ NODE_ENV: "test", MEDIA_S3_BUCKET: " ", MEDIA_S3_PREFIX: "" }).mediaS3).toBeNull();
  });

  it("uses the bucket when all are set: AWS S3 without an endpoint, the prefix as a folder", () => {
    expect(readConfig({ NODE_ENV: "test", ...s3 }).mediaS3).toEqual({
      bucket: "shop-media",
      region: "eu-central-1",
      endpoint: null,
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: s3.MEDIA_S3_SECRET_ACCESS_KEY,
      prefix: "",
    });
    const minio = readConfig({
      NODE_ENV: "test",
      ...s3,
      MEDIA_S3_ENDPOINT: "http://minio.internal:9000/",
      MEDIA_S3_PREFIX: "/shop-a/",
    }).mediaS3;
    expect(minio).toMatchObject({ endpoint: "http://minio.internal:9000", prefix: "shop-a/" });
    expect(readConfig({ NODE_ENV: "test", ...s3, MEDIA_S3_PREFIX: "shops/a" }).mediaS3?.prefix).toBe("shops/a/");
  });

  it.each(Object.keys(s3))("refuses the others without %s, in one line naming it", (missing) => {
    const error = refusal({ ...s3, [missing]: undefined });
    expect(error?.variables).toEqual([missing]);
    expect(error?.message).toMatch(new RegExp(`^${missing} is missing: media in S3 needs MEDIA_S3_BUCKET, `));
    expect(error?.message).not.toContain("\n");
  });

  it("refuses an endpoint or a prefix without the bucket, naming every missing variable", () => {
    expect(refusal({ MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000" })?.variables).toEqual(Object.keys(s3));
    expect(refusal({ MEDIA_S3_PREFIX: "shop-a" })?.variables).toEqual(Object.keys(s3));
  });

  it("refuses an endpoint that is not an http(s) URL", () => {
    expect(refusal({ ...s3, MEDIA_S3_ENDPOINT: "minio:9000" })?.variables).toEqual(["MEDIA_S3_ENDPOINT"]);
  });
});
