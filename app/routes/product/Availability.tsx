import { useId } from "react";
import { Form } from "react-router";
import { BotCheck } from "~/components/forms/BotCheck";
import { Consents, Refused, typed, useRefusal } from "~/components/forms/PublicForm";
import * as sections from "~/components/cms/sections.css";
import type { BotCheckView } from "~/lib/forms/bot-check";
import type { ConsentView } from "~/components/checkout/ConsentFields";
import { useTranslation } from "~/lib/i18n";
import { primaryButton } from "~/styles/button.css";

export interface AvailabilityFormData {
  consents: ConsentView[];
  consentsFailed: boolean;
  botCheck: BotCheckView;
}

/** productAvailabilityForm (spec section 1): a sold-out product's visitor asks to be e-mailed when it is back. */
export function AvailabilityForm({ productId, form }: { productId: number; form: AvailabilityFormData }) {
  const { t } = useTranslation();
  const id = useId();
  const refusal = useRefusal("availability");
  return (
    <section className={sections.formBox} aria-labelledby={`${id}-title`} data-testid="availability">
      <h2 id={`${id}-title`}>{t("contact.availability.title")}</h2>
      <p>{t("contact.availability.text")}</p>
      <Form method="post" className={sections.formGrid} data-testid="availability-form">
        <input type="hidden" name="intent" value="availability" />
        <input type="hidden" name="productId" value={productId} />
        <Refused refusal={refusal} />
        <p className={sections.formField}>
          <label htmlFor={`${id}-email`}>{t("contact.fields.email")}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={typed(refusal?.values, "email")}
          />
        </p>
        <Consents
          id={`${id}-consents`}
          consents={form.consents}
          failed={form.consentsFailed}
          checked={refusal?.values.consents}
        />
        <BotCheck check={form.botCheck} />
        <button type="submit" className={primaryButton}>
          {t("contact.availability.submit")}
        </button>
      </Form>
    </section>
  );
}
