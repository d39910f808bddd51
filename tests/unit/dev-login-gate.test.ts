/**
 * Spec section 1: in development mode a visitor is sent to /adminLogin. The gate's decision: who is
 * sent where, and what stays reachable.
 */
import { describe, expect, it } from "vitest";
import { devLoginRedirect } from "~/.server/dev-login-gate";

const visitor = { gate: true, isBackoffice: false };
const at = (path: string, who = visitor) => devLoginRedirect(new URL(path, "http://localhost:3000"), who);

describe("the development login gate", () => {
  it("sends a visitor asking for a storefront page to the login of its language, with the page to come back to", () => {
    expect(at("/")).toBe("/adminLogin?redirectTo=%2F");
    expect(at("/cart")).toBe("/adminLogin?redirectTo=%2Fcart");
    expect(at("/shop/lamps?sort=price&page=2")).toBe(
      "/adminLogin?redirectTo=%2Fshop%2Flamps%3Fsort%3Dprice%26page%3D2",
    );
    expect(at("/hr")).toBe("/hr/adminLogin?redirectTo=%2Fhr");
    expect(at("/hr/kosarica")).toBe("/hr/adminLogin?redirectTo=%2Fhr%2Fkosarica");
  });

  it("judges a data request as its page", () => {
    expect(at("/cart.data")).toBe("/adminLogin?redirectTo=%2Fcart");
    expect(at("/_root.data?_routes=root")).toBe("/adminLogin?redirectTo=%2F");
    expect(at("/adminLogin.data")).toBeNull();
  });

  it("keeps no unsafe return path", () => {
    expect(at("/product/some.thing")).toBe("/adminLogin");
  });

  it("lets the login, the back office, files, the platform, the storefront's calls and crawlers' files through", () => {
    for (const path of [
      "/adminLogin",
      "/hr/adminLogin",
      "/admin",
      "/hr/admin/media",
      "/assets/entry.client-abc.js",
      "/api/v1/commons/languages",
      "/media/demo/1/ThumbnailSize/logo.webp",
      "/_actions/cookie-consent",
      "/_locales/hr/common.json",
      "/_dev/settings",
      "/robots.txt",
      "/sitemap.xml",
      "/hr/sitemap.xml",
      "/favicon.ico",
    ])
      expect(at(path), path).toBeNull();
  });

  it("lets a back-office user through, and everyone outside development or with the gate turned off", () => {
    expect(at("/cart", { gate: true, isBackoffice: true })).toBeNull();
    expect(at("/cart", { gate: false, isBackoffice: false })).toBeNull();
  });
});
