/**
 * The cart session cookie remembers each value it has checked (app/.server/cart/session.ts): what it
 * reads must stay what the signed cookie alone reads, a tampered value absent whatever was read before.
 */
import { createCookie, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cartSession } from "~/.server/cart/session";
import { config } from "~/.server/config";

const signed = createCookie("cart", { secrets: config.sessionSecrets });

async function read(header: string | null) {
  const context = new RouterContextProvider();
  const headers: Record<string, string> = header === null ? {} : { cookie: header };
  cartSession.open(context, new Request("http://localhost/cart", { headers }));
  return cartSession.read(context);
}

describe("the cart session cookie", () => {
  it("reads a signed session, again and among other cookies, and nothing without one", async () => {
    expect(signed.isSigned).toBe(true);
    const value = (await signed.serialize({ cartId: 7, protectCode: "abcdefgh12345678" })).split(";")[0];
    expect(await read(value)).toEqual({ cartId: 7, protectCode: "abcdefgh12345678" });
    expect(await read(`locale=x; ${value}; other=1`)).toEqual({ cartId: 7, protectCode: "abcdefgh12345678" });
    expect(await read("xcart=1; locale=x")).toBeNull();
    expect(await read(null)).toBeNull();
  });

  it("reads a tampered value as absent, before and after its genuine value was read", async () => {
    const value = (await signed.serialize({ cartId: 8, protectCode: "abcdefgh12345678" })).split(";")[0];
    const forged = value.slice(0, -2) + (value.endsWith("A") ? "BB" : "AA");
    expect(await read(forged)).toBeNull();
    expect(await read(value)).toEqual({ cartId: 8, protectCode: "abcdefgh12345678" });
    expect(await read(forged)).toBeNull();
    const unsigned = `cart=${encodeURIComponent(btoa(JSON.stringify({ cartId: 8, protectCode: "abcdefgh12345678" })))}`;
    expect(await read(unsigned)).toBeNull();
  });
});
