import type { Hono } from "hono";
import { findSiteByApiKeyId } from "#server/modules/site";
import { imageFormats, imageVariant, isMediaSize, mediaFile, type ImageFormat } from "#server/modules/media";
import { media as contract } from "#server/contract";
import { deleteMedia, filterMedia, updateMedia, uploadMedia } from "#server/modules/media/library";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

/** GET /media/{apiKeyId}/{id}/{size}/{name}.{ext} (spec section 3). The name is for people and
 * search engines; the id decides. An image never changes under its id, so it is cached for a year. */
export function mountMedia(app: Hono<PlatformEnv>): void {
  // The media manager (issue 15): back office only.
  mount(app, contract.upload, async (input, s) => {
    requireBackoffice(s);
    return { records: await uploadMedia(s.services, s, input) };
  });
  mount(app, contract.filterStandard, (input, s) => {
    requireBackoffice(s);
    return filterMedia(s.services, s, input);
  });
  mount(app, contract.update, (input, s) => {
    requireBackoffice(s);
    return updateMedia(s.services, s, input);
  });
  mount(app, contract.delete, async (input, s) => {
    requireBackoffice(s);
    await deleteMedia(s.services, s, input.id);
    return { deleted: true as const };
  });
  // A document as uploaded (documents' download links); it never changes under its id either.
  app.get("/media/:apiKeyId/:id/file/:file", async (c) => {
    const { apiKeyId, id, file } = c.req.param();
    const dot = file.lastIndexOf(".");
    const ext = dot > 0 ? file.slice(dot + 1).toLowerCase() : "";
    const services = c.get("services");
    const site = await findSiteByApiKeyId(services, apiKeyId);
    if (!site || !/^\d{1,9}$/.test(id)) return c.notFound();
    const found = await mediaFile(services, site, Number(id), ext);
    if (!found) return c.notFound();
    return c.body(new Uint8Array(found.buffer), 200, {
      "Content-Type": found.mime,
      "Content-Disposition": `attachment; filename="${found.name}"`,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
  app.get("/media/:apiKeyId/:id/:size/:file", async (c) => {
    const { apiKeyId, id, size, file } = c.req.param();
    const dot = file.lastIndexOf(".");
    const ext = dot > 0 ? file.slice(dot + 1).toLowerCase() : "";
    const services = c.get("services");
    const site = await findSiteByApiKeyId(services, apiKeyId);
    if (!site || !/^\d{1,9}$/.test(id) || !isMediaSize(size) || !(ext in imageFormats)) return c.notFound();
    const buffer = await imageVariant(services, site, Number(id), size, ext as ImageFormat);
    if (!buffer) return c.notFound();
    return c.body(new Uint8Array(buffer), 200, {
      "Content-Type": imageFormats[ext as ImageFormat],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
