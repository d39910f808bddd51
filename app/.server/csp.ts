/**
 * The storefront pages' Content-Security-Policy (production): scripts only the page's own, with its
 * nonce; forms posted here or to a payment provider's page, whose origins the host hands over from
 * the configured providers (server/modules/payments, HostContext `paymentFormOrigins`), so that a
 * new provider needs no edit here (decision 0052). `extra`: what a shopper page's analytics tags
 * and pasted code load (~/lib/site-code.ts, docs/decisions/0059-custom-code.md).
 */
import { noCspSources, type CspSources } from "~/lib/site-code";

export function contentSecurityPolicy(
  nonce: string,
  paymentFormOrigins: readonly string[],
  extra: CspSources = noCspSources(),
): string {
  const with_ = (base: string, more: readonly string[]) => [base, ...more].join(" ");
  return [
    "default-src 'self'",
    with_(`script-src 'self' 'nonce-${nonce}'`, extra.script),
    with_("style-src 'self' 'unsafe-inline'", extra.style),
    with_("img-src 'self' data: blob:", extra.img),
    with_("font-src 'self' data:", extra.font),
    with_("connect-src 'self'", extra.connect),
    ...(extra.frame.length ? [with_("frame-src 'self'", extra.frame)] : []),
    ["form-action 'self'", ...paymentFormOrigins].join(" "),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
