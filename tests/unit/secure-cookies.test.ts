/**
 * Cookies are marked Secure whenever the site is served over HTTPS: when the request came over it,
 * and when the site's public address (PUBLIC_URL) is https, as behind a proxy that ends TLS and
 * forwards plain HTTP, where TRUST_PROXY may not be set (the request's scheme then reads http).
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { PUBLIC_URL: process.env.PUBLIC_URL, SESSION_SECRET: process.env.SESSION_SECRET };

async function cookiesWith(publicUrl: string | undefined) {
  vi.resetModules();
  if (publicUrl) process.env.PUBLIC_URL = publicUrl;
  else delete process.env.PUBLIC_URL;
  process.env.SESSION_SECRET ??= "secure-cookies-test-session-secret-0123456789";
  // A fresh module graph: the configuration is read again from these variables.
  return import("~/.server/cookies");
}

afterEach(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

describe("Secure cookies", () => {
  it("follow the request's scheme when the public address is not https", async () => {
    const { secureFor } = await cookiesWith("http://127.0.0.1:3000");
    expect(secureFor(new Request("http://127.0.0.1:3000/cart"))).toEqual({ secure: false });
    expect(secureFor(new Request("https://shop.example.com/cart"))).toEqual({ secure: true });
  });

  it("are Secure on every request of a site whose public address is https, a proxy's plain HTTP too", async () => {
    const { secureFor, signedCookie } = await cookiesWith("https://shop.example.com");
    const request = new Request("http://10.0.0.5:3000/cart");
    expect(secureFor(request)).toEqual({ secure: true });
    expect(await signedCookie("test").serialize("value", secureFor(request))).toMatch(/; Secure/);
  });
});
