/**
 * Consent management by the back office (issue 15 item 4): adding a consent, changing its texts (a
 * new version only when they change, so logs keep the version the visitor saw) and setting which
 * consents a form type shows, in which order, and which are required. Refusals change nothing; so
 * do calls by anyone but a back-office user.
 */
process.env.PLATFORM_SECRET ??= "consents-admin-test-platform-secret";

import { describe, expect, it } from "vitest";
import { consents } from "#server/contract";
import { cmsMessages, RICH_TEXT_LINK } from "#server/contract/cms";
import { consentMessages } from "#server/contract/consents";
import { consentLogsOf, demoConsents } from "#server/modules/consents";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer, SITE_ID, uniqueEmail } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const list = async () => (await t.call(consents.consentAdminFilter, {}, admin)).records;
const byNumber = async (uniqueNumber: string) => (await list()).find((c) => c.uniqueNumber === uniqueNumber)!;
const formOf = async (formType: "newsletter" | "contactForm" | "registerForm", language?: "en" | "hr") =>
  (await t.call(consents.consentFilter, { formType }, language ? { language } : {})).records.map((c) => [
    c.uniqueNumber,
    c.required,
  ]);

describe("adding a consent", () => {
  it("stores both languages sanitized, at version 1, on no form yet", async () => {
    const created = await t.call(
      consents.consentCreate,
      {
        uniqueNumber: " loyalty-club ",
        displayName: {
          en: 'I join the <a href="/about-us" onclick="steal()">loyalty club</a>.<script>alert(1)</script>',
          hr: "Pristupam <strong>klubu vjernosti</strong>.",
        },
      },
      admin,
    );
    expect(created).toMatchObject({ uniqueNumber: "loyalty-club", version: 1, assignments: [] });
    expect(created.displayName.en).toBe('I join the <a href="/about-us">loyalty club</a>.');
    expect(created.displayName.hr).toBe("Pristupam <strong>klubu vjernosti</strong>.");
    expect(await byNumber("loyalty-club")).toEqual({ ...created, acceptances: 0 });
  });

  it("refuses a unique number already used, one of other characters, and empty text, adding nothing", async () => {
    const before = await list();
    await expectFailure(
      t.call(
        consents.consentCreate,
        { uniqueNumber: demoConsents.privacy, displayName: { en: "Again", hr: "Opet" } },
        admin,
      ),
      409,
      consentMessages.numberTaken,
    );
    await expectFailure(
      t.call(consents.consentCreate, { uniqueNumber: "with space", displayName: { en: "A", hr: "B" } }, admin),
      400,
      consentMessages.numberInvalid,
    );
    for (const displayName of [
      { en: "", hr: "Tekst" },
      { en: "Text", hr: "   " },
      { en: "<p> </p><script>x</script>", hr: "Tekst" },
    ])
      await expectFailure(
        t.call(consents.consentCreate, { uniqueNumber: "empty-text", displayName }, admin),
        400,
        consentMessages.textEmpty,
      );
    expect(await list()).toEqual(before);
  });
});

describe("changing a consent's texts", () => {
  it("refuses a new link in a text that leads to no page of the site, naming it and the language; nothing saved", async () => {
    // Found in review: a rich text's link could lead to a 404; a consent's text links to the privacy policy.
    const bad = '<p>I accept the <a href="/hr/politika-privatnostii">pravila</a></p>';
    const refused = await expectFailure(
      t.call(consents.consentCreate, { uniqueNumber: "linked", displayName: { en: "I accept", hr: bad } }, admin),
      400,
      cmsMessages.linkTargetMissing,
    );
    expect(refused.body).toMatchObject({
      details: { link: { type: RICH_TEXT_LINK, value: "/hr/politika-privatnostii" }, language: "hr" },
    });
    expect((await list()).some((c) => c.uniqueNumber === "linked")).toBe(false);
    const good = {
      en: '<p>I accept the <a href="/privacy-policy">privacy policy</a></p>',
      hr: '<p>Prihvaćam <a href="/hr/politika-privatnosti">pravila</a></p>',
    };
    const created = await t.call(consents.consentCreate, { uniqueNumber: "linked", displayName: good }, admin);
    await expectFailure(
      t.call(
        consents.consentUpdate,
        { id: created.id, displayName: { ...good, en: '<p>See <a href="/privacy-polcy">it</a></p>' } },
        admin,
      ),
      400,
      cmsMessages.linkTargetMissing,
    );
    expect((await byNumber("linked")).version).toBe(1);
  });

  it("raises the version when a text changes, and the log keeps the version the visitor saw", async () => {
    const created = await t.call(
      consents.consentCreate,
      { uniqueNumber: "versioned", displayName: { en: "First text", hr: "Prvi tekst" } },
      admin,
    );
    const contact = (await t.call(consents.consentFilter, { formType: "contactForm" })).records.map((c) => c.id);
    await t.call(consents.consentAssign, { assigned_to: "contactForm", consents: [...contact, created.id] }, admin);
    const email = uniqueEmail("versioned");
    const log = () =>
      t.call(consents.consentLogCreate, {
        formType: "contactForm",
        email,
        consents: [demoConsents.privacy, "versioned"],
      });
    await log();

    const same = await t.call(consents.consentUpdate, { id: created.id, displayName: created.displayName }, admin);
    expect(same.version).toBe(1);
    const changed = await t.call(
      consents.consentUpdate,
      { id: created.id, displayName: { en: "First text", hr: "Drugi tekst" } },
      admin,
    );
    expect(changed).toMatchObject({ version: 2, displayName: { en: "First text", hr: "Drugi tekst" } });
    expect(changed.assignments).toEqual([{ formType: "contactForm", required: false }]);
    const hr = (await t.call(consents.consentFilter, { formType: "contactForm" }, { language: "hr" })).records;
    expect(hr.find((c) => c.id === created.id)).toMatchObject({ displayName: "Drugi tekst", version: 2 });
    await log();

    const versions = (await consentLogsOf(t.platform.services, SITE_ID, email)).map(
      (l) => l.consents.find((c) => c.uniqueNumber === "versioned")!.version,
    );
    expect(versions).toEqual([2, 1]);
    await t.call(
      consents.consentAssign,
      { assigned_to: "contactForm", consents: contact, requiredConsents: contact },
      admin,
    );
  });

  it("refuses an unknown consent (404) and empty text, changing nothing", async () => {
    await expectFailure(
      t.call(consents.consentUpdate, { id: 999999, displayName: { en: "A", hr: "B" } }, admin),
      404,
      consentMessages.notFound,
    );
    const privacy = await byNumber(demoConsents.privacy);
    await expectFailure(
      t.call(consents.consentUpdate, { id: privacy.id, displayName: { en: privacy.displayName.en, hr: "" } }, admin),
      400,
      consentMessages.textEmpty,
    );
    expect(await byNumber(demoConsents.privacy)).toEqual(privacy);
  });
});

describe("a form type's consents", () => {
  it("shows the consents given, in that order, with the required ones marked; then as before again", async () => {
    const before = await formOf("newsletter");
    expect(before).toEqual([
      [demoConsents.marketing, true],
      [demoConsents.privacy, true],
    ]);
    const ids = Object.fromEntries((await list()).map((c) => [c.uniqueNumber, c.id]));
    const assigned = await t.call(
      consents.consentAssign,
      {
        assigned_to: "newsletter",
        consents: [ids[demoConsents.privacy], ids[demoConsents.terms], ids[demoConsents.marketing]],
        requiredConsents: [ids[demoConsents.terms]],
      },
      admin,
    );
    expect(assigned.consents.map((c) => [c.uniqueNumber, c.required])).toEqual([
      [demoConsents.privacy, false],
      [demoConsents.terms, true],
      [demoConsents.marketing, false],
    ]);
    expect(await formOf("newsletter")).toEqual(assigned.consents.map((c) => [c.uniqueNumber, c.required]));
    expect(await formOf("newsletter", "hr")).toEqual(await formOf("newsletter"));
    // The log now wants the terms, and only them.
    await expectFailure(
      t.call(consents.consentLogCreate, {
        formType: "newsletter",
        email: uniqueEmail("news"),
        consents: [demoConsents.privacy, demoConsents.marketing],
      }),
      400,
      consentMessages.required,
    );
    await t.call(consents.consentLogCreate, {
      formType: "newsletter",
      email: uniqueEmail("news"),
      consents: [demoConsents.terms],
    });
    // Other forms keep theirs.
    expect(await formOf("registerForm")).toEqual([
      [demoConsents.privacy, true],
      [demoConsents.marketing, false],
    ]);

    const back = [ids[demoConsents.marketing], ids[demoConsents.privacy]];
    await t.call(consents.consentAssign, { assigned_to: "newsletter", consents: back, requiredConsents: back }, admin);
    expect(await formOf("newsletter")).toEqual(before);
  });

  it("may be emptied", async () => {
    const ids = (await t.call(consents.consentFilter, { formType: "registerForm" })).records;
    await t.call(consents.consentAssign, { assigned_to: "registerForm", consents: [] }, admin);
    expect(await formOf("registerForm")).toEqual([]);
    await t.call(
      consents.consentAssign,
      {
        assigned_to: "registerForm",
        consents: ids.map((c) => c.id),
        requiredConsents: ids.filter((c) => c.required).map((c) => c.id),
      },
      admin,
    );
    expect(await formOf("registerForm")).toEqual(ids.map((c) => [c.uniqueNumber, c.required]));
  });

  it("refuses an unknown consent, one listed twice and a required one not shown, changing nothing", async () => {
    const before = await formOf("newsletter");
    const privacy = (await byNumber(demoConsents.privacy)).id;
    const refusals: [Parameters<typeof t.call<typeof consents.consentAssign>>[1], string][] = [
      [{ assigned_to: "newsletter", consents: [privacy, 999999] }, consentMessages.unknown],
      [{ assigned_to: "newsletter", consents: [privacy, privacy] }, consentMessages.listedTwice],
      [{ assigned_to: "newsletter", consents: [], requiredConsents: [privacy] }, consentMessages.requiredNotShown],
    ];
    for (const [input, message] of refusals)
      await expectFailure(t.call(consents.consentAssign, input, admin), 400, message);
    expect(await formOf("newsletter")).toEqual(before);
  });
});

describe("deactivating and deleting a consent", () => {
  const create = (uniqueNumber: string) =>
    t.call(consents.consentCreate, { uniqueNumber, displayName: { en: "A text", hr: "Tekst" } }, admin);

  it("takes a deactivated consent off every form, keeps the log naming it, and refuses to show it until activated", async () => {
    const created = await create("retired");
    const contact = (await t.call(consents.consentFilter, { formType: "contactForm" })).records;
    const contactIds = contact.map((c) => c.id);
    const required = contact.filter((c) => c.required).map((c) => c.id);
    await t.call(
      consents.consentAssign,
      { assigned_to: "contactForm", consents: [...contactIds, created.id], requiredConsents: required },
      admin,
    );
    const email = uniqueEmail("retired");
    await t.call(consents.consentLogCreate, {
      formType: "contactForm",
      email,
      consents: [demoConsents.privacy, "retired"],
    });

    const off = await t.call(consents.consentSetActive, { id: created.id, active: false }, admin);
    expect(off).toMatchObject({ id: created.id, active: false, assignments: [], version: 1 });
    // The list says what keeps it from being deleted: the one log that names it.
    expect(await byNumber("retired")).toEqual({ ...off, acceptances: 1 });
    expect((await t.call(consents.consentFilter, { formType: "contactForm" })).records.map((c) => c.id)).toEqual(
      contactIds,
    );
    // A form that still sends it is told it is unknown; the old log still names it.
    await expectFailure(
      t.call(consents.consentLogCreate, {
        formType: "contactForm",
        email,
        consents: [demoConsents.privacy, "retired"],
      }),
      400,
      consentMessages.unknown,
    );
    const [log] = await consentLogsOf(t.platform.services, SITE_ID, email);
    expect(log!.consents).toContainEqual({ id: created.id, uniqueNumber: "retired", version: 1 });
    await expectFailure(
      t.call(consents.consentAssign, { assigned_to: "contactForm", consents: [...contactIds, created.id] }, admin),
      400,
      consentMessages.inactive,
    );

    // Logged: it cannot be deleted.
    await expectFailure(t.call(consents.consentDelete, { id: created.id }, admin), 409, consentMessages.logged);
    expect(await byNumber("retired")).toEqual({ ...off, acceptances: 1 });

    const on = await t.call(consents.consentSetActive, { id: created.id, active: true }, admin);
    expect(on).toMatchObject({ active: true, assignments: [] });
    await t.call(
      consents.consentAssign,
      { assigned_to: "contactForm", consents: [...contactIds, created.id], requiredConsents: required },
      admin,
    );
    expect((await t.call(consents.consentFilter, { formType: "contactForm" })).records.map((c) => c.id)).toEqual([
      ...contactIds,
      created.id,
    ]);
    await t.call(consents.consentSetActive, { id: created.id, active: false }, admin);
    expect((await t.call(consents.consentFilter, { formType: "contactForm" })).records).toEqual(contact);
  });

  it("deletes a consent nobody accepted, with its assignments", async () => {
    const created = await create("never-logged");
    const before = (await t.call(consents.consentFilter, { formType: "newsletter" })).records;
    await t.call(
      consents.consentAssign,
      {
        assigned_to: "newsletter",
        consents: [...before.map((c) => c.id), created.id],
        requiredConsents: before.map((c) => c.id),
      },
      admin,
    );
    // Logs naming other consents (the privacy consent's, above) do not count.
    expect((await byNumber("never-logged")).acceptances).toBe(0);
    expect((await byNumber(demoConsents.privacy)).acceptances).toBeGreaterThanOrEqual(1);
    expect(await t.call(consents.consentDelete, { id: created.id }, admin)).toEqual({ deleted: true });
    expect(await byNumber("never-logged")).toBeUndefined();
    expect((await t.call(consents.consentFilter, { formType: "newsletter" })).records).toEqual(before);
    await expectFailure(t.call(consents.consentDelete, { id: created.id }, admin), 404, consentMessages.notFound);
    await expectFailure(
      t.call(consents.consentSetActive, { id: created.id, active: false }, admin),
      404,
      consentMessages.notFound,
    );
    // The number is free again.
    expect((await create("never-logged")).uniqueNumber).toBe("never-logged");
  });
});

describe("who may manage consents", () => {
  it("nobody but the back office: 401 for a visitor, 403 for a customer, nothing changed", async () => {
    const before = await list();
    const newsletter = await formOf("newsletter");
    const privacy = before.find((c) => c.uniqueNumber === demoConsents.privacy)!;
    const calls = (headers: Record<string, string>) => [
      t.call(consents.consentCreate, { uniqueNumber: "intruder", displayName: { en: "X", hr: "Y" } }, headers),
      t.call(consents.consentUpdate, { id: privacy.id, displayName: { en: "Changed", hr: "Promijenjeno" } }, headers),
      t.call(consents.consentAssign, { assigned_to: "newsletter", consents: [] }, headers),
      t.call(consents.consentSetActive, { id: privacy.id, active: false }, headers),
      t.call(consents.consentDelete, { id: privacy.id }, headers),
    ];
    for (const call of calls({})) await expectFailure(call, 401);
    for (const call of calls(customer)) await expectFailure(call, 403);
    expect(await list()).toEqual(before);
    expect(await formOf("newsletter")).toEqual(newsletter);
  });
});
