import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { loopbackRedirect } from "../../server/host/loopback";

/** server/host/loopback.ts: a page on another loopback name goes to PUBLIC_URL's (decision 0052). */
function answer(publicUrl: string, method: string, url: string, host: string): string {
  const middleware = loopbackRedirect(publicUrl)!;
  let result = "next";
  const req = { method, path: url.split("?")[0], originalUrl: url, protocol: "http", get: () => host };
  const res = { redirect: (status: number, to: string) => (result = `${status} ${to}`) };
  middleware(req as unknown as Request, res as unknown as Response, () => undefined);
  return result;
}

describe("loopbackRedirect", () => {
  it("sends a page on another loopback name to PUBLIC_URL's, keeping path and query", () => {
    expect(answer("http://localhost:3000", "GET", "/cart?a=1", "127.0.0.1:3000")).toBe(
      "308 http://localhost:3000/cart?a=1",
    );
    expect(answer("http://127.0.0.1:3000", "GET", "/hr/kosarica", "localhost:3000")).toBe(
      "308 http://127.0.0.1:3000/hr/kosarica",
    );
    expect(answer("http://localhost:3000", "HEAD", "/", "[::1]:3000")).toBe("308 http://localhost:3000/");
  });

  it("leaves PUBLIC_URL's own name, other ports and hosts, posts and the API alone", () => {
    for (const [method, url, host] of [
      ["GET", "/cart", "localhost:3000"],
      ["GET", "/cart", "127.0.0.1:3001"],
      ["GET", "/cart", "shop.example.com"],
      ["POST", "/cart", "127.0.0.1:3000"],
      ["GET", "/api/v1/cart", "127.0.0.1:3000"],
      ["GET", "/media/a.jpg", "127.0.0.1:3000"],
    ])
      expect(answer("http://localhost:3000", method!, url!, host!), `${method} ${host}${url}`).toBe("next");
  });

  it("does nothing when PUBLIC_URL is not on this machine", () => {
    expect(loopbackRedirect("https://shop.example.com")).toBeNull();
  });
});
