import { useNonce } from "~/lib/nonce";
import * as css from "~/components/cms/sections.css";

/**
 * A developer page (release notes, documentation), with styles of its own, inline, so that none
 * reach a production stylesheet.
 */
export function DevPage({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <article className={`${css.container} dev-page`}>
      <style nonce={nonce || undefined}>{PAGE_CSS}</style>
      {children}
    </article>
  );
}

/** Rendered Markdown of the repository: HTML the server sanitized (app/.server/dev-docs.ts). */
export function Markdown({ html }: { html: string }) {
  return <div className="dev-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

const PAGE_CSS = `
.dev-page{padding-top:3rem;padding-bottom:3rem}
.dev-markdown{max-width:60rem;overflow-wrap:anywhere}
.dev-markdown table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;font-size:.875rem}
.dev-markdown th,.dev-markdown td{border:1px solid #d1d5db;padding:.25rem .5rem;vertical-align:top;text-align:left}
.dev-markdown pre{max-width:100%;overflow-x:auto;padding:.75rem;background:#f3f4f6;border-radius:.375rem}
.dev-markdown code{font:.85em ui-monospace,monospace}
.dev-markdown :not(pre)>code{background:#f3f4f6;padding:0 .2rem}
`;
