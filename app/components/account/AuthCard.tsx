import * as css from "./account.css";

/** The frame of the login, registration and password pages: one card with a heading. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide = false,
  testId,
  headingLevel = 1,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
  testId?: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const body = (
    <div className={css.card} data-testid={headingLevel === 2 ? testId : undefined}>
      <header className={css.cardHeader}>
        <Heading className={css.title}>{title}</Heading>
        {intro ? <p className={css.intro}>{intro}</p> : null}
      </header>
      {children}
      {footer ? <p className={css.switchLine}>{footer}</p> : null}
    </div>
  );
  if (headingLevel === 2) return body;
  return (
    <div className={wide ? `${css.authPage} ${css.authPageWide}` : css.authPage} data-testid={testId}>
      {body}
    </div>
  );
}
