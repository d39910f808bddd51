/**
 * CMS-defined forms and the productAvailabilityForm (issue 14 item 5): the questionnaire's rules
 * (mandatory, e-mail, Croatian phone, a weekday from yesterday on as dd.MM.yyyy, a known choice),
 * the form's consents, public uploads (at most 10, each of an accepted type by its content), the
 * reCAPTCHA check when configured (a local stand-in for the provider), and the back-in-stock mail,
 * sent once. A refused form stores nothing and keeps no file.
 */
process.env.PLATFORM_SECRET ??= "questionnaires-test-platform-secret";

import { createServer, type Server } from "node:http";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "#server/config";
import { forms } from "#server/contract";
import { formMessages as m, formToday, PUBLIC_UPLOAD_LIMIT } from "#server/contract/forms";
import { invalidateCatalog } from "#server/modules/catalog";
import { consentLogsOf, demoConsents } from "#server/modules/consents";
import { notifyRestocked } from "#server/modules/forms";
import { listOutbox } from "#server/modules/mail";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let formId: number;
beforeAll(async () => {
  t = await startTestPlatform();
  const { records } = await t.call(forms.filterForms, {});
  formId = records.find((f) => f.name === "showroom-visit")!.id;
});
afterAll(async () => {
  await t?.close();
});

const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The next day from today (Zagreb) that is `weekday` (0 Sunday ... 6 Saturday), as dd.MM.yyyy. */
function nextWeekday(weekday: number, from = formToday()): string {
  const date = new Date(`${from}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== weekday);
  const [y, mo, d] = date.toISOString().slice(0, 10).split("-");
  return `${d}.${mo}.${y}`;
}

const submissionsOf = async (email: string) =>
  t.platform.services.db.selectFrom("form_submissions").selectAll().where("email", "=", email).execute();
const storedFiles = async () => readdir(join(t.platform.services.dataDir, "form-uploads")).catch(() => []);

const pdf = (name = "plan.pdf") =>
  new File([`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`], name, {
    type: "application/pdf",
  });

function answers(email: string) {
  return {
    name: "Ana Horvat",
    email,
    phone: "091-234-5678",
    topic: "kitchen",
    date: nextWeekday(3),
    message: "A kitchen for a small flat.",
  };
}

describe("a CMS-defined form", () => {
  it("is listed for its language and answered with its fields", async () => {
    const form = await t.call(forms.getForm, { id: formId });
    expect(form.title).toBe("Book a showroom visit");
    expect(form.fields.map((f) => f.type)).toEqual(["text", "email", "phone", "select", "date", "textarea", "file"]);
    expect(form.consentFormType).toBe("contactForm");
    const croatian = await t.call(forms.filterForms, {}, { language: "hr" });
    expect(croatian.records.map((f) => f.title)).toContain("Rezervirajte posjet izložbenom prostoru");
    await expectFailure(t.call(forms.getForm, { id: 2_000_000_000 }), 404, m.formNotFound);
  });

  it("refuses each broken rule with the spec's message, storing nothing", async () => {
    const email = unique("rules");
    const accepted = [demoConsents.privacy];
    const refusals: [Record<string, string>, string][] = [
      [{ name: "" }, m.mandatory],
      [{ email: "ana@" }, m.emailInvalid],
      [{ phone: "091 234 5678" }, m.phoneInvalid],
      [{ topic: "garage" }, m.optionUnknown],
      [{ date: "2026-12-02" }, m.dateInvalid],
      [{ date: "31.02.2030" }, m.dateInvalid],
      [{ date: nextWeekday(6) }, m.dateUnavailable],
      [{ date: nextWeekday(0) }, m.dateUnavailable],
      [{ date: "02.03.2021" }, m.dateUnavailable],
    ];
    for (const [change, message] of refusals)
      await expectFailure(
        t.call(forms.storeData, { id: formId, data: { ...answers(email), ...change }, acceptedConsents: accepted }),
        400,
        message,
      );
    // Without the form type's required consent: refused, nothing stored, no consent log.
    await expectFailure(t.call(forms.storeData, { id: formId, data: answers(email), acceptedConsents: [] }), 400);
    expect(await submissionsOf(email)).toEqual([]);
    expect(await consentLogsOf(t.platform.services, SITE_ID, email)).toEqual([]);
  });

  it("stores the answers and the files, logs the consents, mails the site and a confirmation link", async () => {
    const email = unique("visit");
    const csv = new File(["room,width\nkitchen,3.2\n"], "sizes.csv", { type: "text/csv" });
    const { id, confirmationSent } = await t.call(forms.storeData, {
      id: formId,
      data: { ...answers(email), date: nextWeekday(1).replace(/^0/, "") + "." },
      acceptedConsents: [demoConsents.privacy],
      files: [
        { field: "plans", file: pdf() },
        { field: "plans", file: csv },
      ],
    });
    expect(confirmationSent).toBe(true);
    const [row] = await submissionsOf(email);
    expect(row).toMatchObject({ id, form_type: "questionnaire", form_id: formId });
    expect(JSON.parse(row!.data)).toMatchObject({
      name: "Ana Horvat",
      topic: "kitchen",
      plans: ["plan.pdf", "sizes.csv"],
    });
    const files = await t.platform.services.db
      .selectFrom("form_files")
      .selectAll()
      .where("submission_id", "=", id)
      .execute();
    expect(files.map((f) => [f.original_name, f.mime])).toEqual([
      ["plan.pdf", "application/pdf"],
      ["sizes.csv", "text/csv"],
    ]);
    expect(await storedFiles()).toEqual(expect.arrayContaining(files.map((f) => f.sha256)));
    expect(await consentLogsOf(t.platform.services, SITE_ID, email)).toHaveLength(1);
    const notices = await listOutbox(t.platform.services, SITE_ID, { to: "shop@example.com", kind: "form-notice" });
    expect(notices.find((n) => n.text.includes("A kitchen for a small flat."))?.text).toContain("plan.pdf, sizes.csv");
    const [confirmation] = await listOutbox(t.platform.services, SITE_ID, { to: email, kind: "form-confirm" });
    const token = /[?&]token=([\w-]+)/.exec(confirmation!.text)![1]!;
    expect(await t.call(forms.confirmEmail, { token })).toEqual({
      goalType: "message",
      goal: "visitConfirmed",
      confirmedEmail: email,
    });
    await expectFailure(t.call(forms.confirmEmail, { token }), 410, m.tokenUsed);
  });

  it("refuses an upload over the count limit or with a forged type, keeping nothing", async () => {
    const email = unique("uploads");
    const before = await storedFiles();
    const send = (files: File[]) =>
      t.call(forms.storeData, {
        id: formId,
        data: answers(email),
        acceptedConsents: [demoConsents.privacy],
        files: files.map((file) => ({ field: "plans", file })),
      });
    const many = Array.from({ length: PUBLIC_UPLOAD_LIMIT + 1 }, (_, i) => pdf(`plan-${i}.pdf`));
    await expectFailure(send(many), 400, m.tooManyFiles);
    // A program named as a PDF, a PDF named as a Word file, binary named as text, an image.
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], "invoice.pdf");
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
      "photo.png",
    );
    for (const forged of [program, pdf("letter.docx"), new File([new Uint8Array([0, 1, 2, 255])], "notes.txt"), png])
      await expectFailure(send([pdf(), forged]), 400, m.fileTypeRefused);
    expect(await submissionsOf(email)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    // The count limit itself is allowed.
    const { id } = await send(Array.from({ length: PUBLIC_UPLOAD_LIMIT }, (_, i) => pdf(`plan-${i}.pdf`)));
    expect(id).toBeGreaterThan(0);
  });

  it("an empty file input sends nothing: the form is accepted without files", async () => {
    const email = unique("no-files");
    const { id } = await t.call(forms.storeData, {
      id: formId,
      data: answers(email),
      acceptedConsents: [demoConsents.privacy],
      files: [{ field: "plans", file: new File([], "") }],
    });
    const files = await t.platform.services.db
      .selectFrom("form_files")
      .selectAll()
      .where("submission_id", "=", id)
      .execute();
    expect(files).toEqual([]);
  });
});

describe("the bot check with reCAPTCHA configured", () => {
  let provider: Server;
  const saved = { ...process.env };
  beforeAll(async () => {
    // A stand-in for the provider's siteverify: only "human-answer" passes, with the secret set.
    provider = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        const params = new URLSearchParams(body);
        const success = params.get("secret") === "test-secret" && params.get("response") === "human-answer";
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(success ? { success } : { success, "error-codes": ["invalid-input-response"] }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const { port } = provider.address() as { port: number };
    Object.assign(process.env, {
      RECAPTCHA_SITE_KEY: "test-site-key",
      RECAPTCHA_SECRET_KEY: "test-secret",
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
    reloadConfig();
  });
  afterAll(async () => {
    for (const name of ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY", "RECAPTCHA_VERIFY_URL"])
      if (saved[name] === undefined) delete process.env[name];
    reloadConfig();
    await new Promise((resolve) => provider.close(resolve));
  });

  it("refuses a missing or failed answer and accepts a verified one, on the contact form and a CMS form", async () => {
    const email = unique("captcha");
    const contact = { name: "Ana", email, message: "Hello", acceptedConsents: [demoConsents.privacy] };
    await expectFailure(t.call(forms.contactAdmin, contact), 400, m.captchaMissing);
    await expectFailure(t.call(forms.contactAdmin, { ...contact, captchaResponse: "bot" }), 400, m.captchaFailed);
    const form = { id: formId, data: answers(email), acceptedConsents: [demoConsents.privacy] };
    await expectFailure(t.call(forms.storeData, form), 400, m.captchaMissing);
    await expectFailure(t.call(forms.storeData, { ...form, captchaResponse: "bot" }), 400, m.captchaFailed);
    expect(await submissionsOf(email)).toEqual([]);
    await t.call(forms.contactAdmin, { ...contact, captchaResponse: "human-answer" });
    await t.call(forms.storeData, { ...form, captchaResponse: "human-answer" });
    expect(await submissionsOf(email)).toHaveLength(2);
  });

  it("holds the newsletter's sign-up to the same answer: no confirmation mail without it", async () => {
    const email = unique("captcha-newsletter");
    const signUp = { email, acceptedConsents: [demoConsents.marketing, demoConsents.privacy] };
    await expectFailure(t.call(forms.newsletterSubscribe, signUp), 400, m.captchaMissing);
    await expectFailure(t.call(forms.newsletterSubscribe, { ...signUp, captchaResponse: "bot" }), 400, m.captchaFailed);
    expect(await submissionsOf(email)).toEqual([]);
    await t.call(forms.newsletterSubscribe, { ...signUp, captchaResponse: "human-answer" });
    expect(await submissionsOf(email)).toHaveLength(1);
  });
});

describe("the productAvailabilityForm", () => {
  it("registers a sold-out product's visitor once and mails them once when it is in stock again", async () => {
    const { db } = t.platform.services;
    const product = await db
      .selectFrom("products")
      .select(["id", "stock_qty"])
      .where("format", "=", "Simple")
      .where("parent_id", "is", null)
      .where("stock_qty", ">", 0)
      .where("is_visible_individually", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const email = unique("waiting");
    const request = { productId: product.id, email, acceptedConsents: [demoConsents.privacy] };
    await expectFailure(t.call(forms.productAvailability, request), 409, m.productInStock);

    await db.updateTable("products").set({ stock_qty: 0 }).where("id", "=", product.id).execute();
    invalidateCatalog(t.platform.services);
    await expectFailure(t.call(forms.productAvailability, { ...request, acceptedConsents: [] }), 400);
    await expectFailure(t.call(forms.productAvailability, { ...request, email: "nobody@" }), 400, m.emailInvalid);
    expect(await t.call(forms.productAvailability, request, { language: "hr" })).toEqual({ status: "registered" });
    const [notice] = (
      await listOutbox(t.platform.services, SITE_ID, { to: "shop@example.com", kind: "form-notice" })
    ).filter((n) => n.text.includes(email));
    expect(notice!.subject).toMatch(/^Dostupnost proizvoda: ./);
    expect(notice!.text).toContain(`E-pošta: ${email}`);
    expect(notice!.text).toContain(`ID proizvoda: ${product.id}`);
    expect(await t.call(forms.productAvailability, request)).toEqual({ status: "registered" });
    expect(await submissionsOf(email)).toHaveLength(2);
    expect(await notifyRestocked(t.platform.services)).toBe(0);

    await db.updateTable("products").set({ stock_qty: 4 }).where("id", "=", product.id).execute();
    invalidateCatalog(t.platform.services);
    expect(await notifyRestocked(t.platform.services)).toBe(1);
    expect(await notifyRestocked(t.platform.services)).toBe(0);
    const mails = await listOutbox(t.platform.services, SITE_ID, { to: email, kind: "back-in-stock" });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/product/");
    await db.updateTable("products").set({ stock_qty: product.stock_qty }).where("id", "=", product.id).execute();
    invalidateCatalog(t.platform.services);
  });
});
