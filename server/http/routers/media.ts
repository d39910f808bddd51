import type { Hono } from "hono";
import { findSiteByApiKeyId } from "#server/modules/site";
import {
  findDocument,
  findImage,
  imageFormats,
  isMediaSize,
  mediaName,
  openOriginal,
  openVariant,
  originalTag,
  variantTag,
  type ImageFormat,
} from "#server/modules/media";
import { media as contract } from "#server/contract";
import { deleteMedia, filterMedia, updateMedia, uploadMedia } from "#server/modules/media/library";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

/** GET /media/{apiKeyId}/{id}/{size}/{name}.{ext} (spec section 3). The name is for people and
 * search engines; the id decides. An image never changes under its id, so it is cached for a year;
 * its ETag lets a client ask again cheaply (304). The bytes stream from the media storage. */
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
    const services = c.get("services");
    const site = await findSiteByApiKeyId(services, apiKeyId);
    if (!site || !/^\d{1,9}$/.test(id)) return c.notFound();
    const row = await findDocument(services, site, Number(id), extensionOf(file));
    if (!row) return c.notFound();
    const headers = {
      ...FOREVER,
      ETag: originalTag(row),
      "Content-Type": row.mime,
      "Content-Disposition": `attachment; filename="${mediaName(row.original_name)}.${row.extension}"`,
    };
    if (matches(c.req.header("if-none-match"), headers.ETag)) return c.body(null, 304, headers);
    const found = await openOriginal(services, row);
    if (!found) return c.notFound();
    return c.body(found.body, 200, { ...headers, "Content-Length": String(found.length) });
  });
  app.get("/media/:apiKeyId/:id/:size/:file", async (c) => {
    const { apiKeyId, id, size, file } = c.req.param();
    const ext = extensionOf(file);
    const services = c.get("services");
    const site = await findSiteByApiKeyId(services, apiKeyId);
    if (!site || !/^\d{1,9}$/.test(id) || !isMediaSize(size) || !(ext in imageFormats)) return c.notFound();
    const format = ext as ImageFormat;
    const row = await findImage(services, site, Number(id));
    if (!row) return c.notFound();
    const headers = { ...FOREVER, ETag: variantTag(row, size, format), "Content-Type": imageFormats[format] };
    if (matches(c.req.header("if-none-match"), headers.ETag)) return c.body(null, 304, headers);
    // A missing file answers 404: the page's <Picture> shows its placeholder instead.
    const found = await openVariant(services, row, size, format);
    if (!found) return c.notFound();
    return c.body(found.body, 200, { ...headers, "Content-Length": String(found.length) });
  });
}

/** A file under its id never changes: caches may keep it for a year without asking again. */
const FOREVER = {
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
} as const;

const extensionOf = (file: string) => {
  const dot = file.lastIndexOf(".");
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : "";
};

/** Whether an If-None-Match header names the tag (or `*`); weak tags count, as RFC 9110 says for GET. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === tag || t === "*");
}
