import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n";
import * as css from "./checkout.css";

export type StepState = "done" | "active" | "closed";

/**
 * One block of the one-page checkout (spec section 2): the active step is open (its route's form),
 * a finished one shows its summary and a link to change it, a later one only its title.
 */
export function StepBlock({
  number,
  title,
  state,
  changeTo,
  summary,
  children,
  testId,
}: {
  number: number;
  title: string;
  state: StepState;
  /** Where the change link of a finished step leads (none: the step cannot be changed). */
  changeTo: string | null;
  summary?: React.ReactNode;
  children?: React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const headingId = `${testId}-title`;
  return (
    <li>
      <section
        className={`${css.step} ${state === "closed" ? css.stepClosed : ""}`}
        data-state={state}
        data-testid={testId}
        aria-labelledby={headingId}
        aria-current={state === "active" ? "step" : undefined}
      >
        <div className={css.stepHead}>
          <h2 id={headingId} className={css.stepTitle}>
            <span className={css.stepNumber} aria-hidden="true">
              {state === "done" ? "✓" : number}
            </span>
            {title}
          </h2>
          {state === "done" && changeTo ? (
            <Link
              to={changeTo}
              className={css.changeLink}
              aria-label={t("checkout.changeStep", { step: title })}
              data-testid={`${testId}-change`}
            >
              {t("checkout.change")}
            </Link>
          ) : null}
        </div>
        {state === "done" && summary ? <div className={css.stepSummary}>{summary}</div> : null}
        {state === "active" ? children : null}
      </section>
    </li>
  );
}
