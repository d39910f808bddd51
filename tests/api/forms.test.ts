/**
 * The site's forms (issue 14 item 5): a form without a required consent refused with nothing
 * stored; the consent log written; the newsletter's double opt-in link used once, for each goal
 * type; the contact form's e-mail and Croatian phone rules; every submission mailed to the site
 * and listed for the back office, newest first, by form type when asked.
 */
process.env.PLATFORM_SECRET ??= "forms-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "#server/contract";
import { formMessages as m, isPhone } from "#server/contract/forms";
import { consentLogsOf, demoConsents } from "#server/modules/consents";
import { createOptInToken } from "#server/modules/forms";
import { listOutbox } from "#server/modules/mail";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, SITE_ID } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const newsletterConsents = [demoConsents.marketing, demoConsents.privacy];
const count = async (table: "form_submissions" | "newsletter_subscriptions", email: string) =>
  Number(
    (
      await t.platform.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).n,
  );
const tokenMailedTo = async (email: string) => {
  const [mail] = await listOutbox(t.platform.services, SITE_ID, { to: email, kind: "newsletter-confirm" });
  return /[?&]token=([\w-]+)/.exec(mail!.text)?.[1];
};

describe("the newsletter", () => {
  it("refuses a subscription without its required consents, storing nothing", async () => {
    const email = unique("no-consent");
    await expectFailure(t.call(forms.newsletterSubscribe, { email, acceptedConsents: [demoConsents.privacy] }), 400);
    expect(await count("newsletter_subscriptions", email)).toBe(0);
    expect(await count("form_submissions", email)).toBe(0);
    expect(await consentLogsOf(t.platform.services, SITE_ID, email)).toEqual([]);
    await expectFailure(
      t.call(forms.newsletterSubscribe, { email: "not-an-address", acceptedConsents: newsletterConsents }),
      400,
      m.emailInvalid,
    );
  });

  it("subscribes by double opt-in: consents logged, a link mailed, used once, then already subscribed", async () => {
    const email = unique("reader");
    expect(await t.call(forms.newsletterSubscribe, { email, acceptedConsents: newsletterConsents })).toEqual({
      status: "confirmationSent",
    });
    expect(await consentLogsOf(t.platform.services, SITE_ID, email)).toHaveLength(1);
    expect(await count("form_submissions", email)).toBe(1);
    const notices = await listOutbox(t.platform.services, SITE_ID, { to: "shop@example.com", kind: "form-notice" });
    expect(notices.some((n) => n.text.includes(email))).toBe(true);

    const token = await tokenMailedTo(email);
    expect(token).toBeTruthy();
    expect(await t.call(forms.confirmEmail, { token: token! })).toEqual({
      goalType: "message",
      goal: "newsletterConfirmed",
      confirmedEmail: email,
    });
    await expectFailure(t.call(forms.confirmEmail, { token: token! }), 410, m.tokenUsed);
    await expectFailure(
      t.call(forms.newsletterSubscribe, { email, acceptedConsents: newsletterConsents }),
      409,
      m.alreadySubscribed,
    );
  });

  it("answers each goal type of a token, and 'goal or goalType were not defined' for an unknown one", async () => {
    for (const [goalType, goal] of [
      ["url", "/shop"],
      ["file", "/media/demo/file/price-list.pdf"],
    ] as const) {
      const token = await createOptInToken(t.platform.services.db, SITE_ID, {
        email: "goal@example.com",
        goalType,
        goal,
      });
      expect(await t.call(forms.confirmEmail, { token })).toEqual({
        goalType,
        goal,
        confirmedEmail: "goal@example.com",
      });
    }
    await expectFailure(t.call(forms.confirmEmail, { token: "a-token-nobody-was-given" }), 404, m.tokenUnknown);
  });
});

describe("the contact form", () => {
  it("checks the e-mail, the Croatian phone formats and the mandatory fields, storing nothing when refused", async () => {
    const email = unique("contact");
    const base = { name: "Ana", email, message: "Do you ship to Zadar?", acceptedConsents: [demoConsents.privacy] };
    await expectFailure(t.call(forms.contactAdmin, { ...base, phone: "12345" }), 400, m.phoneInvalid);
    await expectFailure(t.call(forms.contactAdmin, { ...base, email: "ana@" }), 400, m.emailInvalid);
    await expectFailure(t.call(forms.contactAdmin, { ...base, message: " " }), 400, m.mandatory);
    await expectFailure(t.call(forms.contactAdmin, { ...base, acceptedConsents: [] }), 400);
    expect(await count("form_submissions", email)).toBe(0);
    const { id } = await t.call(forms.contactAdmin, { ...base, phone: "091-234-5678" });
    expect(id).toBeGreaterThan(0);
    const notices = await listOutbox(t.platform.services, SITE_ID, { to: "shop@example.com", kind: "form-notice" });
    expect(notices.find((n) => n.text.includes("Do you ship to Zadar?"))).toBeTruthy();
  });

  it("tells the shop in the language the visitor wrote in: subject and field names", async () => {
    const notice = async (email: string) =>
      (await listOutbox(t.platform.services, SITE_ID, { to: "shop@example.com", kind: "form-notice" })).find((n) =>
        n.text.includes(email),
      )!;
    const consents = [demoConsents.privacy];
    const hr = unique("kontakt");
    await t.call(
      forms.contactAdmin,
      { name: "Ana", email: hr, phone: "", message: "Šaljete li u Zadar?", acceptedConsents: consents },
      { language: "hr" },
    );
    const croatian = await notice(hr);
    expect(croatian.subject).toBe("Kontaktni obrazac: Ana");
    expect(croatian.text).toContain("Ime: Ana");
    expect(croatian.text).toContain("Poruka: Šaljete li u Zadar?");
    expect(croatian.html).toContain("Poruka:");
    expect(croatian.text).not.toMatch(/^(name|message|phone):/m);

    const en = unique("contact-en");
    await t.call(forms.contactAdmin, {
      name: "Ann",
      email: en,
      phone: "",
      message: "Zadar?",
      acceptedConsents: consents,
    });
    const english = await notice(en);
    expect(english.subject).toBe("Contact form: Ann");
    expect(english.text).toContain("Name: Ann");
    expect(english.text).toContain("Message: Zadar?");

    const subscriber = unique("pretplata");
    await t.call(
      forms.newsletterSubscribe,
      { email: subscriber, acceptedConsents: newsletterConsents },
      { language: "hr" },
    );
    const subscription = await notice(subscriber);
    expect(subscription.subject).toBe(`Prijava na newsletter: ${subscriber}`);
    expect(subscription.text).toContain(`E-pošta: ${subscriber}`);
  });

  it("knows the phone formats of spec section 5", () => {
    for (const ok of [
      "(091) 234-5678",
      "(091)234-5678",
      "091-234-5678",
      "091.234.5678",
      "091-2345678",
      "0912345678",
      "+385 912345678",
    ])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ["12345", "091 234 5678", "+385912345678", "(01) 234-5678"])
      expect(isPhone(bad), bad).toBe(false);
  });
});

describe("the stored submissions", () => {
  it("are listed for the back office newest first, all of them or those of one form type", async () => {
    const editor = await backOfficeUser(t);
    const contact = unique("listed");
    const reader = unique("listed-reader");
    await t.call(forms.contactAdmin, {
      name: "Ivo",
      email: contact,
      phone: "",
      message: "Line one\nline two",
      acceptedConsents: [demoConsents.privacy],
    });
    await t.call(forms.newsletterSubscribe, { email: reader, acceptedConsents: newsletterConsents });

    const all = await t.call(forms.submissions, {}, editor.headers);
    expect(all.records.slice(0, 2).map((r) => [r.formType, r.email])).toEqual([
      ["newsletter", reader],
      ["contactForm", contact],
    ]);
    expect(JSON.parse(all.records[1]!.data)).toEqual({
      name: "Ivo",
      email: contact,
      phone: "",
      message: "Line one\nline two",
    });

    const contacts = await t.call(forms.submissions, { type: "contactForm" }, editor.headers);
    expect(contacts.records[0]!.email).toBe(contact);
    expect(contacts.records.every((r) => r.formType === "contactForm")).toBe(true);
    expect(contacts.totalRecords).toBeLessThan(all.totalRecords);
    const none = await t.call(forms.submissions, { type: "noSuchForm" }, editor.headers);
    expect(none).toEqual({ records: [], totalRecords: 0, totalPages: 1 });
  });
});
