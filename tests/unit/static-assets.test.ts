import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { immutableAssets } from "#server/host/static-assets";

const SOURCE = "export const answer = 42;\n".repeat(40);
let dir: string;
let base: string;
let close: () => void;

/** The raw answer: no client decoding, this Accept-Encoding. */
function fetchRaw(path: string, acceptEncoding?: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    get(base + path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", fail);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "static-assets-"));
  writeFileSync(join(dir, "entry-A1.js"), SOURCE);
  writeFileSync(join(dir, "entry-A1.js.br"), brotliCompressSync(SOURCE));
  writeFileSync(join(dir, "entry-A1.js.gz"), gzipSync(SOURCE));
  writeFileSync(join(dir, "plain-B2.css"), "a{}");
  const app = express();
  app.use("/assets", immutableAssets(dir));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a build's assets", () => {
  it("are served in the build's brotli copy to a browser that takes brotli, immutable", async () => {
    const { headers, body } = await fetchRaw("entry-A1.js", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(body.equals(brotliCompressSync(SOURCE))).toBe(true);
  });

  it("in the gzip copy to one that takes only gzip, and as they are to one that takes neither", async () => {
    const gzip = await fetchRaw("entry-A1.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(gzipSync(SOURCE))).toBe(true);
    const plain = await fetchRaw("entry-A1.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SOURCE);
  });

  it("a file without copies is served as it is, and a missing one falls through", async () => {
    const css = await fetchRaw("plain-B2.css", "br");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.body.toString()).toBe("a{}");
    expect((await fetchRaw("missing-C3.js", "br")).headers["content-encoding"]).toBeUndefined();
  });
});
