import { pagePath, type Locale } from "#server/contract/urls";
import { config } from "../config";

/**
 * The confirmation link a new account's e-mail carries (registration, a guest order's account): the
 * login page confirms the address. Never the request's Host (a forged one would mail the token
 * elsewhere): the configured public URL, or a path that the platform puts on the site's own URL.
 */
export function verificationLinkTemplate(locale: Locale): string {
  return `${config.publicUrl}${pagePath("login", locale)}?verificationToken={token}`;
}

/** The set-password link a reset e-mail carries (forgot password, the back office's reset mail), on
 * the configured public URL as the confirmation link is. */
export function resetLinkTemplate(locale: Locale): string {
  return `${config.publicUrl}${pagePath("setPassword", locale)}?token={token}`;
}
