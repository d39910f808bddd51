/**
 * The WwwPolicy option in the Express host (server/host/www-policy.ts; docs/decisions/0056-www-policy.md):
 * a page asked on the other name is sent with a 301 to the one the option says, path and query
 * kept; a changed option counts from the next request (the options' memo tag tells the host).
 * The storefront is a one-route build made in the test (tests/support/fake-storefront.ts); the platform is the real one.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cms } from "#server/contract";
import { wwwTarget } from "#server/host/www-policy";
import { fakeStorefrontBuild, startFakeStorefront } from "../support/fake-storefront";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { backOfficeUser } from "./accounts-fixture";

let t: TestPlatform;
let host: Awaited<ReturnType<typeof startFakeStorefront>>;
let port: number;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  admin = (await backOfficeUser(t)).headers;
  host = await startFakeStorefront(t, fakeStorefrontBuild([{ id: "page", path: "*" }]));
  port = host.port;
});
afterAll(async () => {
  await host?.close();
  await t?.close();
});

/** A request with a Host header of our choice (fetch would not send one): status and Location. */
function ask(host: string, path: string, method = "GET") {
  return new Promise<{ status: number; location?: string; cacheControl?: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers: { host } }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          location: res.headers.location,
          cacheControl: res.headers["cache-control"],
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const setPolicy = (value: string) => t.call(cms.optionSave, { key: "WwwPolicy", value, language: null }, admin);

describe("WwwPolicy", () => {
  it("names the host a request belongs on", () => {
    expect(wwwTarget("www.shop.example.com", "non-www", null)).toBe("shop.example.com");
    expect(wwwTarget("shop.example.com", "non-www", null)).toBeNull();
    expect(wwwTarget("shop.example.com", "www", null)).toBe("www.shop.example.com");
    expect(wwwTarget("www.shop.example.com", "www", null)).toBeNull();
    // Never a loopback name, an address, a one-label name, "www.com" or PUBLIC_URL's host.
    for (const host of ["localhost", "127.0.0.1", "[::1]", "shop", "www.com"])
      expect(wwwTarget(host, "non-www", null), host).toBeNull();
    for (const host of ["localhost", "10.0.0.1", "shop", "app.localhost"])
      expect(wwwTarget(host, "www", null), host).toBeNull();
    expect(wwwTarget("www.shop.example.com", "non-www", "www.shop.example.com")).toBeNull();
    expect(wwwTarget("www.shop.example.com", null, null)).toBeNull();
  });

  it.skipIf(transport !== "in-process")(
    "sends a page on the other name to the option's with a 301, path and query kept, and follows a changed option",
    async () => {
      // The seed's policy: non-www.
      const moved = await ask(`www.shop.example.com:${port}`, "/hr/kosarica?a=1&b=2");
      expect(moved.status).toBe(301);
      expect(moved.location).toBe(`http://shop.example.com:${port}/hr/kosarica?a=1&b=2`);
      expect(moved.cacheControl).toBe("max-age=3600");
      expect((await ask(`shop.example.com:${port}`, "/")).status).toBe(200);
      // A form post, the API and the probes are not moved.
      expect((await ask(`www.shop.example.com:${port}`, "/cart", "POST")).status).not.toBe(301);
      expect((await ask(`www.shop.example.com:${port}`, "/api/v1/commons/languages")).status).not.toBe(301);
      expect((await ask(`www.shop.example.com:${port}`, "/livez")).status).toBe(200);

      await setPolicy("www");
      expect(await ask(`shop.example.com:${port}`, "/blog")).toMatchObject({
        status: 301,
        location: `http://www.shop.example.com:${port}/blog`,
      });
      expect((await ask(`www.shop.example.com:${port}`, "/blog")).status).toBe(200);

      await setPolicy("none");
      expect((await ask(`shop.example.com:${port}`, "/blog")).status).toBe(200);
      expect((await ask(`www.shop.example.com:${port}`, "/blog")).status).toBe(200);
      await setPolicy("non-www");
    },
  );
});
