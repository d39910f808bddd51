import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retainedAssets, retainRelease, type Retention } from "#server/host/assets-retention";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 1);

let root: string;
let retention: Retention;

/** A build's assets folder with these files (name: content). */
function build(release: string, files: Record<string, string>): string {
  const dir = join(root, "builds", release);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "assets-retention-"));
  retention = { dir: join(root, "store"), hours: 24 };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("retaining releases", () => {
  it("copies a release's assets, and again only what is missing", () => {
    const assets = build("a", { "root-A1.js": "a", "root-A1.css": "b" });
    retainRelease(assets, "a", retention, T0);
    retainRelease(assets, "a", retention, T0 + HOUR);
    expect(readdirSync(join(retention.dir, "a")).sort()).toEqual(["root-A1.css", "root-A1.js"]);
  });

  it("keeps a replaced release for the retention's hours after the next one started", () => {
    retainRelease(build("a", { "a.js": "a" }), "a", retention, T0);
    retainRelease(build("b", { "b.js": "b" }), "b", retention, T0 + 100 * HOUR);
    // Started long after a, but a was replaced only now.
    expect(readdirSync(retention.dir).sort()).toEqual(["a", "b"]);
    retainRelease(build("c", { "c.js": "c" }), "c", retention, T0 + 123 * HOUR);
    expect(readdirSync(retention.dir).sort()).toEqual(["a", "b", "c"]);
    // a was replaced 25 hours ago (by b), b 2 hours ago (by c).
    retainRelease(build("c", { "c.js": "c" }), "c", retention, T0 + 125 * HOUR);
    expect(readdirSync(retention.dir).sort()).toEqual(["b", "c"]);
  });

  it("makes a release started again (a rollback) the newest: what it replaced stays", () => {
    retainRelease(build("a", { "a.js": "a" }), "a", retention, T0);
    retainRelease(build("b", { "b.js": "b" }), "b", retention, T0 + HOUR);
    retainRelease(build("a", { "a.js": "a" }), "a", retention, T0 + 30 * HOUR);
    expect(readdirSync(retention.dir).sort()).toEqual(["a", "b"]);
    retainRelease(build("a", { "a.js": "a" }), "a", retention, T0 + 55 * HOUR);
    expect(readdirSync(retention.dir)).toEqual(["a"]);
  });
});

describe("serving retained assets", () => {
  it("answers for an earlier release's file with immutable headers, and lets others through", async () => {
    retainRelease(build("a", { "old-A1.js": "export const old = 1;" }), "a", retention, T0);
    retainRelease(build("b", { "new-B2.js": "export const now = 2;" }), "b", retention, T0 + HOUR);
    const app = express();
    app.use("/assets", retainedAssets("b", retention));
    app.use((_req, res) => void res.status(404).send("not retained"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((done) => server.once("listening", done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/`;
    try {
      const old = await fetch(base + "old-A1.js");
      expect(old.status).toBe(200);
      expect(old.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await old.text()).toBe("export const old = 1;");
      // The current release's files are the build's own to serve.
      expect((await fetch(base + "new-B2.js")).status).toBe(404);
      expect((await fetch(base + "missing-C3.js")).status).toBe(404);
      expect((await fetch(base + "..%2fa%2fold-A1.js")).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
