import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n";
import type { SectionProps } from "~/lib/sections/schemas";
import {
  EmailField,
  FaultFocus,
  FormEnd,
  PublicField,
  Refused,
  useEmptiedWhenSent,
  useRefusal,
} from "../forms/PublicForm";
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
        <Form method="post" className={css.formGrid} data-testid="newsletter-form" noValidate {...sending}>
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
  return (
    <section className={`${css.section} ${css.container}`} aria-labelledby={`${id}-title`} data-testid="contact">
      <div className={css.formBox}>
        <h2 id={`${id}-title`}>{props.title}</h2>
        {props.text ? <p>{props.text}</p> : null}
        <Form method="post" className={css.formGrid} data-testid="contact-form" noValidate {...sending}>
          <input type="hidden" name="intent" value="contact" />
          <FaultFocus reply={refusal}>
            <Refused refusal={refusal} />
            <PublicField
              id={id}
              name="name"
              label={t("contact.fields.name")}
              refusal={refusal}
              autoComplete="name"
              required
              maxLength={200}
            />
            <EmailField id={id} refusal={refusal} />
            <PublicField
              id={id}
              name="phone"
              label={t("contact.fields.phone")}
              hint={t("contact.fields.phoneHint")}
              refusal={refusal}
              type="tel"
              autoComplete="tel"
            />
            <PublicField
              id={id}
              name="message"
              label={t("contact.fields.message")}
              refusal={refusal}
              multiline
              rows={5}
              required
              maxLength={5000}
            />
            <FormEnd id={id} form={props} refusal={refusal} submit={t("contact.submit")} />
          </FaultFocus>
        </Form>
      </div>
    </section>
  );
}
