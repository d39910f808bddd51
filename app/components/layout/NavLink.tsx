import { Link } from "react-router";
import type { NavItem } from "~/lib/site-chrome";

/** A navigation node's anchor: client-side navigation inside the site, a plain link outside it. */
export function NavAnchor({ node, className, onClick }: { node: NavItem; className?: string; onClick?: () => void }) {
  const label = node.name;
  const title = node.title;
  if (node.external) {
    return (
      <a className={className} href={node.href} rel={node.rel} target={node.target} title={title}>
        {label}
      </a>
    );
  }
  return (
    <Link className={className} to={node.href} prefetch="intent" title={title} target={node.target} onClick={onClick}>
      {label}
    </Link>
  );
}
