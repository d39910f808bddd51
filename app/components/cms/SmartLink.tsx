import { Link } from "react-router";
import { resolveLink } from "#server/contract/links";
import type { SectionLink } from "~/lib/sections/schemas";
import { useTranslation } from "~/lib/i18n";
import { isSafeHref } from "~/lib/sections/link-rules";
import { linkPrefetch } from "~/lib/prefetch";

/** A CMS link: client-side navigation for internal targets, a plain anchor for safe external ones. */
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
  // A link saved before its rules were checked never becomes a script URL: its text stays, unlinked.
  if (resolved.external && !isSafeHref(resolved.href)) return <span className={className}>{children}</span>;
  if (resolved.external) {
    return (
      <a className={className} href={resolved.href} rel={resolved.rel} target={resolved.target}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={resolved.href} prefetch={linkPrefetch}>
      {children}
    </Link>
  );
}
