import type { FieldMeta } from "../forms/Field";
import { Field, TextAreaField } from "../forms/Field";
import * as formCss from "../forms/forms.css";
import { useTranslation } from "~/lib/i18n";

/**
 * The checkout's "This is a gift" section (spec sections 4 and 7: giftMessage, to and from), shown
 * where the store's checkout settings have the gift message on. Plain fields, all optional: the
 * message goes with the order; "To" and "From" only with a message. Checked on the server.
 */
export function GiftFields({ message, to, from }: { message: FieldMeta; to: FieldMeta; from: FieldMeta }) {
  const { t } = useTranslation();
  return (
    <fieldset className={formCss.fieldset} data-testid="gift-fields">
      <legend className={formCss.legend}>{t("checkout.gift.legend")}</legend>
      <TextAreaField
        meta={message}
        label={t("checkout.gift.message")}
        hint={t("checkout.gift.hint")}
        rows={3}
        testId="gift-message"
      />
      <Field meta={to} label={t("checkout.gift.to")} optional autoComplete="off" testId="gift-to" />
      <Field meta={from} label={t("checkout.gift.from")} optional autoComplete="off" testId="gift-from" />
    </fieldset>
  );
}
