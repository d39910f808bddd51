import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { SubmitButton } from "../forms/SubmitButton";
import * as css from "./checkout.css";

/**
 * The foot of a checkout step's form: back to the step before, then the step's button, "Next"
 * unless the step brings its own (the payment step's places the order).
 */
export function StepActions({
  backTo,
  pending = false,
  children,
}: {
  backTo: string;
  /** Whether the form's "Next" is on its way. */
  pending?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.actions}>
      <Link to={backTo} data-testid="checkout-back">
        {t("checkout.back")}
      </Link>
      {children ?? (
        <SubmitButton pending={pending} pendingLabel={t("checkout.pending")} block={false} testId="checkout-next">
          {t("checkout.next")}
        </SubmitButton>
      )}
    </div>
  );
}
