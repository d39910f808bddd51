/**
 * The developer menu (spec section 1; app/.server/dev-*.ts): the repository's Markdown rendered and
 * sanitized, only listed documents readable, the domain cookie and the section tool honoured only
 * outside production, no menu data in production, and the chosen domain deciding the site (and API
 * key) of the storefront's platform calls.
 */
import { describe, expect, it } from "vitest";
import { cms, site, type CallContext, type HostContext, type PlatformTransport } from "#server/contract";

process.env.SESSION_SECRET ??= "unit-test-secret";
const { changelogHtml, docHtml, listDocs, renderMarkdown } = await import("~/.server/dev-docs");
const { devDomainContext, devDomainCookie, devDomainOf } = await import("~/.server/dev-domain");
const { CORE_VERSION, devMenuData, devSectionsCookie, sectionToolOn } = await import("~/.server/dev-menu");
const { createLoadContext } = await import("~/.server/host");
const { createPlatformClient } = await import("~/.server/platform");

/** A request carrying the cookie that `serialize` wrote. */
async function withCookie(header: Promise<string>): Promise<Request> {
  const pair = (await header).split(";")[0]!;
  return new Request("http://localhost/", { headers: { Cookie: pair } });
}

describe("the repository's Markdown", () => {
  it("is rendered as HTML without scripts, handlers or unsafe links", () => {
    const html = renderMarkdown(
      [
        "# Title",
        "",
        "Some *text* and [a link](https://example.com) and [bad](javascript:alert(1)).",
        "",
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        '<a href="https://example.com" onclick="alert(1)" style="color:red">styled</a>',
        "",
        "| a | b |",
        "| - | - |",
        "| 1 | 2 |",
      ].join("\n"),
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<em>text</em>");
    expect(html).toContain('<a href="https://example.com">a link</a>');
    expect(html).toContain("<table>");
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=|<img/i);
  });

  it("renders CHANGELOG.md as the release notes", async () => {
    const html = await changelogHtml();
    expect(html).toContain("<h1>Changelog</h1>");
    expect(html).toContain("Unreleased");
  });

  it("lists docs/*.md and docs/decisions/*.md, each with its first heading", async () => {
    const docs = await listDocs();
    expect(docs).toContainEqual({ name: "architecture", title: "Architecture" });
    expect(docs.some((d) => d.name.startsWith("decisions/"))).toBe(true);
  });

  it("serves only listed documents, with links between them turned into the docs route's", async () => {
    const doc = await docHtml("architecture", "/_dev/docs");
    expect(doc?.title).toBe("Architecture");
    expect(doc?.html).toMatch(/href="\/_dev\/docs\/decisions\/0008-[^"]+"/);
    for (const name of ["../package", "../README", "decisions/../../CHANGELOG", "nope", "/etc/passwd", ""])
      expect(await docHtml(name, "/_dev/docs"), name).toBeNull();
  });
});

describe("the domain cookie and the section tool", () => {
  const domain = "http://shop.example.test:3000";

  it("are honoured outside production", async () => {
    expect(await devDomainOf(await withCookie(devDomainCookie.serialize(domain)), false)).toBe(domain);
    expect(await sectionToolOn(await withCookie(devSectionsCookie.serialize(true)), false)).toBe(true);
  });

  it("are never read in production", async () => {
    expect(await devDomainOf(await withCookie(devDomainCookie.serialize(domain)), true)).toBeNull();
    expect(await sectionToolOn(await withCookie(devSectionsCookie.serialize(true)), true)).toBe(false);
  });

  it("ignore anything but a signed http(s) origin", async () => {
    expect(await devDomainOf(await withCookie(devDomainCookie.serialize("javascript:alert(1)")), false)).toBeNull();
    expect(await devDomainOf(await withCookie(devDomainCookie.serialize(`${domain}/path`)), false)).toBeNull();
    const forged = new Request("http://localhost/", {
      headers: { Cookie: `dev-domain=${btoa(JSON.stringify(domain))}` },
    });
    expect(await devDomainOf(forged, false)).toBeNull();
  });
});

/** A platform that answers domainDetect (one site per url) and records every call's context. */
function fakePlatform({ backOffice = false } = {}) {
  const calls: { path: string; input: unknown; context: CallContext }[] = [];
  const platform: PlatformTransport = {
    call: async (endpoint, input, context) => {
      calls.push({ path: endpoint.path, input, context });
      if (endpoint.path === site.domainDetect.path) {
        const other = (input as { url?: string }).url === "http://other.test";
        const data = {
          apiKeyToken: other ? "other-key" : "own-key",
          apiKeyId: other ? "other" : "own",
          siteID: other ? 2 : 1,
          site: { name: other ? "Other" : "Own", url: other ? "http://other.test" : "http://own.test" },
          subdomain: "x",
          externalURLs: { generatePdf: "" },
          stores: [{ storeID: other ? 70 : 58, language: "en", loyalty: false }],
          cmsLanguages: [],
          extra: { mediaOptions: [], checkoutSettings: {}, currencyConfig: {} },
        };
        return { data } as never;
      }
      if (endpoint.path === site.domainAllSites.path)
        return backOffice
          ? ({
              data: {
                records: [
                  {
                    id: 1,
                    name: "Own",
                    url: "http://own.test",
                    domains: [{ name: "Mirror", url: "http://mirror.test" }],
                  },
                  {
                    id: 2,
                    name: "Other",
                    url: "http://other.test",
                    domains: [{ name: "Other HR", url: "http://other.hr" }],
                  },
                ],
              },
            } as never)
          : ({ errored: true, code: "UNAUTHORIZED", message: "Unauthorized", statusCode: 401 } as never);
      if (endpoint.path === site.domainFilter.path)
        return {
          data: { records: [{ name: "Mirror", url: "http://mirror.test" }], totalRecords: 1, totalPages: 1 },
        } as never;
      return { data: [] } as never;
    },
  };
  const host = { platform, clientIp: "", refusal: null } as unknown as HostContext;
  return { calls, context: createLoadContext(host) };
}

describe("the storefront's platform client", () => {
  it("calls as the storefront's own site without a chosen domain", async () => {
    const { calls, context } = fakePlatform();
    await createPlatformClient(context, { locale: "en" }).call(cms.optionFilter, {});
    const call = calls.find((c) => c.path === cms.optionFilter.path)!;
    expect(call.context).toMatchObject({ siteId: 1, storeId: 58 });
    expect(calls.find((c) => c.path === site.domainDetect.path)?.input).toEqual({});
  });

  it("calls as the chosen domain's site, with that site's API key, outside production", async () => {
    const { calls, context } = fakePlatform();
    context.set(devDomainContext, "http://other.test");
    await createPlatformClient(context, { locale: "en" }).call(cms.optionFilter, {});
    expect(calls.find((c) => c.path === site.domainDetect.path)?.input).toEqual({ url: "http://other.test" });
    const call = calls.find((c) => c.path === cms.optionFilter.path)!;
    expect(call.context).toMatchObject({ apiKey: "other-key", siteId: 2, storeId: 70 });
  });
});

describe("the developer menu's data", () => {
  it("is absent in production", async () => {
    const { calls, context } = fakePlatform();
    expect(await devMenuData(new Request("http://localhost/"), context, true)).toBeNull();
    expect(calls).toEqual([]);
  });

  it("outside production: versions, the site and its domains, the section tool", async () => {
    const { context } = fakePlatform();
    const { platformContext } = await import("~/.server/context");
    context.set(platformContext, createPlatformClient(context, { locale: "en" }));
    const data = await devMenuData(new Request("http://localhost/"), context, false);
    expect(data).toMatchObject({
      core: CORE_VERSION,
      site: "Own",
      domain: null,
      sections: false,
      domains: [
        { name: "Own", url: "http://own.test" },
        { name: "Mirror", url: "http://mirror.test" },
      ],
    });
    expect(CORE_VERSION).toBe("1.12.191");
    expect(data?.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("offers a back-office user every site's domains, the current site first", async () => {
    const { context } = fakePlatform({ backOffice: true });
    const { platformContext } = await import("~/.server/context");
    context.set(platformContext, createPlatformClient(context, { locale: "en" }));
    const data = await devMenuData(new Request("http://localhost/"), context, false);
    expect(data?.domains).toEqual([
      { name: "Own", url: "http://own.test" },
      { name: "Mirror", url: "http://mirror.test" },
      { name: "Other", url: "http://other.test" },
      { name: "Other HR", url: "http://other.hr" },
    ]);
  });
});
