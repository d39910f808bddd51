import { Link } from "react-router";
import type { NavigationLink } from "../../../server/contract";

/** A navigation node's anchor: client-side navigation inside the site, a plain link outside it. */
export function NavAnchor({ node, className, onClick }: { node: NavigationLink; className?: string; onClick?: () => void }) {
  const label = node.name;
  const title = node.title && node.title !== node.name ? node.title : undefined;
  if (node.externalLink) {
    return (
      <a className={className} href={node.formattedPath} rel={node.rel || undefined} target={node.target || undefined} title={title}>
        {label}
      </a>
    );
  }
  return (
    <Link className={className} to={node.formattedPath} prefetch="intent" title={title} target={node.target || undefined} onClick={onClick}>
      {label}
    </Link>
  );
}
