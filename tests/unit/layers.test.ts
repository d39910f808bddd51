import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importsOf, layerViolations, ruleBroken } from "../../scripts/layers";

describe("layers", () => {
  it("keeps the storefront on the platform's contract and the database layer below the domain", () => {
    expect(layerViolations(resolve(import.meta.dirname, "../.."))).toEqual([]);
  });

  it("keeps the platform free of import cycles", () => {
    expect(importCycles(resolve(import.meta.dirname, "../.."))).toEqual([]);
  });

  it("reads every kind of import and names what breaks a rule", () => {
    const source = `import type { A } from "../../server/contract";\nimport {\n  b,\n} from "#server/index";\nexport * from "./x";\nimport "./side-effect";\nconst later = await import("../server/db");`;
    expect(importsOf(source)).toEqual([
      "../../server/contract",
      "#server/index",
      "./x",
      "./side-effect",
      "../server/db",
    ]);
    expect(ruleBroken("app/.server/platform.ts", "server/index")).toMatch(/storefront/);
    expect(ruleBroken("app/routes/x.tsx", "server/http/node")).toMatch(/storefront/);
    expect(ruleBroken("app/routes/x.tsx", "server/contract/urls")).toBeNull();
    expect(ruleBroken("app/root.tsx", "server/log")).toBeNull();
    expect(ruleBroken("app/.server/config.ts", "server/config")).toBeNull();
    expect(ruleBroken("server/db/index.ts", "server/modules/catalog")).toMatch(/database/);
    expect(ruleBroken("server/seed/demo.ts", "server/modules/catalog")).toBeNull();
  });
});
