/**
 * The site's own code on shopper pages (app/lib/site-code.ts, docs/decisions/0059-custom-code.md):
 * the policy widened by exactly what the analytics tags and the pasted code load, the pasted
 * scripts given the page's nonce; and the site password's gate (app/.server/site-password.ts).
 */
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/.server/csp";
import { sitePasswordRedirect } from "~/.server/site-password";
import { siteCodeOf, siteCodeSources } from "~/.server/site-code";
import type { CmsOption } from "#server/contract";
import { cspSourcesFor, originsInCode, withNonce } from "~/lib/site-code";

const directive = (policy: string, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1]?.split(" ") ?? null;

describe("the policy of a shopper page", () => {
  it("is unchanged without analytics or pasted code", () => {
    expect(contentSecurityPolicy("n", [], cspSourcesFor(null, ""))).toBe(contentSecurityPolicy("n", []));
  });

  it("allows Google's tag host for scripts and its collection hosts, and no more, while an id is set", () => {
    const policy = contentSecurityPolicy("n", [], cspSourcesFor({ ga: "G-AB12CD34", gtm: null }, ""));
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n'", "https://www.googletagmanager.com"]);
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "img-src")).toContain("https://*.googletagmanager.com");
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, "frame-src")).toBeNull();
  });

  it("allows Google's hosts only on a page rendered for a visitor who accepted cookies; pasted code's always", () => {
    const options = [
      { key: "GoogleAnalyticsId", value: "G-AB12CD34" },
      { key: "CustomHeader", value: '<script src="https://widget.example.com/w.js"></script>' },
    ] as CmsOption[];
    const request = new Request("https://shop.example.com/");
    for (const consent of [null, "rejected", "accepted"] as const) {
      const code = siteCodeOf(options, request, consent)!;
      // The browser gets the ids either way: it loads the tags once the visitor accepts.
      expect(code.analytics).toEqual({ ga: "G-AB12CD34", gtm: null });
      const policy = contentSecurityPolicy("n", [], siteCodeSources(code));
      expect(directive(policy, "script-src")).toContain("https://widget.example.com");
      if (consent === "accepted") {
        expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
        expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
      } else expect(policy).not.toMatch(/google/);
    }
  });

  it("allows the https origins pasted code names in src and href, and nothing it only mentions", () => {
    const code = `<script src="https://widget.example.com/w.js"></script>
      <link rel="stylesheet" href='https://CDN.example.net:8443/a.css'>
      <img src=https://pixel.example.org/p.gif>
      <script>fetch("https://elsewhere.example/x")</script>
      <a href="http://plain.example/">x</a>
      <script src="https://evil.example';script-src *"></script>`;
    expect(originsInCode(code)).toEqual([
      "https://widget.example.com",
      "https://cdn.example.net:8443",
      "https://pixel.example.org",
      "https://evil.example",
    ]);
    const policy = contentSecurityPolicy("n", [], cspSourcesFor(null, code));
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'nonce-n'",
      "https://widget.example.com",
      "https://cdn.example.net:8443",
      "https://pixel.example.org",
      "https://evil.example",
    ]);
    expect(directive(policy, "frame-src")).toContain("https://widget.example.com");
    expect(policy).not.toContain("elsewhere.example");
    expect(policy).not.toContain("script-src *");
  });

  it("gives the pasted scripts the page's nonce, and leaves one that has its own", () => {
    expect(withNonce(`<SCRIPT src="a.js"></SCRIPT><script>b()</script><script nonce="x">c()</script>`, "N")).toBe(
      `<script nonce="N" src="a.js"></SCRIPT><script nonce="N">b()</script><script nonce="x">c()</script>`,
    );
  });
});

describe("the site password's gate", () => {
  const at = (path: string, gate = true, passed = false) =>
    sitePasswordRedirect(new URL(path, "http://shop.example"), { gate, passed });

  it("sends a shopper's page to the password page of its language, with the page to come back to", () => {
    expect(at("/shop?page=2")).toBe("/site-password?redirectTo=%2Fshop%3Fpage%3D2");
    expect(at("/hr/")).toBe("/hr/site-password?redirectTo=%2Fhr%2F");
    expect(at("/blog.data?_routes=x")).toBe("/site-password?redirectTo=%2Fblog");
  });

  it("lets through the back office, its login, files, the platform, crawlers' files and the page itself", () => {
    for (const path of [
      "/admin",
      "/hr/admin/settings",
      "/adminLogin",
      "/hr/adminLogin",
      "/assets/x.js",
      "/api/v1/cms/option/filter",
      "/media/1/2/small/a.webp",
      "/_actions/cookie-consent",
      "/robots.txt",
      "/hr/sitemap.xml",
      "/site-password",
      "/hr/site-password",
    ])
      expect(at(path), path).toBeNull();
  });

  it("lets everyone through without a password, and whoever typed the current one", () => {
    expect(at("/shop", false)).toBeNull();
    expect(at("/shop", true, true)).toBeNull();
  });
});
