import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { cms, type NavigationLink, type Post } from "#server/contract";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";
import { demoBlogFacts } from "#server/seed/blog";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const lang = (language: "en" | "hr") => ({ language });

function flatten(nodes: NavigationLink[]): NavigationLink[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

async function pages(language: "en" | "hr"): Promise<Post[]> {
  return (await t.call(cms.postFilterStandard, {}, lang(language))).records;
}

async function pageBySlug(language: "en" | "hr", slug: string): Promise<Post> {
  const { records } = await t.call(cms.postFilterStandard, { slugs: [slug] }, lang(language));
  expect(records).toHaveLength(1);
  return records[0];
}

describe("navigation", () => {
  it("answers the main menu in each language with different names", async () => {
    const [en, hr] = await Promise.all([
      t.call(cms.navigationTree, { id: "main" }, lang("en")),
      t.call(cms.navigationTree, { id: "main" }, lang("hr")),
    ]);
    expect(en.id).toBe("main");
    expect(en.children.length).toBeGreaterThan(0);
    expect(hr.children.length).toBe(en.children.length);
    expect(en.children[0].name).toBe("Home");
    expect(hr.children[0].name).toBe("Početna");
    const enNames = flatten(en.children).map((n) => n.name);
    const hrNames = flatten(hr.children).map((n) => n.name);
    expect(hrNames.filter((n) => enNames.includes(n)).length).toBeLessThan(hrNames.length / 2);
  });

  it("gives Croatian internal links /hr paths and English ones unprefixed paths", async () => {
    const [en, hr] = await Promise.all([
      t.call(cms.navigationTree, { id: "main" }, lang("en")),
      t.call(cms.navigationTree, { id: "main" }, lang("hr")),
    ]);
    const hrInternal = flatten(hr.children).filter((n) => !n.externalLink);
    expect(hrInternal.length).toBeGreaterThan(5);
    for (const node of hrInternal) expect(node.formattedPath).toMatch(/^\/hr(\/|$)/);
    for (const node of flatten(en.children).filter((n) => !n.externalLink)) {
      expect(node.formattedPath).toMatch(/^\/(?!hr(\/|$))/);
    }
    expect(en.children[0].formattedPath).toBe("/");
    expect(hr.children[0].formattedPath).toBe("/hr/");
  });

  it("has a main-menu node with more than 8 children", async () => {
    const main = await t.call(cms.navigationTree, { id: "main" }, lang("en"));
    const wide = flatten(main.children).find((n) => n.children.length > 8);
    expect(wide?.name).toBe("Resources");
  });

  it("marks external links as external, opening in a new tab", async () => {
    const main = await t.call(cms.navigationTree, { id: "main" }, lang("hr"));
    const all = flatten(main.children);
    const external = all.filter((n) => n.link.type === "external");
    expect(external.length).toBeGreaterThan(0);
    for (const node of external) {
      expect(node.externalLink).toBe(true);
      expect(node.target).toBe("_blank");
      expect(node.formattedPath).toMatch(/^https:\/\//);
      expect(node.rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
    for (const node of all.filter((n) => n.link.type !== "external")) {
      expect(node.externalLink).toBe(false);
      expect(node.target).toBe("");
    }
  });

  it.each(["footer1", "footer2", "footer3", "footer4"] as const)("answers %s in both languages", async (id) => {
    const [en, hr] = await Promise.all([
      t.call(cms.navigationTree, { id }, lang("en")),
      t.call(cms.navigationTree, { id }, lang("hr")),
    ]);
    expect(en.id).toBe(id);
    expect(en.children.length).toBeGreaterThan(0);
    expect(hr.children.length).toBeGreaterThan(0);
    expect(hr.children.map((n) => n.name)).not.toEqual(en.children.map((n) => n.name));
  });
});

describe("static elements", () => {
  const handlers = ["header-section", "footer-section", "cookie-section"];

  it.each(["en", "hr"] as const)("answers the requested handlers in %s", async (language) => {
    const elements = await t.call(cms.elementGetByHandlers, { handlers }, lang(language));
    expect(elements.map((e) => e.handler)).toEqual(handlers);
    for (const e of elements) expect(e.language_code).toBe(language);
    const footer = elements.find((e) => e.handler === "footer-section")!;
    expect(footer.options.columnTitles).toHaveLength(4);
    expect(elements.find((e) => e.handler === "header-section")!.options.ctaLabel).toBe("vodiMe");
  });

  it("answers the cookie text in the request's language", async () => {
    const [[en], [hr]] = await Promise.all([
      t.call(cms.elementGetByHandlers, { handlers: ["cookie-section"] }, lang("en")),
      t.call(cms.elementGetByHandlers, { handlers: ["cookie-section"] }, lang("hr")),
    ]);
    expect(typeof en.options.text).toBe("string");
    expect(hr.options.text).not.toBe(en.options.text);
    expect(hr.options.text).toMatch(/kolačić/);
    expect(hr.options.acceptLabel).toBe("Prihvaćam");
    expect(en.options.acceptLabel).toBe("Accept");
  });

  it("answers an empty list for handlers that do not exist", async () => {
    expect(await t.call(cms.elementGetByHandlers, { handlers: ["no-such-section", "another-missing"] })).toEqual([]);
  });

  it("rejects an empty handler list", async () => {
    const res = await t.request("/api/v1/cms/element/getByHandlers", { body: { handlers: [] } });
    expect(errorProblems(res, 400, /\bhandlers\b/)).toEqual([]);
  });
});

describe("options", () => {
  it("answers CopyrightText per language", async () => {
    const [en, hr] = await Promise.all([
      t.call(cms.optionFilter, { keys: ["CopyrightText"] }, lang("en")),
      t.call(cms.optionFilter, { keys: ["CopyrightText"] }, lang("hr")),
    ]);
    expect(en).toHaveLength(1);
    expect(hr).toHaveLength(1);
    expect(en[0].value).toMatch(/All rights reserved/);
    expect(hr[0].value).toMatch(/Sva prava pridržana/);
  });

  it("resolves the Logo's media with a /media/demo/{id} baseUrl", async () => {
    const [logo] = await t.call(cms.optionFilter, { keys: ["Logo"] });
    expect(logo.key).toBe("Logo");
    expect(logo.media).not.toBeNull();
    expect(logo.media!.baseUrl).toBe(`/media/demo/${logo.media!.id}`);
    expect(logo.media!.width).toBeGreaterThan(0);
  });

  it("answers only the requested keys, each once", async () => {
    const some = await t.call(cms.optionFilter, { keys: ["HomePageSlug", "NumberOfStars", "NoSuchKey"] });
    expect(some.map((o) => o.key).sort()).toEqual(["HomePageSlug", "NumberOfStars"]);
    expect(some.find((o) => o.key === "HomePageSlug")?.value).toBe("home-page");
    const all = await t.call(cms.optionFilter, {}, lang("hr"));
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map((o) => o.key)).size).toBe(all.length);
  });
});

describe("finder decide", () => {
  const decide = (slug: string, language: "en" | "hr") => t.call(cms.finderDecide, { params: [slug] }, lang(language));

  it("finds the home page in English", async () => {
    expect(await decide("home-page", "en")).toMatchObject({ type: "page", slug: "home-page", languageCode: "en" });
  });

  it("finds the home page's Croatian translation for the home-page slug", async () => {
    const hr = await decide("home-page", "hr");
    expect(hr).toMatchObject({ type: "page", slug: "pocetna", languageCode: "hr" });
    expect(hr.id).not.toBe((await decide("home-page", "en")).id);
  });

  it("finds the privacy policy by its slug in each language", async () => {
    expect(await decide("privacy-policy", "en")).toMatchObject({ slug: "privacy-policy", languageCode: "en" });
    expect(await decide("politika-privatnosti", "hr")).toMatchObject({
      slug: "politika-privatnosti",
      languageCode: "hr",
    });
  });

  it.each([
    ["an unknown slug", "no-such-page", "en"],
    ["a draft page", "coming-soon", "en"],
    ["a slug of the other language", "politika-privatnosti", "en"],
  ] as const)("answers 404 'Page not found' for %s", async (_, slug, language) => {
    const res = await t.request(`/api/v1/cms/finder/decide?params[]=${slug}`, { headers: lang(language) });
    expect(errorProblems(res, 404, "Page not found")).toEqual([]);
  });
});

describe("finder getUrlOnLanguage", () => {
  it("answers the translation's path", async () => {
    const privacy = await pageBySlug("en", "privacy-policy");
    expect(await t.call(cms.finderGetUrlOnLanguage, { newLanguage: "hr", postId: privacy.id })).toEqual({
      url: "/hr/politika-privatnosti",
    });
    const politika = await pageBySlug("hr", "politika-privatnosti");
    expect(await t.call(cms.finderGetUrlOnLanguage, { newLanguage: "en", postId: politika.id }, lang("hr"))).toEqual({
      url: "/privacy-policy",
    });
  });

  it("answers the locale root for the home page", async () => {
    const home = await pageBySlug("en", "home-page");
    expect(await t.call(cms.finderGetUrlOnLanguage, { newLanguage: "hr", postId: home.id })).toEqual({ url: "/hr/" });
    const pocetna = await pageBySlug("hr", "pocetna");
    expect(await t.call(cms.finderGetUrlOnLanguage, { newLanguage: "en", postId: pocetna.id })).toEqual({ url: "/" });
  });

  it("answers 404 for an unknown postId", async () => {
    const res = await t.request("/api/v1/cms/finder/getUrlOnLanguage", { body: { newLanguage: "hr", postId: 99999 } });
    expect(errorProblems(res, 404)).toEqual([]);
  });

  it("answers a blog category's translation for a termId (spec section 7)", async () => {
    const { stories } = demoBlogFacts.categories;
    const [story] = (await t.call(cms.termFilter, { slug: stories.en })).records;
    expect(await t.call(cms.finderGetUrlOnLanguage, { newLanguage: "hr", termId: story!.id })).toEqual({
      url: `/hr/objave/${stories.hr}`,
    });
    const [price] = (await t.call(cms.termFilter, { slug: stories.hr }, lang("hr"))).records;
    expect(await t.call(cms.finderGetUrlOnLanguage, { newLanguage: "en", termId: price!.id }, lang("hr"))).toEqual({
      url: `/blog/${stories.en}`,
    });
    const res = await t.request("/api/v1/cms/finder/getUrlOnLanguage", { body: { newLanguage: "hr", termId: 99999 } });
    expect(errorProblems(res, 404)).toEqual([]);
  });

  it("answers 400 without termId and postId", async () => {
    const res = await t.request("/api/v1/cms/finder/getUrlOnLanguage", { body: { newLanguage: "hr" } });
    expect(errorProblems(res, 400, /termId or postId/)).toEqual([]);
  });
});

describe("post filterStandard", () => {
  it("lists only published pages of the request's language", async () => {
    const [en, hr] = await Promise.all([pages("en"), pages("hr")]);
    expect(en.length).toBe(8);
    expect(hr.length).toBe(8);
    for (const p of en) expect(p).toMatchObject({ languageCode: "en", status: "published", type: { slug: "page" } });
    for (const p of hr) expect(p).toMatchObject({ languageCode: "hr", status: "published", type: { slug: "page" } });
    expect(en.map((p) => p.slug)).not.toContain("coming-soon");
    expect(hr.map((p) => p.slug)).toEqual(expect.arrayContaining(["pocetna", "politika-privatnosti", "o-nama"]));
  });

  it("pages with correct totals", async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const result = await t.call(cms.postFilterStandard, { limit: 4, page });
      expect(result.totalRecords).toBe(8);
      expect(result.totalPages).toBe(2);
      expect(result.records).toHaveLength(page === 1 || page === 2 ? 4 : 0);
      seen.push(...result.records.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(8);
    const beyond = await t.call(cms.postFilterStandard, { limit: 4, page: 4 });
    expect(beyond.records).toEqual([]);
    expect(beyond.totalRecords).toBe(8);
  });

  it("sorts by title", async () => {
    const asc = await t.call(cms.postFilterStandard, { sort: { field: "title", direction: "asc" } });
    expect(asc.records.map((p) => p.title)).toEqual([
      "About us",
      "Book a showroom visit",
      "Contact",
      "Events",
      "Home",
      "Privacy policy",
      "Support",
      "Try for free",
    ]);
    const desc = await t.call(cms.postFilterStandard, { sort: { field: "title", direction: "desc" } });
    expect(desc.records.map((p) => p.title)).toEqual(asc.records.map((p) => p.title).reverse());
  });

  it("lists translations with their urls", async () => {
    const privacy = await pageBySlug("en", "privacy-policy");
    expect(privacy.url).toBe("/privacy-policy");
    expect(privacy.isHomePage).toBe(false);
    expect(privacy.translations).toEqual(
      expect.arrayContaining([
        { languageCode: "en", slug: "privacy-policy", url: "/privacy-policy" },
        { languageCode: "hr", slug: "politika-privatnosti", url: "/hr/politika-privatnosti" },
      ]),
    );
    const pocetna = await pageBySlug("hr", "pocetna");
    expect(pocetna).toMatchObject({ isHomePage: true, url: "/hr/" });
    expect(pocetna.translations).toEqual(
      expect.arrayContaining([
        { languageCode: "en", slug: "home-page", url: "/" },
        { languageCode: "hr", slug: "pocetna", url: "/hr/" },
      ]),
    );
  });

  it("resolves media beside every mediaId inside components", async () => {
    const all = await pages("en");
    let checked = 0;
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== "object") return;
      const record = value as Record<string, unknown>;
      if (typeof record.mediaId === "number") {
        expect(record.media).toMatchObject({ id: record.mediaId, baseUrl: `/media/demo/${record.mediaId}` });
        checked++;
      }
      Object.values(record).forEach(walk);
    };
    for (const p of all) walk(p.components);
    expect(checked).toBeGreaterThan(10);
    const home = all.find((p) => p.slug === "home-page")!;
    expect(home.media?.baseUrl).toMatch(/^\/media\/demo\/\d+$/);
  });

  it("answers sanitized rich text on the home page", async () => {
    for (const [language, slug] of [
      ["en", "home-page"],
      ["hr", "pocetna"],
    ] as const) {
      const home = await pageBySlug(language, slug);
      const html = home.components
        .filter((s) => s.type === "richText")
        .map((s) => String(s.props.html))
        .join("\n");
      expect(html).toMatch(/<h2>/);
      expect(html).toMatch(/<img [^>]*src="\/media\/demo\//);
      // Pictures in rich text load when scrolled near, not with the first paint.
      for (const img of html.match(/<img [^>]*>/g)!) expect(img).toMatch(/ loading="lazy"/);
      expect(html.toLowerCase()).not.toContain("<script");
      expect(html.toLowerCase()).not.toContain("onerror");
      expect(home.body.toLowerCase()).not.toContain("<script");
    }
  });

  it("lists the blog posts (legacy display) newest first, with their categories, a page at a time", async () => {
    const page = await t.call(cms.postFilterStandard, {
      display: "legacy",
      limit: 3,
      sort: { field: "published_at", direction: "desc" },
    });
    expect(page.totalRecords).toBe(demoBlogFacts.postsPerLanguage);
    expect(page.totalPages).toBe(Math.ceil(demoBlogFacts.postsPerLanguage / 3));
    expect(page.records[0]).toMatchObject({ slug: demoBlogFacts.newest.en.slug, type: { slug: "post" } });
    expect(page.records[0]!.categories.map((c) => c.slug)).toEqual([demoBlogFacts.categories.news.en]);
    const second = await t.call(cms.postFilterStandard, { display: "legacy", limit: 3, page: 2 });
    expect(second.records.map((r) => r.id)).not.toContain(page.records[0]!.id);
  });

  it("filters blog posts by category, in the caller's language, and leaves some out", async () => {
    const helpdesk = await t.call(
      cms.postFilterStandard,
      { display: "legacy", termSlugs: [demoBlogFacts.categories.helpdesk.hr] },
      lang("hr"),
    );
    expect(helpdesk.totalRecords).toBe(4);
    expect(
      helpdesk.records.every((r) => r.categories.some((c) => c.slug === demoBlogFacts.categories.helpdesk.hr)),
    ).toBe(true);
    const { records: terms } = await t.call(cms.termFilter, {}, lang("hr"));
    expect(terms.map((term) => term.slug)).toEqual(Object.values(demoBlogFacts.categories).map((c) => c.hr));
    const byId = await t.call(
      cms.postFilterStandard,
      { display: "legacy", termIds: [terms[2]!.id], excludeIds: [helpdesk.records[0]!.id] },
      lang("hr"),
    );
    expect(byId.totalRecords).toBe(3);
    expect((await t.call(cms.termFilter, { slug: "no-such-category" })).records).toEqual([]);
  });
});
