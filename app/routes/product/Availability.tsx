import { useId } from "react";
import { Form } from "react-router";
import {
  EmailField,
  FaultFocus,
  FormEnd,
  Refused,
  useEmptiedWhenSent,
  useRefusal,
  type PublicFormData,
} from "~/components/forms/PublicForm";
import * as sections from "~/components/cms/sections.css";
import { useTranslation } from "~/lib/i18n";

/** productAvailabilityForm (spec section 1): a sold-out product's visitor asks to be e-mailed when it is back. */
export function AvailabilityForm({ productId, form }: { productId: number; form: PublicFormData }) {
  const { t } = useTranslation();
  const id = useId();
  const refusal = useRefusal("availability");
  const sending = useEmptiedWhenSent(refusal);
  return (
    <section className={sections.formBox} aria-labelledby={`${id}-title`} data-testid="availability">
      <h2 id={`${id}-title`}>{t("contact.availability.title")}</h2>
      <p>{t("contact.availability.text")}</p>
      <Form method="post" className={sections.formGrid} data-testid="availability-form" {...sending}>
        <input type="hidden" name="intent" value="availability" />
        <input type="hidden" name="productId" value={productId} />
        <FaultFocus reply={refusal}>
          <Refused refusal={refusal} />
          <EmailField id={id} refusal={refusal} />
          <FormEnd id={id} form={form} refusal={refusal} submit={t("contact.availability.submit")} />
        </FaultFocus>
      </Form>
    </section>
  );
}
