/**
 * The storefront pages' CSP (app/.server/csp.ts) lets forms go to each configured payment
 * provider's page (server/modules/payments: the origin each provider's hand-over form posts to).
 */
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/.server/csp";
import { paymentFormOrigins, paymentProviders } from "#server/modules/payments";

const formAction = (policy: string) => /(?:^|; )form-action ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];

describe("the pages' form-action", () => {
  const config = { publicUrl: "https://shop.example.com" };
  const policy = contentSecurityPolicy("nonce-value", paymentFormOrigins(config));

  it("names each payment provider's form origin besides the page's own, and nothing else", () => {
    const providers = Object.values(paymentProviders);
    expect(providers.length).toBeGreaterThan(0);
    for (const provider of providers) expect(formAction(policy)).toContain(provider.formOrigin(config));
    expect(formAction(policy)).toEqual(["'self'", ...new Set(providers.map((p) => p.formOrigin(config)))]);
    expect(policy).not.toMatch(/form-action[^;]*\*/);
  });

  it("has the sandbox's form go to PUBLIC_URL's origin", () => {
    expect(paymentProviders.sandbox.formOrigin(config)).toBe("https://shop.example.com");
    expect(paymentFormOrigins({ publicUrl: "http://localhost:3000" })).toEqual(["http://localhost:3000"]);
  });

  it("keeps the other directives", () => {
    expect(policy).toContain("script-src 'self' 'nonce-nonce-value'");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy("n", [])).toContain("form-action 'self';");
  });
});
