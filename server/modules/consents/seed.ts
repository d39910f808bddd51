/** Demo consents in English and Croatian and their assignments to the spec's forms. */
import type { ConsentFormType } from "#server/contract/consents";
import type { DbOrTx } from "#server/db";
import { sanitizeRichText } from "../content";

export const demoConsents = {
  /** Required at checkout. */
  terms: "terms-of-sale",
  /** Required at checkout, registration and the other forms that collect personal data. */
  privacy: "privacy-policy",
  /** Optional everywhere but the newsletter. */
  marketing: "marketing-email",
} as const;

const texts: Record<keyof typeof demoConsents, { en: string; hr: string }> = {
  terms: {
    en: "I accept the terms of sale and understand that placing the order obliges me to pay for it.",
    hr: "Prihvaćam uvjete prodaje i razumijem da me narudžba obvezuje na plaćanje.",
  },
  privacy: {
    en: 'I agree to the processing of my personal data as described in the <a href="/privacy-policy">privacy policy</a>.',
    hr: 'Pristajem na obradu svojih osobnih podataka kako je opisano u <a href="/hr/politika-privatnosti">politici privatnosti</a>.',
  },
  marketing: {
    en: "I would like to receive news and offers by e-mail. I can unsubscribe at any time.",
    hr: "Želim primati novosti i ponude e-poštom. Mogu se odjaviti u bilo kojem trenutku.",
  },
};

/** Per form: the consents in display order and whether each is required. */
const assignments: Record<ConsentFormType, [keyof typeof demoConsents, boolean][]> = {
  checkoutForm: [
    ["terms", true],
    ["privacy", true],
    ["marketing", false],
  ],
  registerForm: [
    ["privacy", true],
    ["marketing", false],
  ],
  newsletter: [
    ["marketing", true],
    ["privacy", true],
  ],
  contactForm: [["privacy", true]],
  productAvailabilityForm: [["privacy", true]],
  addressForm: [["privacy", true]],
};

export async function seedDemoConsents(db: DbOrTx, siteId: number): Promise<void> {
  const stamp = new Date().toISOString();
  const ids = {} as Record<keyof typeof demoConsents, number>;
  for (const key of Object.keys(demoConsents) as (keyof typeof demoConsents)[]) {
    const displayName = { en: sanitizeRichText(texts[key].en), hr: sanitizeRichText(texts[key].hr) };
    const { id } = await db
      .insertInto("consents")
      .values({
        site_id: siteId,
        unique_number: demoConsents[key],
        display_name: JSON.stringify(displayName),
        version: 1,
        active: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[key] = id;
  }
  const rows = Object.entries(assignments).flatMap(([formType, list]) =>
    list.map(([key, required], position) => ({
      consent_id: ids[key],
      form_type: formType,
      required: required ? 1 : 0,
      position,
    })),
  );
  await db.insertInto("consent_assignments").values(rows).execute();
}
