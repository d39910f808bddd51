/**
 * What a page costs the browser, gzipped (tests/bench/weight.ts).
 * Usage: node --import tsx scripts/page-weight.ts http://127.0.0.1:3000 / /cart ...
 */
import { kb, pageWeight } from "../tests/bench/weight";

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error("usage: page-weight.ts <base url> <path> [path ...]");
  process.exit(2);
}

for (const path of paths) {
  const page = await pageWeight(base, path);
  const namespaces = Object.entries(page.translations).map(([name, size]) => `${name} ${size}`);
  console.log(
    [
      path,
      `JS ${kb(page.script)} gzip (${page.files} files)`,
      `document ${page.document} B, ${page.documentGzip} B gzip`,
      `translations: ${namespaces.join(", ") || "none"}`,
    ].join("\t"),
  );
}
