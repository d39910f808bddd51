import { Fragment } from "react";

/** The points of an address a line may end at: after its @ and before each dot (U+0000 never appears in one). */
const parts = (address: string) => address.replace(/@/g, "@\u0000").replace(/\./g, "\u0000.").split("\u0000");

/**
 * An e-mail address that wraps where a reader expects, after its @ or before a dot (and after a
 * hyphen, as any text), not mid-word: a narrow column (a list folded on a phone) breaks it there
 * first, and anywhere only when one part alone is wider than the line (`overflow-wrap` of its cell).
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <>
      {parts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
