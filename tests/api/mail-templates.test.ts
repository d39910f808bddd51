/**
 * E-mail templates the back office words (decision 0068): a mail with no stored template sends the
 * built-in text, a saved one is what the outbox gets (subject, text, and HTML made from the text,
 * escaped), a reset brings the built-in text back, and the options RegistrationEmailTemplate and
 * PasswordResetEmailTemplate choose which key those two mails use. Refusals name what is wrong.
 */
process.env.PLATFORM_SECRET ??= "mail-templates-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, checkout, cms, mail, shopAdmin } from "#server/contract";
import { mailTemplateMessages } from "#server/contract/mail";
import { builtInTemplate, listOutbox, passwordResetMail, verificationMail } from "#server/modules/mail";
import type { TestPlatform } from "../support/platform";
import { lastMail, registerUser, SITE_ID, tokenFromMail, uniqueEmail, withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertProduct } from "./cart-fixture";
import { guestAddress, orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const registration = { mail: "registration" as const, key: "registration-confirmation", language: "en" as const };
const setOption = (key: string, value: string, language: "en" | "hr" | null = null) =>
  t.call(cms.optionSaveMany, { options: [{ key, value, language }] }, admin);
const errorCode = (error: { body: unknown }) => (error.body as { code: string }).code;
const details = (error: { body: unknown }) => (error.body as { details: unknown }).details;

describe("the list of editable mails", () => {
  it("names each mail's placeholders, the required ones, and the key each language uses", async () => {
    const { mails } = await t.call(mail.mailTemplates, {}, admin);
    expect(mails.map((m) => m.mail)).toEqual([
      "registration",
      "password-reset",
      "account-exists",
      "email-changed",
      "email-change-confirmation",
      "password-changed",
      "order-shipped",
      "order-cancelled",
      "order-payment-timeout",
      "order-buyer-cancelled",
    ]);
    const reg = mails.find((m) => m.mail === "registration")!;
    expect(reg).toMatchObject({ defaultKey: "registration-confirmation", keyOption: "RegistrationEmailTemplate" });
    expect(reg.placeholders).toContainEqual({ name: "link", required: true });
    expect(reg.placeholders).toContainEqual({ name: "firstName", required: false });
    // The demo seed names the mails' own keys.
    expect(reg.activeKeys).toEqual([
      { language: "en", key: "registration-confirmation" },
      { language: "hr", key: "registration-confirmation" },
    ]);
    expect(mails.find((m) => m.mail === "order-shipped")!.keyOption).toBeNull();
  });
});

describe("a template", () => {
  it("reads as the built-in text while none is stored, with its placeholders", async () => {
    const read = await t.call(mail.mailTemplateGet, { ...registration, language: "hr" }, admin);
    expect(read).toMatchObject({ stored: false, updatedAt: null, language: "hr" });
    expect(read.subject).toBe("Potvrdite svoju e-mail adresu – {{siteName}}");
    expect(read.body).toContain("Pozdrav {{firstName}},");
    expect(read.body).toContain("\n{{link}}\n");
    // The built-in text filled in is the built-in mail itself.
    const values = { siteName: "Demo Shop", firstName: "Ana", link: "https://x.example/v?t=1", hours: 48 };
    expect(read.body.replace(/\{\{(\w+)\}\}/g, (_, n: keyof typeof values) => String(values[n]))).toBe(
      verificationMail("hr", values).text,
    );
  });

  it("is saved, read back, sent by the registration, and reset to the built-in text", async () => {
    const body = "Hi {{firstName}} <b>&</b>!\n\nConfirm here:\n{{link}}\n\nValid {{hours}} h.\n— {{siteName}}";
    const saved = await t.call(
      mail.mailTemplateSave,
      { ...registration, subject: "  Welcome to {{siteName}}  ", body: `${body}\n\n` },
      admin,
    );
    expect(saved).toMatchObject({ stored: true, subject: "Welcome to {{siteName}}", body });
    expect(saved.updatedAt).not.toBeNull();
    expect(await t.call(mail.mailTemplateGet, registration, admin)).toMatchObject({ stored: true, body });
    const { mails } = await t.call(mail.mailTemplates, {}, admin);
    expect(mails.find((m) => m.mail === "registration")!.templates).toContainEqual(
      expect.objectContaining({ key: "registration-confirmation", language: "en" }),
    );

    const { email } = await registerUser(t, { details: { firstName: "Zoe", lastName: "User" } });
    const sent = await lastMail(t, email, "verify-email");
    expect(sent.subject).toBe("Welcome to Demo Shop");
    expect(sent.text).toMatch(
      /^Hi Zoe <b>&<\/b>!\n\nConfirm here:\nhttp\S+verificationToken=\S+\n\nValid 48 h\.\n— Demo Shop$/,
    );
    // The HTML is made from the text: escaped, the link a button with its address beneath.
    expect(sent.html).toContain("<p>Hi Zoe &#60;b&#62;&#38;&#60;/b&#62;!</p>");
    expect(sent.html).not.toContain("<b>");
    expect(sent.html).toMatch(/<a href="http[^"]+verificationToken=[^"]+" style="[^"]+">Confirm e-mail address<\/a>/);
    // The link in it still verifies the account.
    await t.call(accounts.verify, { token: tokenFromMail(sent.text, "verificationToken") });

    // Another language keeps the built-in text.
    const hrEmail = uniqueEmail("hr");
    await t.call(
      accounts.register,
      { details: { firstName: "Iva", lastName: "User" }, email: hrEmail, password: "correct-horse-1" },
      { language: "hr" },
    );
    expect((await lastMail(t, hrEmail, "verify-email")).subject).toBe("Potvrdite svoju e-mail adresu – Demo Shop");

    const reset = await t.call(mail.mailTemplateReset, registration, admin);
    expect(reset).toMatchObject({ stored: false, updatedAt: null, ...builtInTemplate("registration", "en") });
    const again = await registerUser(t, { details: { firstName: "Zoe", lastName: "User" } });
    expect((await lastMail(t, again.email, "verify-email")).subject).toBe("Confirm your e-mail address – Demo Shop");
    // Resetting what is not stored is no error.
    expect((await t.call(mail.mailTemplateReset, registration, admin)).stored).toBe(false);
  });

  it("of the password reset is chosen by PasswordResetEmailTemplate, per language", async () => {
    const winter = { mail: "password-reset" as const, key: "winter-reset", language: "en" as const };
    await t.call(
      mail.mailTemplateSave,
      { ...winter, subject: "Winter reset for {{firstName}}", body: "Reset ({{minutes}} min):\n{{link}}" },
      admin,
    );
    const { email } = await registerUser(t, { details: { firstName: "Max", lastName: "User" } });
    const forgot = async () => {
      await t.call(accounts.passwordForgot, { email });
      return lastMail(t, email, "reset-password");
    };
    // Stored under a key nothing names yet: the built-in text still goes out.
    expect((await forgot()).subject).toBe(
      passwordResetMail("en", { siteName: "Demo Shop", firstName: "Max", link: "", minutes: 60 }).subject,
    );
    await setOption("PasswordResetEmailTemplate", "winter-reset");
    try {
      const sent = await forgot();
      expect(sent.subject).toBe("Winter reset for Max");
      expect(sent.text).toMatch(/^Reset \(60 min\):\nhttp\S+token=\S+$/);
      const { mails } = await t.call(mail.mailTemplates, {}, admin);
      expect(mails.find((m) => m.mail === "password-reset")!.activeKeys).toContainEqual({
        language: "en",
        key: "winter-reset",
      });
      // A key named with no template in the mail's language: the built-in text.
      await setOption("PasswordResetEmailTemplate", "no-such-template");
      expect((await forgot()).subject).toBe("Reset your password – Demo Shop");
    } finally {
      await setOption("PasswordResetEmailTemplate", "password-reset");
    }
    expect((await forgot()).subject).toBe("Reset your password – Demo Shop");
  });
});

describe("refusals", () => {
  const save = (input: Partial<{ key: string; subject: string; body: string; mail: string }>) =>
    expectFailure(
      t.call(
        mail.mailTemplateSave,
        { ...registration, subject: "Hello", body: "{{link}}", ...input } as Parameters<
          typeof t.call<typeof mail.mailTemplateSave>
        >[1],
        admin,
      ),
      400,
    );

  it("name the subject, the text, an unknown placeholder and a missing one", async () => {
    expect(errorCode(await save({ subject: "   " }))).toBe("MAIL_TEMPLATE_SUBJECT_INVALID");
    expect(errorCode(await save({ subject: "x".repeat(201) }))).toBe("MAIL_TEMPLATE_SUBJECT_INVALID");
    expect(errorCode(await save({ subject: "Two\nlines" }))).toBe("MAIL_TEMPLATE_SUBJECT_INVALID");
    expect(errorCode(await save({ body: "" }))).toBe("MAIL_TEMPLATE_BODY_INVALID");
    expect(errorCode(await save({ body: `{{link}}${"x".repeat(10_000)}` }))).toBe("MAIL_TEMPLATE_BODY_INVALID");
    const unknown = await save({ body: "{{link}} {{orderNumber}}", subject: "{{password}}" });
    expect(errorCode(unknown)).toBe("MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN");
    expect(unknown.message).toBe(mailTemplateMessages.placeholderUnknown);
    expect(details(unknown)).toEqual({
      problems: [
        { field: "subject", code: "MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN", placeholders: ["password"] },
        { field: "body", code: "MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN", placeholders: ["orderNumber"] },
      ],
    });
    const missing = await save({ body: "Hello {{firstName}}", subject: "{{link}}" });
    expect(errorCode(missing)).toBe("MAIL_TEMPLATE_PLACEHOLDER_MISSING");
    expect(details(missing)).toEqual({
      problems: [{ field: "body", code: "MAIL_TEMPLATE_PLACEHOLDER_MISSING", placeholders: ["link"] }],
    });
    // Every problem at once, each with its field, the first one the answer's code.
    const all = await save({ subject: "x".repeat(201), body: "Hi {{password}}" });
    expect(errorCode(all)).toBe("MAIL_TEMPLATE_SUBJECT_INVALID");
    expect(details(all)).toEqual({
      problems: [
        { field: "subject", code: "MAIL_TEMPLATE_SUBJECT_INVALID", placeholders: [] },
        { field: "body", code: "MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN", placeholders: ["password"] },
        { field: "body", code: "MAIL_TEMPLATE_PLACEHOLDER_MISSING", placeholders: ["link"] },
      ],
    });
    // The preview checks alike.
    const preview = await expectFailure(
      t.call(mail.mailTemplatePreview, { mail: "registration", language: "en", subject: "Hi", body: "no link" }, admin),
      400,
    );
    expect(errorCode(preview)).toBe("MAIL_TEMPLATE_PLACEHOLDER_MISSING");
    // Nothing was stored.
    expect((await t.call(mail.mailTemplateGet, registration, admin)).stored).toBe(false);
  });

  it("name a malformed key, another key for a mail that has one, and a key another mail uses", async () => {
    expect(errorCode(await save({ key: "Not A Key" }))).toBe("MAIL_TEMPLATE_KEY_INVALID");
    expect(
      errorCode(
        await expectFailure(
          t.call(
            mail.mailTemplateSave,
            { mail: "order-shipped", key: "my-shipped", language: "en", subject: "S", body: "{{link}}" },
            admin,
          ),
          400,
        ),
      ),
    ).toBe("MAIL_TEMPLATE_KEY_INVALID");
    await t.call(
      mail.mailTemplateSave,
      { mail: "password-reset", key: "shared-key", language: "en", subject: "S", body: "{{link}}" },
      admin,
    );
    const taken = await expectFailure(
      t.call(mail.mailTemplateSave, { ...registration, key: "shared-key", subject: "S", body: "{{link}}" }, admin),
      409,
    );
    expect(errorCode(taken)).toBe("MAIL_TEMPLATE_KEY_TAKEN");
  });

  it("keep the templates from customers and visitors", async () => {
    await expectFailure(t.call(mail.mailTemplates, {}, customer), 403);
    await expectFailure(t.call(mail.mailTemplateGet, registration, {}), 401);
    await expectFailure(
      t.call(mail.mailTemplateSave, { ...registration, subject: "S", body: "{{link}}" }, customer),
      403,
    );
    await expectFailure(t.call(mail.mailTemplateReset, registration, customer), 403);
  });
});

describe("the preview", () => {
  it("renders the subject and text with sample values, lines of empty values left out", async () => {
    const preview = await t.call(
      mail.mailTemplatePreview,
      {
        mail: "order-shipped",
        language: "hr",
        subject: "Narudžba {{orderNumber}}",
        body: "Pozdrav {{firstName}},\n\nDostavlja: {{carrier}}\n\nPratite: {{trackingUrl}}\n{{link}}",
      },
      admin,
    );
    expect(preview.subject).toBe("Narudžba 1024");
    expect(preview.text).toBe(
      "Pozdrav Ana,\n\nDostavlja: Demo Express\n\nPratite: https://tracking.example.com/DE123456789\nhttps://shop.example.com/account/orders/1024",
    );
    expect(preview.html).toContain(">Pratite</a>");
    expect(preview.html).toContain(">Pregled narudžbe</a>");
  });

  it("sends an order-shipped template's text without the lines whose values are empty", async () => {
    const { renderTemplate } = await import("#server/modules/mail");
    const rendered = renderTemplate(
      "order-shipped",
      "en",
      { subject: "Order {{orderNumber}}", body: "Carrier: {{carrier}}\nTracking: {{trackingUrl}}\n{{link}}" },
      { orderNumber: "7", carrier: "", trackingUrl: "", link: "https://x.example/o/7", firstName: "", siteName: "" },
    );
    expect(rendered.text).toBe("https://x.example/o/7");
  });
});

describe("the order mails", () => {
  /** A bank-transfer order of a guest (in English), waiting for its money. */
  async function placedOrder() {
    const productId = await insertProduct(t, { final: 1500 });
    const address = { ...guestAddress, contactEmail: uniqueEmail("order") };
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], address, payment: "bank-transfer" });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready));
    return { slug: created.orderSlug, email: address.contactEmail };
  }
  const mailOf = async (to: string, kind: string) =>
    (await listOutbox(t.platform.services, SITE_ID, { to, kind, limit: 1 }))[0]!;

  it("send the saved texts when an order is shipped or cancelled, leaving out lines with nothing to say", async () => {
    const shipped = { mail: "order-shipped" as const, key: "order-shipped", language: "en" as const };
    const cancelled = { mail: "order-cancelled" as const, key: "order-cancelled", language: "en" as const };
    await t.call(
      mail.mailTemplateSave,
      {
        ...shipped,
        subject: "{{orderNumber}} left us",
        body: "Hi {{firstName}},\nCarrier: {{carrier}}\nFollow it: {{trackingUrl}}\n{{link}}",
      },
      admin,
    );
    await t.call(
      mail.mailTemplateSave,
      { ...cancelled, subject: "{{orderNumber}} cancelled", body: "No payment came for {{orderNumber}}.\n{{link}}" },
      admin,
    );
    try {
      const first = await placedOrder();
      await t.call(shopAdmin.markOrderPaid, { slug: first.slug }, admin);
      await t.call(shopAdmin.markOrderShipped, { slug: first.slug, carrier: "DPD" }, admin);
      const sent = await mailOf(first.email, "order-shipped");
      expect(sent.subject).toBe(`${first.slug} left us`);
      expect(sent.text).toMatch(new RegExp(`^Hi ${guestAddress.firstName},\nCarrier: DPD\nhttp\\S+$`));
      expect(sent.html).toContain(">View your order</a>");
      expect(sent.html).not.toContain("Follow it");

      const second = await placedOrder();
      await t.call(shopAdmin.cancelOrder, { slug: second.slug }, admin);
      const notice = await mailOf(second.email, "order-cancelled");
      expect(notice.subject).toBe(`${second.slug} cancelled`);
      expect(notice.text).toMatch(new RegExp(`^No payment came for ${second.slug}\\.\nhttp\\S+$`));
    } finally {
      await t.call(mail.mailTemplateReset, shipped, admin);
      await t.call(mail.mailTemplateReset, cancelled, admin);
    }
  });
});
