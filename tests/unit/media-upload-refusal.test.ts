/**
 * The media library's upload form (app/routes/admin/media.tsx) when the platform cannot serve just
 * now (503: its database out of reach): the form says so in the admin's language (the catalogue's
 * UNAVAILABLE, "try again in a moment") with the page's status 503, and keeps the chosen files
 * (with JavaScript), rather than "Something went wrong" with a 400 as if the files were at fault.
 */
import { describe, expect, it } from "vitest";
import { media, site, type HostContext, type PlatformTransport } from "#server/contract";
import { platformMessages } from "#server/contract/errors";

process.env.SESSION_SECRET ??= "unit-test-secret";
const { createLoadContext } = await import("~/.server/host");
const { createPlatformClient } = await import("~/.server/platform");
const { platformContext } = await import("~/.server/context");
const { tFor } = await import("~/.server/i18n");
const { uploadRefusal } = await import("~/.server/media-upload");

/** A platform that knows its one site and answers the upload with `answer`. */
function contextWithUpload(answer: unknown) {
  const platform: PlatformTransport = {
    call: async (endpoint) => {
      if (endpoint.path === site.domainDetect.path)
        return {
          data: {
            apiKeyToken: "own-key",
            apiKeyId: "own",
            siteID: 1,
            site: { name: "Own", url: "http://own.test" },
            subdomain: "x",
            externalURLs: { generatePdf: "" },
            stores: [{ storeID: 58, language: "en", loyalty: false }],
            cmsLanguages: [],
            extra: { mediaOptions: [], checkoutSettings: {}, currencyConfig: {} },
          },
        } as never;
      if (endpoint.path === media.upload.path) return answer as never;
      return { data: [] } as never;
    },
  };
  const context = createLoadContext({ platform, clientIp: "", refusal: null } as unknown as HostContext);
  context.set(platformContext, createPlatformClient(context, { locale: "en" }));
  return context;
}

/** What the upload form says when the platform answers the upload with `answer`. */
async function upload(answer: unknown) {
  const context = contextWithUpload(answer);
  const file = new File([new Uint8Array([1, 2, 3])], "photo.png", { type: "image/png" });
  const error = await context
    .get(platformContext)
    .call(media.upload, { files: [{ field: "files", file }] })
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );
  expect(error).not.toBeNull();
  return uploadRefusal(error);
}

describe("the media upload form, refused", () => {
  it("by a platform that cannot serve just now (503) says so at the form, with the page's status 503", async () => {
    const answered = await upload({
      errored: true,
      code: "UNAVAILABLE",
      message: platformMessages.unavailable,
      statusCode: 503,
    });
    expect(answered).toEqual({ status: 503, message: { key: "core.notifications.unavailable" } });
    expect(tFor("en")(answered.message.key)).toBe(
      "The service is temporarily unavailable. Please try again in a moment.",
    );
    expect(tFor("hr")(answered.message.key)).toMatch(/privremeno nedostupn/);
  });

  it("for its files says why, with status 400", async () => {
    const answered = await upload({
      errored: true,
      code: "MEDIA_NO_FILES",
      message: "Choose at least one file to upload.",
      statusCode: 400,
    });
    expect(answered).toEqual({ status: 400, message: { key: "editor.upload.errors.none" } });
  });
});
