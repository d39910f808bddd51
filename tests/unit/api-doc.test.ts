import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiDoc } from "../../scripts/api-doc-text";

describe("docs/api.md", () => {
  it("lists every endpoint of the contract (regenerate with node --import tsx scripts/api-doc.ts)", () => {
    expect(readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8")).toBe(apiDoc());
  });
});
