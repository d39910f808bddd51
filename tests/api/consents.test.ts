/**
 * GDPR consents (spec sections 3, 5, 7 and 9): the consents of each form in both languages with their
 * required flags, the log an accepted form writes, and the refusal (nothing written) of a form
 * missing a required consent. Checkout's consent log is tested with orders (orders.test.ts).
 */
process.env.PLATFORM_SECRET ??= "consents-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consents } from "#server/contract";
import { consentMessages } from "#server/contract/consents";
import { ATTEMPT_LIMITS, setBackofficeUser } from "#server/modules/accounts";
import { consentLogsOf, demoConsents } from "#server/modules/consents";
import { storefrontProof } from "#server/secrets";
import { siteScope } from "#server/modules/scope";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID, signedInUser, uniqueEmail } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const logsOf = (email: string) => consentLogsOf(t.platform.services, SITE_ID, email);

describe("the consents of a form", () => {
  it("checkout: terms of sale and privacy required, marketing optional, in display order", async () => {
    const { records } = await t.call(consents.consentFilter, { formType: "checkoutForm" });
    expect(records.map((c) => [c.uniqueNumber, c.required, c.version])).toEqual([
      [demoConsents.terms, true, 1],
      [demoConsents.privacy, true, 1],
      [demoConsents.marketing, false, 1],
    ]);
  });

  it("registration: privacy required, marketing optional", async () => {
    const { records } = await t.call(consents.consentFilter, { formType: "registerForm" });
    expect(records.map((c) => [c.uniqueNumber, c.required])).toEqual([
      [demoConsents.privacy, true],
      [demoConsents.marketing, false],
    ]);
  });

  it("display names are sanitized HTML in the request's language, linking the privacy policy of that language", async () => {
    const en = (await t.call(consents.consentFilter, { formType: "checkoutForm" })).records;
    const hr = (await t.call(consents.consentFilter, { formType: "checkoutForm" }, { language: "hr" })).records;
    const privacyEn = en.find((c) => c.uniqueNumber === demoConsents.privacy)!;
    const privacyHr = hr.find((c) => c.uniqueNumber === demoConsents.privacy)!;
    expect(privacyEn.displayName).toContain('<a href="/privacy-policy">privacy policy</a>');
    expect(privacyHr.displayName).toContain('<a href="/hr/politika-privatnosti">');
    expect(privacyHr.id).toBe(privacyEn.id);
    for (const c of [...en, ...hr]) expect(c.displayName).not.toMatch(/<script|on\w+=/i);
    expect(hr.find((c) => c.uniqueNumber === demoConsents.terms)!.displayName).toMatch(/uvjete prodaje/);
  });

  it("honours the limit", async () => {
    expect((await t.call(consents.consentFilter, { formType: "checkoutForm", limit: 2 })).records).toHaveLength(2);
  });
});

describe("the consent log", () => {
  it("writes what was accepted: versions, e-mail, time, source and user types", async () => {
    const email = uniqueEmail("Consent");
    const before = Date.now();
    const log = await t.call(consents.consentLogCreate, {
      formType: "registerForm",
      email,
      consents: [demoConsents.privacy, demoConsents.marketing],
    });
    expect(log.consents.map((c) => [c.uniqueNumber, c.version])).toEqual([
      [demoConsents.privacy, 1],
      [demoConsents.marketing, 1],
    ]);
    expect(Date.parse(log.statusTimestamp)).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await logsOf(email);
    expect(stored).toMatchObject({
      id: log.id,
      formType: "registerForm",
      email: email.toLowerCase(),
      userId: null,
      orderId: null,
      status: "accepted",
      sourceType: "cmsSite",
      userType: "webUser",
      statusTimestamp: log.statusTimestamp,
    });
    expect(stored.consents).toEqual(log.consents);
  });

  it("refuses a form missing a required consent with 'Consent is required', writing nothing", async () => {
    const email = uniqueEmail("refused");
    await expectFailure(
      t.call(consents.consentLogCreate, { formType: "registerForm", email, consents: [demoConsents.marketing] }),
      400,
      consentMessages.required,
    );
    await expectFailure(
      t.call(consents.consentLogCreate, { formType: "newsletter", email, consents: [demoConsents.privacy] }),
      400,
      consentMessages.required,
    );
    expect(await logsOf(email)).toEqual([]);
  });

  it("says which required consents are missing, in the refusal's details", async () => {
    const email = uniqueEmail("which");
    const refused = await expectFailure(
      t.call(consents.consentLogCreate, { formType: "newsletter", email, consents: [demoConsents.privacy] }),
      400,
      consentMessages.required,
    );
    expect(refused.body).toMatchObject({ code: "CONSENT_REQUIRED", details: { missing: [demoConsents.marketing] } });
    const none = await expectFailure(
      t.call(consents.consentLogCreate, { formType: "registerForm", email, consents: [] }),
      400,
      consentMessages.required,
    );
    expect(none.body).toMatchObject({ details: { missing: [demoConsents.privacy] } });
    expect(await logsOf(email)).toEqual([]);
  });

  it("refuses a consent that is not the form's with 'Unknown consent.', writing nothing", async () => {
    const email = uniqueEmail("unknown");
    await expectFailure(
      t.call(consents.consentLogCreate, {
        formType: "registerForm",
        email,
        consents: [demoConsents.privacy, demoConsents.terms],
      }),
      400,
      consentMessages.unknown,
    );
    await expectFailure(
      t.call(consents.consentLogCreate, {
        formType: "contactForm",
        email,
        consents: [demoConsents.privacy, "no-such-consent"],
      }),
      400,
      consentMessages.unknown,
    );
    expect(await logsOf(email)).toEqual([]);
  });

  it("records the signed-in user", async () => {
    const { email, user, headers } = await signedInUser(t);
    await t.call(
      consents.consentLogCreate,
      { formType: "contactForm", email, consents: [demoConsents.privacy] },
      headers,
    );
    expect((await logsOf(email))[0]).toMatchObject({ userId: user.id, formType: "contactForm" });
  });
});

describe("how often", () => {
  it("a client address may write consent logs: within the limit, then 429 with nothing written; other addresses go on", async () => {
    // The storefront tells the visitor's address, with its proof.
    const from = (address: string) => ({ storefront: storefrontProof(), clientip: address });
    const { perAddress } = ATTEMPT_LIMITS.consentLog;
    const email = uniqueEmail("flood");
    const log = (address: string) =>
      t.call(
        consents.consentLogCreate,
        { formType: "contactForm", email, consents: [demoConsents.privacy] },
        from(address),
      );
    // Refused forms count too.
    await expectFailure(
      t.call(consents.consentLogCreate, { formType: "registerForm", email, consents: [] }, from("203.0.113.7")),
      400,
      consentMessages.required,
    );
    for (let i = 1; i < perAddress; i++) await log("203.0.113.7");
    expect(await logsOf(email)).toHaveLength(perAddress - 1);
    await expectFailure(log("203.0.113.7"), 429, "Too many attempts. Try again later.");
    expect(await logsOf(email)).toHaveLength(perAddress - 1);
    await log("203.0.113.8");
    expect(await logsOf(email)).toHaveLength(perAddress);
  });
});

describe("the back office's list", () => {
  it("shows every consent in both languages with its forms, for back-office users only", async () => {
    const { email, headers } = await signedInUser(t);
    await expectFailure(t.call(consents.consentAdminFilter, {}, headers), 403);
    await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), email, true);
    const list = await t.call(consents.consentAdminFilter, {}, headers);
    expect(list.totalRecords).toBe(3);
    const privacy = list.records.find((r) => r.uniqueNumber === demoConsents.privacy)!;
    expect(privacy.displayName.en).toContain("privacy policy");
    expect(privacy.displayName.hr).toContain("politici privatnosti");
    expect(privacy.assignments).toEqual(
      expect.arrayContaining([
        { formType: "checkoutForm", required: true },
        { formType: "registerForm", required: true },
      ]),
    );
    const paged = await t.call(consents.consentAdminFilter, { page: 2, perPage: 2 }, headers);
    expect(paged).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(paged.records).toHaveLength(1);
  });
});
