/**
 * The storefront pages' Content-Security-Policy (production): scripts only the page's own, with its
 * nonce; forms posted here or to a payment provider's page, whose origins the host hands over from
 * the configured providers (server/modules/payments, HostContext `paymentFormOrigins`), so that a
 * new provider needs no edit here (decision 0052).
 */
export function contentSecurityPolicy(nonce: string, paymentFormOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ["form-action 'self'", ...paymentFormOrigins].join(" "),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
