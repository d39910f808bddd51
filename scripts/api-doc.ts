/** Writes docs/api.md from the platform contract: `node --import tsx scripts/api-doc.ts`.
 * tests/unit/api-doc.test.ts fails when the file is out of date. */
import { writeFileSync } from "node:fs";
import { apiDoc } from "./api-doc-text";

writeFileSync(new URL("../docs/api.md", import.meta.url), apiDoc());
