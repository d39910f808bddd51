import type { Context, Hono } from "hono";
import { checkoutMessages } from "#server/contract/checkout";
import { errorBody } from "#server/contract/errors";
import { formMessages } from "#server/contract/forms";
import { openDownload } from "#server/modules/deliveries";
import { openFormFile } from "#server/modules/forms";
import type { PlatformEnv } from "../mount";

/** The path of an e-product's download (its query: expires, signature). */
export const DOWNLOAD_ROUTE = "/api/v1/order/download/:id";
/** The path of a file sent with a form, for the back office (its query: expires, signature). */
export const FORM_FILE_ROUTE = "/api/v1/form/file/:id";

/** A private document: no shared cache keeps it. */
const PRIVATE = { "Cache-Control": "private, no-store" };

/** `attachment` with the file's name: ASCII for old clients, the whole name in UTF-8 (RFC 6266) for the rest. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The signed address's id and query, as the module checks them. */
const signedInput = (c: Context<PlatformEnv>) => {
  const id = c.req.param("id") ?? "";
  return {
    id: /^\d{1,9}$/.test(id) ? Number(id) : null,
    expires: Number(c.req.query("expires")),
    signature: c.req.query("signature") ?? "",
  };
};

/**
 * Files behind addresses the platform signs (signed-links.ts), outside the contract (their answer is
 * a file): GET /api/v1/order/download/{id} an e-product's file for the holder of the address the
 * order page signed (decision 0047; a forged or altered address is 403, one whose hour is over 410,
 * decision 0049), streamed from the media storage or sent on to the merchant's address; GET
 * /api/v1/form/file/{id} a file a visitor sent with a form, for the back office's list of submissions.
 */
export function mountDeliveries(app: Hono<PlatformEnv>): void {
  app.get(DOWNLOAD_ROUTE, async (c) => {
    const { id, ...signed } = signedInput(c);
    const download = id === null ? { refused: 403 as const } : await openDownload(c.get("services"), { id, ...signed });
    if ("refused" in download)
      return c.json(errorBody(checkoutMessages.downloadInvalid, download.refused), download.refused, PRIVATE);
    if ("url" in download) return c.redirect(download.url, 302);
    return c.body(download.file.body, 200, {
      ...PRIVATE,
      "Content-Type": download.mime,
      "Content-Length": String(download.file.length),
      "Content-Disposition": attachment(download.name),
    });
  });
  app.get(FORM_FILE_ROUTE, async (c) => {
    const { id, ...signed } = signedInput(c);
    const file = id === null ? { refused: 403 as const } : await openFormFile(c.get("services"), { id, ...signed });
    if ("refused" in file) {
      const message = file.refused === 404 ? formMessages.submissionNotFound : checkoutMessages.downloadInvalid;
      return c.json(errorBody(message, file.refused), file.refused, PRIVATE);
    }
    return c.body(file.body, 200, {
      ...PRIVATE,
      // Never shown in the site's origin as a page: a visitor's file is only ever downloaded.
      "Content-Type": file.mime,
      "Content-Length": String(file.body.length),
      "Content-Disposition": attachment(file.name),
      "X-Content-Type-Options": "nosniff",
    });
  });
}
