import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { accounts, site } from "#server/contract";
import { demoAccounts } from "#server/modules/accounts";
import { errorProblems, startTestPlatform, type TestPlatform } from "../support/platform";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

describe("commons", () => {
  it("lists languages with English (31) and Croatian (41)", async () => {
    const languages = await t.call(site.commonsLanguages, {});
    expect(languages.find((l) => l.id === 31)).toMatchObject({
      code: "eng",
      code2: "en",
      name: "English",
      name_hrv: "Engleski",
    });
    expect(languages.find((l) => l.id === 41)).toMatchObject({
      code: "hrv",
      code2: "hr",
      name: "Hrvatski",
      name_eng: "Croatian",
    });
    expect(new Set(languages.map((l) => l.id)).size).toBe(languages.length);
  });

  it("names countries in the request's language", async () => {
    const [hr, en] = await Promise.all([
      t.call(site.commonsCountries, {}, { language: "hr" }),
      t.call(site.commonsCountries, {}, { language: "en" }),
    ]);
    expect(hr.find((c) => c.iso === "HR")).toMatchObject({ code: "HRV", name: "Hrvatska" });
    expect(en.find((c) => c.iso === "HR")).toMatchObject({ code: "HRV", name: "Croatia" });
    expect(en.find((c) => c.iso === "DE")?.name).toBe("Germany");
    expect(hr.find((c) => c.iso === "DE")?.name).toBe("Njemačka");
    expect(hr.length).toBe(en.length);
    expect(new Set(en.map((c) => c.iso)).size).toBe(en.length);
  });

  it.each(["en", "hr"] as const)("sorts countries by their %s name", async (language) => {
    const countries = await t.call(site.commonsCountries, {}, { language });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    // Not simply in ISO order: the two orders differ somewhere.
    expect(countries.map((c) => c.iso)).not.toEqual(countries.map((c) => c.iso).sort());
  });
});

describe("checkout settings and currency", () => {
  it.each([58, 59])("answers checkout settings for store %i", async (storeId) => {
    const settings = await t.call(site.checkoutSettingsGet, { storeId });
    expect(settings.checkoutEnabled).toBe(1);
    expect(settings.guestCheckout).toBe(1);
    expect(settings.allowedCountries).toContain("HR");
  });

  it("answers the store of the language when no storeId is given", async () => {
    const [byLanguage, byId] = await Promise.all([
      t.call(site.checkoutSettingsGet, {}, { language: "hr" }),
      t.call(site.checkoutSettingsGet, { storeId: 59 }),
    ]);
    expect(byLanguage).toEqual(byId);
  });

  it("answers 400 'Store is not defined' for an unknown store", async () => {
    const res = await t.request("/api/v1/settings/getCheckoutSettings?storeId=999");
    expect(errorProblems(res, 400, "Store is not defined")).toEqual([]);
    const currency = await t.request("/api/v2/settings/getCurrencyConfig?storeId=999");
    expect(errorProblems(currency, 400, "Store is not defined")).toEqual([]);
  });

  it("lets only back-office users change a store's checkout settings (the cart-type setting)", async () => {
    const anonymous = await t.request("/api/v1/settings/checkoutSettings", { method: "PATCH", body: { cartType: 2 } });
    expect(errorProblems(anonymous, 401, "No active user")).toEqual([]);
    const customer = await t.call(accounts.login, {
      username: demoAccounts.customer.email,
      password: demoAccounts.customer.password,
    });
    const refused = await t.request("/api/v1/settings/checkoutSettings", {
      method: "PATCH",
      body: { cartType: 2 },
      headers: { accesstoken: customer.tokens.accessToken },
    });
    expect(errorProblems(refused, 403, "Forbidden")).toEqual([]);

    const admin = await t.call(accounts.login, {
      username: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    });
    const headers = { accesstoken: admin.tokens.accessToken };
    const invalid = await t.request("/api/v1/settings/checkoutSettings", {
      method: "PATCH",
      body: { cartType: 3 },
      headers,
    });
    expect(invalid.status).toBe(400);
    const changed = await t.call(site.checkoutSettingsUpdate, { storeId: 59, cartType: 2 }, headers);
    expect(changed.cartType).toBe(2);
    expect((await t.call(site.checkoutSettingsGet, { storeId: 59 })).cartType).toBe(2);
    // The other store keeps its own settings.
    expect((await t.call(site.checkoutSettingsGet, { storeId: 58 })).cartType).toBe(0);
    await t.call(site.checkoutSettingsUpdate, { storeId: 59, cartType: 0 }, headers);
  });

  it.each([58, 59])("configures EUR (€) for store %i", async (storeId) => {
    const config = await t.call(site.currencyConfigGet, { storeId });
    expect(config.mainCurrency).toBe("EUR");
    expect(config.mainCurrencySymbol).toBe("€");
    expect(config.allowedCurrencies).toContainEqual({ id: config.mainCurrencyId, label: "EUR", symbol: "€" });
  });
});

describe("domain filter", () => {
  it("pages the site's domains", async () => {
    const first = await t.call(site.domainFilter, { page: 1, limit: 1 });
    expect(first.records).toHaveLength(1);
    expect(first.records[0]).toMatchObject({ name: "Demo Shop" });
    expect(first.totalPages).toBe(Math.max(1, Math.ceil(first.totalRecords / 1)));
    const beyond = await t.call(site.domainFilter, { page: first.totalRecords + 1, limit: 1 });
    expect(beyond.records).toEqual([]);
    expect(beyond.totalRecords).toBe(first.totalRecords);
    const defaults = await t.call(site.domainFilter, {});
    expect(defaults.records).toHaveLength(Math.min(20, defaults.totalRecords));
  });

  it("rejects a limit over 100", async () => {
    const res = await t.request("/api/v1/domain/filter", { body: { limit: 101 } });
    expect(errorProblems(res, 400, /\blimit\b/)).toEqual([]);
  });
});

describe("every site's domains", () => {
  it("lists every site with its URL and domains, for the back office only", async () => {
    const db = t.platform.services.db;
    const demo = await db.selectFrom("sites").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const other = {
      name: "Second Shop",
      url: "https://second.example.com",
      domains: [
        { name: "Second Shop", url: "https://second.example.com" },
        { name: "Second Shop (HR)", url: "https://second.example.hr" },
      ],
    };
    const { id } = await db
      .insertInto("sites")
      .values({
        ...demo,
        id: demo.id + 1000,
        name: other.name,
        url: other.url,
        subdomain: "second",
        api_key: "second-site-api-key",
        api_key_id: "second-site",
        config: JSON.stringify({ ...JSON.parse(demo.config), domains: other.domains }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    try {
      const admin = await t.call(accounts.login, {
        username: demoAccounts.admin.email,
        password: demoAccounts.admin.password,
      });
      const listed = await t.call(site.domainAllSites, {}, { accesstoken: admin.tokens.accessToken });
      expect(listed.records).toEqual([
        {
          id: demo.id,
          name: demo.name,
          url: demo.url,
          domains: (await t.call(site.domainFilter, { limit: 100 })).records,
        },
        { id, ...other },
      ]);
      const anonymous = await t.request("/api/v1/domain/allSites");
      expect(errorProblems(anonymous, 401)).toEqual([]);
    } finally {
      await db.deleteFrom("sites").where("id", "=", id).execute();
    }
  });
});

describe("user settings", () => {
  it("answers 401 without an accessToken", async () => {
    const res = await t.request("/api/v1/settings/general/user?group=global&key=language");
    expect(errorProblems(res, 401)).toEqual([]);
  });

  it("answers 401 for an access token it does not know", async () => {
    const res = await t.request("/api/v1/settings/general/user?group=global&key=language", {
      headers: { accesstoken: "bogus" },
    });
    expect(errorProblems(res, 401)).toEqual([]);
  });
});
