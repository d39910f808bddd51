/** The demo's contact page in English and Croatian: the contact form and the newsletter's sign-up. */
import type { DbOrTx } from "../db";
import { createPost } from "../modules/content";
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
