import { Link } from "react-router";
import { resolveLink } from "#server/contract/links";
import type { SectionLink } from "~/lib/sections/schemas";
import { useTranslation } from "~/lib/i18n";

/** A CMS link: client-side navigation for internal targets, a plain anchor for external ones. */
export function SmartLink({
  link,
  className,
  children,
}: {
  link: SectionLink;
  className?: string;
  children: React.ReactNode;
}) {
  const { locale } = useTranslation();
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
