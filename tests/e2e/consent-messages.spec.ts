import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { hydrated } from "./support/hydration";

/**
 * A consent box's refusal (ConsentFields, decision 0075): the message stands under the box's label
 * text, its left edge the text's (the box's width and the gap in), at a phone's width and a
 * desktop's, in both languages. The public forms (newsletter, contact, questionnaire, availability)
 * say it under the box too, as the register and checkout forms do, not at the form's top.
 */
const unique = (name: string, project: string) =>
  `${name}-${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The next Wednesday after today, as dd.mm.yyyy (the showroom's days are weekdays). */
function nextWednesday(): string {
  const date = new Date();
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 3);
  const [y, m, d] = date.toISOString().slice(0, 10).split("-");
  return `${d}.${m}.${y}`;
}

interface Case {
  name: string;
  path: string;
  form: string;
  /** What the form needs besides its consents, and its submit. */
  send: (form: Locator, email: string) => Promise<void>;
  /** The message under a required box left unticked. */
  message: string;
  /** A public form: the top of the form no longer says the consent's message. */
  top?: string;
}

const cases: Case[] = [
  {
    name: "register (en)",
    path: "/register",
    form: "register-form",
    send: (form) => form.getByTestId("register-submit").click(),
    message: "Consent is required",
  },
  {
    name: "register (hr)",
    path: "/hr/registracija",
    form: "register-form",
    send: (form) => form.getByTestId("register-submit").click(),
    message: "Privola je obavezna",
  },
  {
    name: "newsletter (en)",
    path: "/contact",
    form: "newsletter-form",
    send: async (form, email) => {
      await form.getByLabel("E-mail address").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
    },
    message: "It is necessary to accept consent!",
    top: "Please check the marked fields.",
  },
  {
    name: "contact (hr)",
    path: "/hr/kontakt",
    form: "contact-form",
    send: async (form, email) => {
      await form.getByLabel("Vaše ime").fill("Ana Horvat");
      await form.getByLabel("E-mail adresa").fill(email);
      await form.getByLabel("Vaša poruka").fill("Dostavljate li u Zadar?");
      await form.getByRole("button", { name: "Pošalji poruku" }).click();
    },
    message: "Potrebno je prihvatiti privolu!",
    top: "Provjerite označena polja.",
  },
  {
    name: "questionnaire (en)",
    path: "/showroom-visit",
    form: "cms-form-form",
    send: async (form, email) => {
      await form.getByLabel("Full name *").fill("Ana Horvat");
      await form.getByLabel("E-mail *").fill(email);
      await form.getByLabel("What would you like to plan? *").selectOption("kitchen");
      await form.getByLabel("Preferred day *").fill(nextWednesday());
      await form.getByRole("button", { name: "Send" }).click();
    },
    message: "It is necessary to accept consent!",
    top: "Please check the marked fields.",
  },
  {
    name: "availability (hr)",
    path: `/hr/product/${facts.outOfStockSlugsHr[0]}`,
    form: "availability-form",
    send: async (form, email) => {
      await form.getByLabel("E-mail adresa").fill(email);
      await form.getByRole("button", { name: "Obavijestite me" }).click();
    },
    message: "Potrebno je prihvatiti privolu!",
    top: "Provjerite označena polja.",
  },
];

async function leftEdges(page: Page, form: Locator) {
  const consents = form.getByTestId("consents");
  // The message's own box (the list's padding indents it).
  const message = consents.getByTestId("field-error").first().locator("li").first();
  await expect(message).toBeVisible();
  const text = consents.locator("label").first().locator(":scope > span");
  const [messageBox, textBox] = [await message.boundingBox(), await text.boundingBox()];
  return {
    message: messageBox!.x,
    text: textBox!.x,
    overflow: await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
  };
}

for (const c of cases) {
  test(`a consent's refusal stands under its label text: ${c.name}`, async ({ page, javaScriptEnabled }, info) => {
    await page.goto(c.path);
    if (javaScriptEnabled) await hydrated(page);
    const form = () => page.getByTestId(c.form);
    await c.send(form(), unique("consent", info.project.name));
    const consents = form().getByTestId("consents");
    await expect(consents.getByTestId("field-error").first()).toHaveText(c.message);
    const box = consents.getByRole("checkbox").first();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(c.message);
    if (c.top) await expect(form().getByTestId("form-error")).toHaveText(c.top);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const edges = await leftEdges(page, form());
      expect(Math.abs(edges.message - edges.text), `${width} px`).toBeLessThanOrEqual(2);
      expect(edges.overflow, `${width} px`).toBe(0);
      await consents.screenshot({ path: info.outputPath(`consent-${width}.png`) });
    }
  });
}
