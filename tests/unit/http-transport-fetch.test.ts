import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpTransport } from "#server/http/client";

/**
 * The split-mode transport's raw `fetch` (the storefront's e-product downloads, decision 0049),
 * against a real HTTP server standing in for a platform elsewhere: the path and signed query reach
 * it on its own origin, a file comes back as it is, and a redirect to the merchant's address is
 * handed back, not followed.
 */
let server: Server;
let origin: string;
const seen: Pick<IncomingMessage, "url" | "method">[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, method: req.method });
    if (req.url?.startsWith("/api/v1/order/download/7?")) {
      res.writeHead(200, { "content-type": "application/pdf", "content-disposition": 'attachment; filename="a.pdf"' });
      res.end("%PDF-1.4 file");
    } else if (req.url?.startsWith("/api/v1/order/download/8?")) {
      res.writeHead(302, { location: "https://courses.example.com/watch" });
      res.end();
    } else {
      res.writeHead(410, { "content-type": "application/json" });
      res.end(JSON.stringify({ errored: true, statusCode: 410 }));
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("the HTTP transport's fetch", () => {
  it("asks the platform's origin for the path and query, and answers the file as it is", async () => {
    const transport = createHttpTransport({ origin: `${origin}/` });
    const answer = await transport.fetch!(
      new Request("http://platform/api/v1/order/download/7?expires=1&signature=abc"),
    );
    expect(seen.at(-1)).toEqual({ url: "/api/v1/order/download/7?expires=1&signature=abc", method: "GET" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="a.pdf"');
    expect(await answer.text()).toBe("%PDF-1.4 file");
  });

  it("hands back a redirect without following it", async () => {
    const answer = await createHttpTransport({ origin }).fetch!(
      new Request("http://platform/api/v1/order/download/8?expires=1&signature=abc", { redirect: "manual" }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("https://courses.example.com/watch");
  });

  it("hands back a refusal's status", async () => {
    const answer = await createHttpTransport({ origin }).fetch!(
      new Request("http://platform/api/v1/order/download/9?expires=1&signature=abc"),
    );
    expect(answer.status).toBe(410);
  });
});
