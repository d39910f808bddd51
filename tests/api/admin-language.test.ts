/**
 * A back-office user's own interface language (spec sections 6 and 7: "uses an admin interface
 * language", "the admin locale needs the user's global language setting"): stored as the user
 * setting global/language, which settings general/user answers too; forgotten with null.
 */
process.env.PLATFORM_SECRET ??= "admin-language-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, site } from "#server/contract";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

describe("a back-office user's interface language", () => {
  it("is none until chosen, then the stored global language setting, until forgotten", async () => {
    expect(await t.call(accounts.interfaceLanguageGet, {}, admin)).toEqual({ language: null });

    expect(await t.call(accounts.interfaceLanguageSet, { language: "hr" }, admin)).toEqual({ language: "hr" });
    expect(await t.call(accounts.interfaceLanguageGet, {}, admin)).toEqual({ language: "hr" });
    // The spec's settings call reads the same setting.
    expect((await t.call(site.userSettingGet, { group: "global", key: "language" }, admin)).value).toBe("hr");

    await t.call(accounts.interfaceLanguageSet, { language: "en" }, admin);
    expect(await t.call(accounts.interfaceLanguageGet, {}, admin)).toEqual({ language: "en" });

    expect(await t.call(accounts.interfaceLanguageSet, { language: null }, admin)).toEqual({ language: null });
    expect(await t.call(accounts.interfaceLanguageGet, {}, admin)).toEqual({ language: null });
  });

  it("refuses a language the site does not speak, and anyone but a back-office user", async () => {
    await expectFailure(t.call(accounts.interfaceLanguageSet, { language: "de" as never }, admin), 400);
    expect(await t.call(accounts.interfaceLanguageGet, {}, admin)).toEqual({ language: null });
    await expectFailure(t.call(accounts.interfaceLanguageSet, { language: "hr" }, customer), 403);
    await expectFailure(t.call(accounts.interfaceLanguageGet, {}, customer), 403);
    await expectFailure(t.call(accounts.interfaceLanguageGet, {}), 401);
  });
});
