import { createContext, useContext, useMemo } from "react";
import type { SubmissionResult } from "@conform-to/react";

/**
 * A refused form's answer opens with the typing cursor in its first field at fault. Without
 * JavaScript only `autofocus` on the answering page puts it there; with JavaScript conform moves it
 * there itself, and an `autofocus` on a field already on the page does nothing. "First" is the page's
 * order, which is the order the fields render in: the first field at fault to render claims the
 * cursor for this answer (the reply's own order is the schema's checks', not the page's). Only a
 * refusal sets it, so a page opened afresh keeps the focus where the browser puts it.
 */
type FocusClaim = { first?: string } | null;
const Claim = createContext<FocusClaim>(null);

/** conform's reply, or a form's refusal (app/lib/forms/refusal.ts): either refuses by its `error`. */
type FaultReply = Pick<SubmissionResult<string[]>, "error"> | { error: string } | null | undefined;

export function FaultFocus({ reply, children }: { reply: FaultReply; children: React.ReactNode }) {
  const claim = useMemo(() => (reply?.error ? {} : null), [reply]);
  return <Claim.Provider value={claim}>{children}</Claim.Provider>;
}

/** The props that give the control of the field `name` the typing cursor when it is the first at
 * fault, to spread on it (for a group of radios or boxes, on the one to correct first only). */
export function useFaultFocus(name: string, atFault: boolean): { autoFocus?: true } {
  return claimFocus(useContext(Claim), name, atFault);
}

/**
 * useFaultFocus for a component that asks for several fields (in a loop, or in functions it calls
 * as it draws them): `claim(name, atFault)`, asked in the page's order. A component that draws its
 * FaultFocus itself is not inside it: it claims for `reply` on its own (its form's message, inside,
 * claims only when no field is at fault).
 */
export function useFaultClaim(reply?: FaultReply): (name: string, atFault: boolean) => { autoFocus?: true } {
  const context = useContext(Claim);
  const own = useMemo<FocusClaim>(() => (reply?.error ? {} : null), [reply]);
  const claim = context ?? own;
  return (name, atFault) => claimFocus(claim, name, atFault);
}

function claimFocus(claim: FocusClaim, name: string, atFault: boolean): { autoFocus?: true } {
  if (!claim || !atFault) return {};
  claim.first ??= name;
  return claim.first === name ? { autoFocus: true } : {};
}
