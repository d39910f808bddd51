import { Link } from "react-router";
import { resolveLink } from "../../../server/contract/links";
import type { Locale } from "../../../server/contract/urls";
import type { SectionLink } from "../../lib/sections/schemas";

/** A CMS link: client-side navigation for internal targets, a plain anchor for external ones. */
export function SmartLink({ link, locale, className, children }: { link: SectionLink; locale: Locale; className?: string; children: React.ReactNode }) {
  const resolved = resolveLink(link, locale);
  if (resolved.external) {
    return (
      <a className={className} href={resolved.href} rel={resolved.rel} target={resolved.target}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={resolved.href} prefetch="intent">
      {children}
    </Link>
  );
}
