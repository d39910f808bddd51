import type { Hono } from "hono";
import { checkoutMessages } from "#server/contract/checkout";
import { errorBody } from "#server/contract/errors";
import { openDownload } from "#server/modules/deliveries";
import type { PlatformEnv } from "../mount";

/** The path of an e-product's download (its query: expires, signature). */
export const DOWNLOAD_ROUTE = "/api/v1/order/download/:id";

/**
 * GET /api/v1/order/download/{id}?expires=&signature=: an e-product's file, for the holder of the
 * address the order page signed (decision 0047). A forged or altered address is 403, one whose hour
 * is over 410 (decision 0049); the
 * file streams from the media storage (a private document, not under /media), or the browser is sent
 * on to the merchant's address.
 */
export function mountDeliveries(app: Hono<PlatformEnv>): void {
  app.get(DOWNLOAD_ROUTE, async (c) => {
    const id = c.req.param("id");
    const expires = Number(c.req.query("expires"));
    const signature = c.req.query("signature") ?? "";
    const download = /^\d{1,9}$/.test(id)
      ? await openDownload(c.get("services"), { id: Number(id), expires, signature })
      : { refused: 403 as const };
    if ("refused" in download)
      return c.json(errorBody(checkoutMessages.downloadInvalid, download.refused), download.refused, PRIVATE);
    if ("url" in download) return c.redirect(download.url, 302);
    return c.body(download.file.body, 200, {
      ...PRIVATE,
      "Content-Type": download.mime,
      "Content-Length": String(download.file.length),
      "Content-Disposition": `attachment; filename="${download.name}"`,
    });
  });
}

/** A buyer's file: no shared cache keeps it. */
const PRIVATE = { "Cache-Control": "private, no-store" };
