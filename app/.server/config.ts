import { getConfig, sessionSecrets } from "#server/config";

const core = getConfig();

/** The storefront's view of the one configuration (server/config): what its modules read. */
export const config = {
  isProduction: core.isProduction,
  apiKey: core.apiKey,
  /** The site's public origin: canonical URLs, sitemaps, links in e-mails (never the Host header). */
  publicUrl: core.publicUrl,
  maintenanceMode: core.maintenanceMode,
  /** `npm run dev` sends visitors to /adminLogin (spec section 1) unless DEV_OPEN_STOREFRONT=1. */
  devLoginGate: core.mode === "development" && !core.devOpenStorefront,
  validatePlatformResponses: core.validatePlatformResponses,
  sessionSecrets: sessionSecrets(),
  /** The OAuth 2 provider of social login (OAUTH_* variables), or null when it is off. */
  oauth: core.oauth,
  /** reCAPTCHA's public site key when the bot check uses it (the platform holds the secret). */
  recaptchaSiteKey: core.recaptcha?.siteKey ?? null,
  formMinFillMs: core.formMinFillMs,
};
