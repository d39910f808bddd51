import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n";
import type { SectionProps } from "~/lib/sections/schemas";
import { EmailField, FaultFocus, FormEnd, Refused, typed, useEmptiedWhenSent, useRefusal } from "../forms/PublicForm";
import * as css from "./sections.css";

/** The newsletter's sign-up (double opt-in): an e-mail address and the newsletter's consents. */
export function NewsletterSection({ props }: { props: SectionProps<"newsletter"> }) {
  const { t } = useTranslation();
  const id = useId();
  const refusal = useRefusal("newsletter");
  const sending = useEmptiedWhenSent(refusal);
  return (
    <section className={`${css.section} ${css.container}`} aria-labelledby={`${id}-title`} data-testid="newsletter">
      <div className={css.formBox}>
        <h2 id={`${id}-title`}>{props.title}</h2>
        {props.text ? <p>{props.text}</p> : null}
        <Form method="post" className={css.formGrid} data-testid="newsletter-form" {...sending}>
          <input type="hidden" name="intent" value="newsletter" />
          <FaultFocus reply={refusal}>
            <Refused refusal={refusal} />
            <EmailField id={id} refusal={refusal} />
            <FormEnd id={id} form={props} refusal={refusal} submit={t("contact.newsletter.submit")} />
          </FaultFocus>
        </Form>
      </div>
    </section>
  );
}

/** The contact form: name, e-mail, phone (Croatian formats), message and the contact form's consents. */
export function ContactFormSection({ props }: { props: SectionProps<"contactForm"> }) {
  const { t } = useTranslation();
  const id = useId();
  const refusal = useRefusal("contact");
  const sending = useEmptiedWhenSent(refusal);
  const values = refusal?.values;
  return (
    <section className={`${css.section} ${css.container}`} aria-labelledby={`${id}-title`} data-testid="contact">
      <div className={css.formBox}>
        <h2 id={`${id}-title`}>{props.title}</h2>
        {props.text ? <p>{props.text}</p> : null}
        <Form method="post" className={css.formGrid} data-testid="contact-form" {...sending}>
          <input type="hidden" name="intent" value="contact" />
          <FaultFocus reply={refusal}>
            <Refused refusal={refusal} />
            <p className={css.formField}>
              <label htmlFor={`${id}-name`}>{t("contact.fields.name")}</label>
              <input
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                required
                maxLength={200}
                defaultValue={typed(values, "name")}
              />
            </p>
            <EmailField id={id} refusal={refusal} />
            <p className={css.formField}>
              <label htmlFor={`${id}-phone`}>{t("contact.fields.phone")}</label>
              <input
                id={`${id}-phone`}
                name="phone"
                type="tel"
                autoComplete="tel"
                aria-describedby={`${id}-phone-hint`}
                defaultValue={typed(values, "phone")}
              />
              <small id={`${id}-phone-hint`}>{t("contact.fields.phoneHint")}</small>
            </p>
            <p className={css.formField}>
              <label htmlFor={`${id}-message`}>{t("contact.fields.message")}</label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={5}
                required
                maxLength={5000}
                defaultValue={typed(values, "message")}
              />
            </p>
            <FormEnd id={id} form={props} refusal={refusal} submit={t("contact.submit")} />
          </FaultFocus>
        </Form>
      </div>
    </section>
  );
}
