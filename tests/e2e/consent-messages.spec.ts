import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { hydrated } from "./support/hydration";
import { nextWeekday } from "./support/dates";

/**
 * A consent box's refusal (ConsentFields, decision 0075): the message stands under the box's label
 * text, its left edge the text's (the box's width and the gap in), at a phone's width and a
 * desktop's, in both languages. The public forms (newsletter, contact, questionnaire, availability)
 * say it under the box too, as the register and checkout forms do, not at the form's top.
 */
const unique = (name: string, project: string) =>
  `${name}-${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The messages in each language: a public form's at its box and at its top; the register form's. */
const words = {
  en: {
    box: "It is necessary to accept consent!",
    top: "Please check the marked fields.",
    register: "Consent is required",
  },
  hr: { box: "Potrebno je prihvatiti privolu!", top: "Provjerite označena polja.", register: "Privola je obavezna" },
};

interface Case {
  name: "register" | "newsletter" | "contact" | "questionnaire" | "availability";
  lang: "en" | "hr";
  path: string;
  form: string;
  /** What the form needs besides its consents, by label (EMAIL: an address of the test's own). */
  fill?: Record<string, string>;
  /** Its select fields, by label. */
  choose?: Record<string, string>;
  /** The submit button's name (the register form's: its test id). */
  submit?: string;
}

const EMAIL = "(an e-mail address)";

const cases: Case[] = [
  { name: "register", lang: "en", path: "/register", form: "register-form" },
  { name: "register", lang: "hr", path: "/hr/registracija", form: "register-form" },
  {
    name: "newsletter",
    lang: "en",
    path: "/contact",
    form: "newsletter-form",
    fill: { "E-mail address": EMAIL },
    submit: "Subscribe",
  },
  {
    name: "contact",
    lang: "hr",
    path: "/hr/kontakt",
    form: "contact-form",
    fill: { "Vaše ime": "Ana Horvat", "E-mail adresa": EMAIL, "Vaša poruka": "Dostavljate li u Zadar?" },
    submit: "Pošalji poruku",
  },
  {
    name: "questionnaire",
    lang: "en",
    path: "/showroom-visit",
    form: "cms-form-form",
    fill: { "Full name *": "Ana Horvat", "E-mail *": EMAIL, "Preferred day *": nextWeekday(3) },
    choose: { "What would you like to plan? *": "kitchen" },
    submit: "Send",
  },
  {
    name: "availability",
    lang: "hr",
    path: `/hr/product/${facts.outOfStockSlugsHr[0]}`,
    form: "availability-form",
    fill: { "E-mail adresa": EMAIL },
    submit: "Obavijestite me",
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
  test(`a consent's refusal stands under its label text: ${c.name} (${c.lang})`, async ({
    page,
    javaScriptEnabled,
  }, info) => {
    await page.goto(c.path);
    if (javaScriptEnabled) await hydrated(page);
    const form = () => page.getByTestId(c.form);
    const email = unique("consent", info.project.name);
    for (const [label, value] of Object.entries(c.fill ?? {}))
      await form()
        .getByLabel(label)
        .fill(value === EMAIL ? email : value);
    for (const [label, value] of Object.entries(c.choose ?? {})) await form().getByLabel(label).selectOption(value);
    if (c.submit) await form().getByRole("button", { name: c.submit }).click();
    else await form().getByTestId("register-submit").click();
    // The register form says it in the form words; the public forms in theirs, their top pointing to it.
    const register = c.name === "register";
    const message = register ? words[c.lang].register : words[c.lang].box;
    const consents = form().getByTestId("consents");
    await expect(consents.getByTestId("field-error").first()).toHaveText(message);
    const box = consents.getByRole("checkbox").first();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(message);
    if (!register) await expect(form().getByTestId("form-error")).toHaveText(words[c.lang].top);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const edges = await leftEdges(page, form());
      expect(Math.abs(edges.message - edges.text), `${width} px`).toBeLessThanOrEqual(2);
      expect(edges.overflow, `${width} px`).toBe(0);
      await consents.screenshot({ path: info.outputPath(`consent-${width}.png`) });
    }
  });
}
