import expressStaticGzip from "express-static-gzip";
import type { RequestHandler } from "express";

/**
 * A build's hashed browser files: served for a year as immutable, each in the brotli or gzip copy
 * the build wrote beside it (scripts/precompress.ts) when the browser takes that encoding, with
 * `Vary: Accept-Encoding`; a file without copies goes through the host's compression as before.
 */
export function immutableAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  });
}
