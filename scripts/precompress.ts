/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text file of a
 * build's `client/assets` (`npm run build` runs it; the argument names another build directory),
 * which the host serves as they are (server/host/app.ts). Compressing on every request cost the
 * end-to-end suite's servers about a tenth of their CPU (a new browser context fetches every chunk
 * again), and quality 11 makes smaller files than the per-request quality 3 could afford.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assets = join(process.argv[2] ?? "build", "client", "assets");
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
let raw = 0;
let brotli = 0;
for (const name of readdirSync(assets).filter((file) => TEXT.test(file))) {
  const body = readFileSync(join(assets, name));
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  // A tiny file can grow: then it is served as it is.
  if (br.length < body.length) writeFileSync(join(assets, `${name}.br`), br);
  if (gz.length < body.length) writeFileSync(join(assets, `${name}.gz`), gz);
  raw += body.length;
  brotli += br.length;
}
console.log(`precompressed ${assets}: ${(raw / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB in brotli`);
