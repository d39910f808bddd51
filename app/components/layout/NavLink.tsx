import { Link } from "react-router";
import type { NavItem } from "~/lib/site-chrome";
import { linkPrefetch } from "~/lib/prefetch";

/** A navigation node's anchor: client-side navigation inside the site, a plain link outside it. */
export function NavAnchor({ node }: { node: NavItem }) {
  const label = node.name;
  const title = node.title;
  if (node.external) {
    return (
      <a href={node.href} rel={node.rel} target={node.target} title={title}>
        {label}
      </a>
    );
  }
  return (
    <Link to={node.href} prefetch={linkPrefetch} title={title} target={node.target}>
      {label}
    </Link>
  );
}
