/** What a public form renders of its bot check (app/.server/bot-check.ts makes it). */
export interface BotCheckView {
  /** When the form was served, signed. */
  startedAt: string;
  /** reCAPTCHA's site key when the site uses it. */
  recaptchaSiteKey: string | null;
}
