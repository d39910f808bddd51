import { useNonce } from "~/lib/nonce";

/**
 * Rendered Markdown of the repository (the developer pages): HTML the server sanitized
 * (app/.server/dev-docs.ts), with styles of its own, inline, so that none reach production.
 */
export function Markdown({ html }: { html: string }) {
  const nonce = useNonce();
  return (
    <>
      <style nonce={nonce || undefined}>{MARKDOWN_CSS}</style>
      <div className="dev-markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

const MARKDOWN_CSS = `
.dev-markdown{max-width:60rem;overflow-wrap:anywhere}
.dev-markdown table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;font-size:.875rem}
.dev-markdown th,.dev-markdown td{border:1px solid #d1d5db;padding:.25rem .5rem;vertical-align:top;text-align:left}
.dev-markdown pre{max-width:100%;overflow-x:auto;padding:.75rem;background:#f3f4f6;border-radius:.375rem}
.dev-markdown code{font:.85em ui-monospace,monospace}
.dev-markdown :not(pre)>code{background:#f3f4f6;padding:0 .2rem}
`;
