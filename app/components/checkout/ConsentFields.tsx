import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n";
import { CONSENTS_FIELD } from "~/lib/checkout";
import { ErrorList } from "../forms/ErrorList";
import { useFaultFocus } from "../forms/fault-focus";
import type { FieldMeta } from "../forms/Field";
import * as formCss from "../forms/forms.css";
import * as css from "./consents.css";

/** A consent as a form shows it: the platform's sanitized HTML in the page's language. */
export interface ConsentView {
  uniqueNumber: string;
  displayName: string;
  required: boolean;
}

function initiallyChecked(value: unknown): Set<string> {
  if (typeof value === "string") return new Set([value]);
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
}

/**
 * The consents of a form (spec sections 2 and 5): a box per consent, the required ones with an
 * asterisk; the message of a failed load (error.consentsNotFetched) instead when they could not
 * be loaded. Checked boxes post their unique numbers as `consents`.
 *
 * The field's message ('Consent is required') shows under each required box that is not ticked,
 * which alone is marked invalid and described by it: one message under the group did not say
 * which box was missing. The boxes as posted (the form's value after a refusal) say which were
 * ticked, and with JavaScript a box ticked since loses its message. Should no required box be
 * unticked, now or as posted (a refusal for another reason), the message shows under the group.
 */
export function ConsentFields({
  meta,
  consents,
  failed,
}: {
  meta: FieldMeta;
  consents: ConsentView[];
  failed: boolean;
}) {
  const { t } = useTranslation();
  const initial = initiallyChecked(meta.initialValue);
  // What is ticked now: the posted boxes, then the visitor's changes (with JavaScript); a new
  // answer of the form (its key or value changed) starts again from what it posted.
  const from = `${meta.key ?? ""}|${[...initial].join(",")}`;
  const [ticked, setTicked] = useState({ from, numbers: initial });
  const checked = ticked.from === from ? ticked.numbers : initial;
  const errors = meta.errors?.length ? meta.errors : null;
  const unticked = (numbers: Set<string>) =>
    errors ? consents.filter((c) => c.required && !numbers.has(c.uniqueNumber)).map((c) => c.uniqueNumber) : [];
  const missing = new Set(unticked(checked));
  const groupErrors = errors && !missing.size && !unticked(initial).length ? errors : undefined;
  const firstMissing = consents.find((c) => missing.has(c.uniqueNumber))?.uniqueNumber;
  const focus = useFaultFocus(meta.name, firstMissing !== undefined);
  // A form reset (a message sent with JavaScript) unticks the boxes ticked since: the browser puts
  // each back as the page last set it, so what is ticked goes back to what was posted.
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const form = box.current?.form;
    if (!form) return;
    const reset = () => setTicked({ from, numbers: initial });
    form.addEventListener("reset", reset);
    return () => form.removeEventListener("reset", reset);
  }, [from]); // eslint-disable-line react-hooks/exhaustive-deps -- `initial` is what `from` names
  if (failed) {
    return (
      <p className={formCss.alert} role="alert" data-testid="consents-failed">
        {t("error.consentsNotFetched")}
      </p>
    );
  }
  if (!consents.length) return null;
  if (ticked.from !== from) setTicked({ from, numbers: initial });
  const toggle = (number: string, on: boolean) => {
    const numbers = new Set(checked);
    if (on) numbers.add(number);
    else numbers.delete(number);
    setTicked({ from, numbers });
  };
  return (
    <fieldset
      ref={box}
      className={css.consents}
      data-testid="consents"
      aria-describedby={groupErrors ? meta.errorId : undefined}
    >
      <legend className="visually-hidden">{t("checkout.consents.legend")}</legend>
      {consents.map((consent) => {
        const id = `${meta.id}-${consent.uniqueNumber}`;
        const errorId = `${id}-error`;
        const invalid = missing.has(consent.uniqueNumber);
        return (
          <div key={`${meta.key ?? ""}${consent.uniqueNumber}`} className={formCss.checkboxField}>
            <label className={formCss.checkboxLabel} htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name={CONSENTS_FIELD}
                value={consent.uniqueNumber}
                defaultChecked={checked.has(consent.uniqueNumber)}
                className={formCss.checkbox}
                onChange={(event) => toggle(consent.uniqueNumber, event.currentTarget.checked)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                {...(consent.uniqueNumber === firstMissing ? focus : {})}
                data-testid={`consent-${consent.uniqueNumber}`}
              />
              <span>
                <span className={css.consentText} dangerouslySetInnerHTML={{ __html: consent.displayName }} />
                {consent.required ? (
                  <>
                    <span className={css.required} aria-hidden="true">
                      *
                    </span>
                    <span className="visually-hidden"> ({t("checkout.consents.requiredMark")})</span>
                  </>
                ) : null}
              </span>
            </label>
            {invalid ? <ErrorList id={errorId} errors={errors} /> : null}
          </div>
        );
      })}
      <ErrorList id={meta.errorId} errors={groupErrors} />
    </fieldset>
  );
}
