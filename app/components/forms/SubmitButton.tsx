import { useFormAction, useNavigation } from "react-router";
import { dangerButton, primaryButton } from "~/styles/button.css";
import * as css from "./forms.css";

/**
 * True while this form's submission runs (Epic Stack's useIsPending): a navigation posting to
 * `formAction` (this route's action by default), with the given intent if there is one.
 */
export function useIsPending({
  formAction,
  intent,
  formMethod = "POST",
}: { formAction?: string; intent?: string; formMethod?: "POST" | "GET" } = {}) {
  const contextual = useFormAction();
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod !== formMethod) return false;
  const action = formAction ?? contextual;
  const sameAction = navigation.formAction === action || navigation.formAction?.split("?")[0] === action.split("?")[0];
  if (!sameAction) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/**
 * The submit button: disabled and busy while its form submits, which also makes a second submit
 * a no-op (spec section 4, submit guard). Without JavaScript it is a plain submit button.
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  name,
  value,
  className,
  block = true,
  testId,
  form,
  danger = false,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingLabel?: string;
  name?: string;
  value?: string;
  className?: string;
  block?: boolean;
  testId?: string;
  form?: string;
  /** It deletes or erases: the danger variant (dangerButton). */
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      form={form}
      className={[danger ? dangerButton : primaryButton, block ? css.submit : "", className ?? ""].join(" ")}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-testid={testId}
      data-pending={pending || undefined}
      onClick={(e) => {
        if (pending) e.preventDefault();
      }}
    >
      {pending ? <span className={css.spinner} aria-hidden="true" /> : null}
      <span>{pending && pendingLabel ? pendingLabel : children}</span>
    </button>
  );
}
