import { useTranslation } from "~/lib/i18n";
import { CONSENTS_FIELD } from "~/lib/checkout";
import { ErrorList } from "../forms/ErrorList";
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
  if (failed) {
    return (
      <p className={formCss.alert} role="alert" data-testid="consents-failed">
        {t("error.consentsNotFetched")}
      </p>
    );
  }
  if (!consents.length) return null;
  const checked = initiallyChecked(meta.initialValue);
  const invalid = !!meta.errors?.length;
  return (
    <fieldset className={css.consents} data-testid="consents" aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="visually-hidden">{t("checkout.consents.legend")}</legend>
      {consents.map((consent) => {
        const id = `${meta.id}-${consent.uniqueNumber}`;
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
                aria-invalid={invalid && consent.required ? true : undefined}
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
          </div>
        );
      })}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
