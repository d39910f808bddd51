/**
 * The platform side of the back office's Site settings page (app/routes/admin/settings.tsx): the
 * options saved together in one transaction (option/saveMany), all or none, typed options checked
 * on every save (server/contract/cms.ts `typedOptions`), back-office users only; the checkout
 * settings' update checked and back-office only too; and every such write seen at once, with the
 * host's page cache told to drop its pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cms, site } from "#server/contract";
import { cmsMessages } from "#server/contract/cms";
import { accountsMessages } from "#server/contract/accounts";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { editorAndCustomer } from "./accounts-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;
const dropped: (string | null)[] = [];

beforeAll(async () => {
  t = await startTestPlatform();
  ({ admin, customer } = await editorAndCustomer(t));
  t.platform.services.cache.onDrop((tag) => dropped.push(tag));
});
afterAll(async () => {
  await t?.close();
});

const values = async (keys: string[]) =>
  Object.fromEntries((await t.call(cms.optionFilter, { keys })).map((o) => [o.key, o.value]));

describe("option/saveMany", () => {
  it("saves every option at once, seen on the next read, and drops the options' memo and the cached pages", async () => {
    await values(["NumberOfStars"]); // cached
    dropped.length = 0;
    const saved = await t.call(
      cms.optionSaveMany,
      {
        options: [
          { key: "NumberOfStars", value: "7", language: null },
          { key: "CookiesNotification", value: "false", language: null },
          { key: "WwwPolicy", value: "www", language: null },
          { key: "SendEmailTo", value: "orders@example.com", language: null },
        ],
      },
      admin,
    );
    expect(saved).toHaveLength(4);
    expect(await values(["NumberOfStars", "CookiesNotification", "WwwPolicy", "SendEmailTo"])).toEqual({
      NumberOfStars: "7",
      CookiesNotification: "false",
      WwwPolicy: "www",
      SendEmailTo: "orders@example.com",
    });
    expect(dropped).toContain("cms-options");
    expect(dropped).toContain("pages");
  });

  it("saves none when one value is not one its option can take", async () => {
    const before = await values(["NumberOfStars", "CanCommentOnBlog"]);
    for (const bad of [
      { key: "NumberOfStars", value: "0" },
      { key: "NumberOfStars", value: "11" },
      { key: "NumberOfStars", value: "five" },
      { key: "CanCommentOnBlog", value: "yes" },
      { key: "SendEmailTo", value: "not an address" },
      { key: "WwwPolicy", value: "sometimes" },
    ]) {
      const answer = await t.answer(
        cms.optionSaveMany,
        {
          options: [
            { key: "CanCommentOnBlog", value: before.CanCommentOnBlog === "true" ? "false" : "true", language: null },
            { ...bad, language: null },
          ],
        },
        admin,
      );
      expect(answer.status, bad.value).toBe(400);
      expect(answer.body).toMatchObject({ code: "OPTION_VALUE_INVALID", message: cmsMessages.optionValueInvalid });
    }
    expect(await values(["NumberOfStars", "CanCommentOnBlog"])).toEqual(before);
  });

  it("refuses a key given twice for the same language", async () => {
    const answer = await t.answer(
      cms.optionSaveMany,
      {
        options: [
          { key: "NumberOfStars", value: "4", language: null },
          { key: "NumberOfStars", value: "6", language: null },
        ],
      },
      admin,
    );
    expect(answer.status).toBe(400);
  });

  it("checks a typed option saved alone too, and leaves other keys free", async () => {
    const answer = await t.answer(cms.optionSave, { key: "RequireAdminPublishing", value: "maybe" }, admin);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "OPTION_VALUE_INVALID" });
    await t.call(cms.optionSave, { key: "CopyrightText", value: "© anything at all", language: "en" }, admin);
  });

  it("is for back-office users only, and so are option/save and the checkout settings' update", async () => {
    const options = { options: [{ key: "NumberOfStars", value: "3", language: null }] };
    expect((await t.answer(cms.optionSaveMany, options)).status).toBe(401);
    expect(await t.answer(cms.optionSaveMany, options, customer)).toMatchObject({
      status: 403,
      body: { message: accountsMessages.forbidden },
    });
    expect((await t.answer(cms.optionSave, { key: "NumberOfStars", value: "3" }, customer)).status).toBe(403);
    expect((await t.answer(site.checkoutSettingsUpdate, { storeId: 58, guestCheckout: 0 }, customer)).status).toBe(403);
    expect((await t.answer(site.checkoutSettingsUpdate, { storeId: 58, guestCheckout: 0 })).status).toBe(401);
    expect((await values(["NumberOfStars"])).NumberOfStars).not.toBe("3");
  });
});

describe("checkout settings", () => {
  it("saves a store's settings, seen at once in its store only, and drops the cached pages", async () => {
    const before = await t.call(site.checkoutSettingsGet, { storeId: 59 });
    dropped.length = 0;
    const saved = await t.call(
      site.checkoutSettingsUpdate,
      { storeId: 58, checkoutEnabled: 1, guestCheckout: 0, cartType: 1, allowedCountries: ["HR", "DE"] },
      admin,
    );
    expect(saved).toMatchObject({ guestCheckout: 0, cartType: 1, allowedCountries: ["HR", "DE"] });
    expect(await t.call(site.checkoutSettingsGet, { storeId: 58 })).toMatchObject({
      guestCheckout: 0,
      cartType: 1,
      allowedCountries: ["HR", "DE"],
    });
    expect(await t.call(site.checkoutSettingsGet, { storeId: 59 })).toEqual(before);
    expect(dropped).toContain("sites");
    expect(dropped).toContain("pages");
  });

  it("refuses values the settings cannot take", async () => {
    for (const bad of [
      { cartType: 3 },
      { allowedCountries: ["Croatia"] },
      { allowedCountries: ["hr"] },
      { checkoutType: 2 },
      { guestCheckout: 2 },
      { checkoutEnabled: -1 },
    ])
      expect((await t.answer(site.checkoutSettingsUpdate, { storeId: 58, ...bad }, admin)).status).toBe(400);
  });
});
