/** The demo's forms: the contact page (the contact form and the newsletter's sign-up) and a CMS-defined form. */
import type { DbOrTx } from "../db";
import { createPost } from "../modules/content";
import { createForm } from "../modules/forms";
import type { Services } from "../services";

const page = (language: "en" | "hr") =>
  language === "en"
    ? {
        slug: "contact",
        title: "Contact",
        excerpt: "Write to the Demo Shop team, or subscribe to our newsletter.",
        intro:
          "<p>Questions about an order, a product or a visit to the showroom? Write to us: we answer every message within a working day.</p>",
        contact: "Write to us",
        newsletter: "Our newsletter",
        newsletterText: "News, guides and offers once a month. You confirm the subscription by e-mail.",
      }
    : {
        slug: "kontakt",
        title: "Kontakt",
        excerpt: "Pišite timu Demo Shopa ili se prijavite na naš newsletter.",
        intro:
          "<p>Pitanja o narudžbi, proizvodu ili posjetu izložbenom prostoru? Pišite nam: na svaku poruku odgovaramo unutar jednog radnog dana.</p>",
        contact: "Pišite nam",
        newsletter: "Naš newsletter",
        newsletterText: "Novosti, vodiči i ponude jednom mjesečno. Prijavu potvrđujete e-poštom.",
      };

export async function seedDemoContactPage(services: Services, db: DbOrTx, siteId: number): Promise<void> {
  let original: number | undefined;
  for (const language of ["en", "hr"] as const) {
    const text = page(language);
    const id = await createPost(db, services, siteId, {
      type: "page",
      slug: text.slug,
      languageCode: language,
      title: text.title,
      excerpt: text.excerpt,
      translationOf: original,
      components: [
        { id: "contact-intro", type: "richText", props: { html: text.intro } },
        { id: "contact-form", type: "contactForm", props: { title: text.contact } },
        { id: "contact-newsletter", type: "newsletter", props: { title: text.newsletter, text: text.newsletterText } },
      ],
    });
    original ??= id;
  }
}

const visit = (language: "en" | "hr") =>
  language === "en"
    ? {
        slug: "showroom-visit",
        title: "Book a showroom visit",
        excerpt: "Plan your kitchen or living room with our advisers: choose a weekday and we confirm by e-mail.",
        intro:
          "<p>Our advisers plan kitchens, living rooms and bathrooms with you in the Zagreb showroom. Choose a weekday, tell us what you have in mind and attach a floor plan if you have one.</p>",
        form: "Your visit",
        labels: {
          name: "Full name",
          email: "E-mail",
          phone: "Phone",
          topic: "What would you like to plan?",
          date: "Preferred day",
          message: "Tell us more",
          plans: "Floor plans or lists",
          privacy: "Privacy",
        },
        topics: [
          ["kitchen", "Kitchen"],
          ["living-room", "Living room"],
          ["bathroom", "Bathroom"],
          ["other", "Something else"],
        ],
        hints: {
          phone: "For example 091-234-5678 or +385 912345678",
          date: "dd.mm.yyyy, Monday to Friday",
        },
      }
    : {
        slug: "posjet-izlozbenom-prostoru",
        title: "Rezervirajte posjet izložbenom prostoru",
        excerpt:
          "Isplanirajte kuhinju ili dnevni boravak s našim savjetnicima: odaberite radni dan, a mi potvrđujemo e-poštom.",
        intro:
          "<p>Naši savjetnici s vama planiraju kuhinje, dnevne boravke i kupaonice u zagrebačkom izložbenom prostoru. Odaberite radni dan, recite nam što zamišljate i priložite tlocrt ako ga imate.</p>",
        form: "Vaš posjet",
        labels: {
          name: "Ime i prezime",
          email: "E-pošta",
          phone: "Telefon",
          topic: "Što želite planirati?",
          date: "Željeni dan",
          message: "Recite nam više",
          plans: "Tlocrti ili popisi",
          privacy: "Privatnost",
        },
        topics: [
          ["kitchen", "Kuhinju"],
          ["living-room", "Dnevni boravak"],
          ["bathroom", "Kupaonicu"],
          ["other", "Nešto drugo"],
        ],
        hints: {
          phone: "Na primjer 091-234-5678 ili +385 912345678",
          date: "dd.mm.gggg, od ponedjeljka do petka",
        },
      };

/**
 * The demo's CMS-defined form (a questionnaire: spec section 5) on its own page in each language:
 * a showroom visit with a weekday date, a choice, files and a confirmation link by e-mail.
 */
export async function seedDemoShowroomVisit(services: Services, db: DbOrTx, siteId: number): Promise<void> {
  let original: number | undefined;
  for (const language of ["en", "hr"] as const) {
    const text = visit(language);
    const formId = await createForm(db, siteId, {
      language,
      name: "showroom-visit",
      title: text.title,
      consentFormType: "contactForm",
      confirm: { goalType: "message", goal: "visitConfirmed" },
      fields: [
        { name: "name", type: "text", label: text.labels.name, mandatory: true, options: [] },
        { name: "email", type: "email", label: text.labels.email, mandatory: true, options: [] },
        {
          name: "phone",
          type: "phone",
          label: text.labels.phone,
          mandatory: false,
          options: [],
          hint: text.hints.phone,
        },
        {
          name: "topic",
          type: "select",
          label: text.labels.topic,
          mandatory: true,
          options: text.topics.map(([value, label]) => ({ value: value!, label: label! })),
        },
        { name: "date", type: "date", label: text.labels.date, mandatory: true, options: [], hint: text.hints.date },
        { name: "message", type: "textarea", label: text.labels.message, mandatory: false, options: [] },
        { name: "plans", type: "file", label: text.labels.plans, mandatory: false, options: [] },
      ],
    });
    const id = await createPost(db, services, siteId, {
      type: "page",
      slug: text.slug,
      languageCode: language,
      title: text.title,
      excerpt: text.excerpt,
      translationOf: original,
      components: [
        { id: "visit-intro", type: "richText", props: { html: text.intro } },
        { id: "visit-form", type: "cmsForm", props: { formId, title: text.form } },
      ],
    });
    original ??= id;
  }
}
