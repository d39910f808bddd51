/**
 * The links under a message (the pages that link to a page, to edit them; decisions 0074 and 0079):
 * one list for a toast and for an edit form's refusal, so both show the same links the same way.
 */
export function MessageLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly { label: string; href: string }[] | undefined;
  className?: string;
  linkClassName?: string;
}) {
  if (!links?.length) return null;
  return (
    <ul className={className} data-testid="message-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
