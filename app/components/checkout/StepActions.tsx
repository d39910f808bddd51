import type { ReactNode } from "react";
import { Link } from "react-router";
import { BACK_INTENT } from "~/lib/checkout";
import { useTranslation } from "~/lib/i18n";
import { DefaultSubmit } from "../forms/DefaultSubmit";
import { SubmitButton } from "../forms/SubmitButton";
import * as css from "./checkout.css";

/**
 * Back as the form's own button: it posts what was typed, unchecked, for the page it leads to to keep
 * (decision 0116). An unseen default button named `onward` comes first, so Enter in a field still
 * goes on rather than back.
 */
export function PostedBack({ onward, children }: { onward: string; children: ReactNode }) {
  return (
    <>
      <DefaultSubmit>{onward}</DefaultSubmit>
      <button
        type="submit"
        name="intent"
        value={BACK_INTENT}
        formNoValidate
        className={css.backButton}
        data-testid="checkout-back"
      >
        {children}
      </button>
    </>
  );
}

/**
 * The foot of a checkout step's form: back to the step before, then the step's button, "Next"
 * unless the step brings its own (the payment step's places the order). Without `backTo`, Back is
 * the form's own button, which posts what was typed on its way back (the address step's).
 */
export function StepActions({
  backTo,
  pending = false,
  children,
}: {
  backTo?: string;
  /** Whether the form's "Next" is on its way. */
  pending?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.actions}>
      {backTo ? (
        <Link to={backTo} data-testid="checkout-back">
          {t("checkout.back")}
        </Link>
      ) : (
        <PostedBack onward={t("checkout.next")}>{t("checkout.back")}</PostedBack>
      )}
      {children ?? (
        <SubmitButton pending={pending} pendingLabel={t("checkout.pending")} block={false} testId="checkout-next">
          {t("checkout.next")}
        </SubmitButton>
      )}
    </div>
  );
}
