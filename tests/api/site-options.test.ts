/**
 * The site options the spec lists and the storefront now acts on (docs/decisions/0059-custom-code.md):
 * the analytics identifiers, the pasted code, the sitemap's options and the site password are
 * checked when saved (OPTION_VALUE_INVALID, nothing saved); the site password is kept as a hash and
 * read as a fingerprint only, checked by cms/sitePassword/check (wrong tries counted per client
 * address, as failed logins are), and hidden in the audit log.
 */
import { describe, expect, it } from "vitest";
import { audit, cms } from "#server/contract";
import { cmsMessages } from "#server/contract/cms";
import { storefrontProof } from "#server/secrets";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const values = async (keys: string[]) =>
  Object.fromEntries((await t.call(cms.optionFilter, { keys })).map((o) => [o.key, o.value]));
const save = (options: { key: string; value: string }[], who = admin) =>
  t.answer(cms.optionSaveMany, { options: options.map((o) => ({ ...o, language: null })) }, who);
const from = (ip: string) => ({ storefront: storefrontProof(), clientip: ip });

describe("the site options' values", () => {
  it("saves analytics identifiers, pasted code and sitemap options that read, and '' for none", async () => {
    const sitemapOptions = JSON.stringify({
      changefreq: "daily",
      priority: 0.5,
      homePagePriority: 1,
      include: ["page", "product"],
      exclude: ["/privacy-policy"],
    });
    const head = `<meta name="site-verification" content="abc"><script src="https://widget.example/w.js"></script>`;
    const answer = await save([
      { key: "GoogleAnalyticsId", value: "G-AB12CD34EF" },
      { key: "GoogleTagManagerId", value: "GTM-AB12CD3" },
      { key: "CustomHeader", value: head },
      { key: "CustomFooter", value: "x".repeat(10_000) },
      { key: "AutoGenerateSiteMap", value: "false" },
      { key: "SiteMapOptions", value: sitemapOptions },
    ]);
    expect(answer.status).toBe(200);
    expect(
      await values([
        "GoogleAnalyticsId",
        "GoogleTagManagerId",
        "CustomHeader",
        "AutoGenerateSiteMap",
        "SiteMapOptions",
      ]),
    ).toEqual({
      GoogleAnalyticsId: "G-AB12CD34EF",
      GoogleTagManagerId: "GTM-AB12CD3",
      CustomHeader: head,
      AutoGenerateSiteMap: "false",
      SiteMapOptions: sitemapOptions,
    });
    for (const key of ["GoogleAnalyticsId", "GoogleTagManagerId", "CustomHeader", "SiteMapOptions"])
      expect((await save([{ key, value: "" }])).status, key).toBe(200);
    expect((await save([{ key: "AutoGenerateSiteMap", value: "true" }])).status).toBe(200);
  });

  it("refuses what does not read, and saves nothing of the call", async () => {
    await save([{ key: "GoogleAnalyticsId", value: "G-KEEP1234" }]);
    for (const bad of [
      { key: "GoogleAnalyticsId", value: "UA-12345-1" },
      { key: "GoogleAnalyticsId", value: "G-AB12<script>" },
      { key: "GoogleAnalyticsId", value: "g-ab12cd34" },
      { key: "GoogleTagManagerId", value: "GTM-" },
      { key: "GoogleTagManagerId", value: "G-AB12CD34" },
      { key: "CustomHeader", value: "x".repeat(10_001) },
      { key: "CustomFooter", value: "x".repeat(10_001) },
      { key: "AutoGenerateSiteMap", value: "sometimes" },
      { key: "SiteMapOptions", value: "{not json" },
      { key: "SiteMapOptions", value: JSON.stringify({ include: ["pages"] }) },
      { key: "SiteMapOptions", value: JSON.stringify({ priority: 2 }) },
      { key: "SiteMapOptions", value: JSON.stringify({ changefreq: "often" }) },
      { key: "SiteMapOptions", value: JSON.stringify({ exclude: ["privacy-policy"] }) },
      { key: "SiteMapOptions", value: "[]" },
      { key: "PasswordProtection", value: "short" },
      { key: "PasswordProtection", value: "p".repeat(129) },
    ]) {
      const answer = await save([{ key: "GoogleTagManagerId", value: "GTM-CHANGED1" }, bad]);
      expect(answer.status, `${bad.key} ${bad.value.slice(0, 40)}`).toBe(400);
      // Beyond 10,000 characters the endpoint's own input check refuses first, with its own code.
      if (bad.value.length <= 10_000)
        expect(answer.body).toMatchObject({ code: "OPTION_VALUE_INVALID", message: cmsMessages.optionValueInvalid });
    }
    expect(await values(["GoogleAnalyticsId", "GoogleTagManagerId"])).toMatchObject({
      GoogleAnalyticsId: "G-KEEP1234",
    });
    expect((await values(["GoogleTagManagerId"])).GoogleTagManagerId).not.toBe("GTM-CHANGED1");
  });

  it("lets back-office users only set them", async () => {
    expect((await save([{ key: "CustomFooter", value: "<script>alert(1)</script>" }], customer)).status).toBe(403);
    expect((await save([{ key: "CustomFooter", value: "<script>alert(1)</script>" }], {})).status).toBe(401);
    expect((await values(["CustomFooter"])).CustomFooter ?? "").not.toContain("alert");
  });
});

describe("the site password", () => {
  const PASSWORD = "open sesame 42";

  it("is kept as a hash, read as a fingerprint only, and one for every language", async () => {
    expect((await save([{ key: "PasswordProtection", value: PASSWORD }])).status).toBe(200);
    const shown = (await values(["PasswordProtection"])).PasswordProtection;
    expect(shown).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shown).not.toContain(PASSWORD);
    const stored = await t.platform.services.db
      .selectFrom("cms_options")
      .select("value")
      .where("key", "=", "PasswordProtection")
      .executeTakeFirstOrThrow();
    expect(stored.value).toMatch(/^scrypt\$/);
    expect(stored.value).not.toContain(PASSWORD);
    const perLanguage = await t.answer(
      cms.optionSaveMany,
      { options: [{ key: "PasswordProtection", value: PASSWORD, language: "hr" }] },
      admin,
    );
    expect(perLanguage.status).toBe(400);
  });

  it("is checked: the right one answers the fingerprint, a wrong one 401; a new password, a new fingerprint", async () => {
    await save([{ key: "PasswordProtection", value: PASSWORD }]);
    const first = (await values(["PasswordProtection"])).PasswordProtection;
    expect(await t.call(cms.sitePasswordCheck, { password: PASSWORD }, from("198.51.100.1"))).toEqual({
      fingerprint: first,
    });
    const wrong = await t.answer(cms.sitePasswordCheck, { password: "guess" }, from("198.51.100.1"));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "SITE_PASSWORD_WRONG", message: cmsMessages.sitePasswordWrong });

    await save([{ key: "PasswordProtection", value: "another password" }]);
    const second = (await values(["PasswordProtection"])).PasswordProtection;
    expect(second).not.toBe(first);
    expect((await t.answer(cms.sitePasswordCheck, { password: PASSWORD }, from("198.51.100.1"))).status).toBe(401);

    // Off ("" or the seed's "false"): no fingerprint, and the check lets everyone in.
    await save([{ key: "PasswordProtection", value: "false" }]);
    expect((await values(["PasswordProtection"])).PasswordProtection).toBe("");
    expect(await t.call(cms.sitePasswordCheck, { password: "anything" }, from("198.51.100.1"))).toEqual({
      fingerprint: "",
    });
  });

  it("answers 429 after 20 wrong tries from one client address, even to the right password; other addresses go on", async () => {
    await save([{ key: "PasswordProtection", value: PASSWORD }]);
    for (let i = 0; i < 20; i++)
      expect((await t.answer(cms.sitePasswordCheck, { password: `guess ${i}` }, from("203.0.113.40"))).status).toBe(
        401,
      );
    const limited = await t.answer(cms.sitePasswordCheck, { password: PASSWORD }, from("203.0.113.40"));
    expect(limited.status).toBe(429);
    expect((await t.answer(cms.sitePasswordCheck, { password: PASSWORD }, from("203.0.113.41"))).status).toBe(200);
    await save([{ key: "PasswordProtection", value: "" }]);
  });

  it("is hidden in the audit log", async () => {
    await save([
      { key: "PasswordProtection", value: "audit-secret-password" },
      { key: "CustomHeader", value: "<meta name=x content=y>" },
    ]);
    const { records } = await t.call(audit.filter, { page: 1, limit: 20 }, admin);
    const entry = records.find((r) => r.detail.includes("PasswordProtection"));
    expect(entry).toBeDefined();
    expect(entry!.detail).not.toContain("audit-secret-password");
    expect(JSON.parse(entry!.detail).options).toEqual([
      { key: "PasswordProtection", value: "[hidden]", language: null },
      { key: "CustomHeader", value: "<meta name=x content=y>", language: null },
    ]);
    await save([
      { key: "PasswordProtection", value: "" },
      { key: "CustomHeader", value: "" },
    ]);
  });
});
