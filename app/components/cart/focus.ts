import { useEffect, useRef, type FormEvent } from "react";
import { focusIsLost } from "~/lib/focus";

/**
 * A fetcher form's focus back once its answer is in, when the focus was dropped meanwhile: to
 * `target`, the control that now stands where the pressed one was (FocusKeeper, the page's own,
 * would go back to the pressed one). Spread the result on the form.
 */
export function useFocusBack(fetcherState: string, target: () => HTMLElement | null | undefined) {
  const sent = useRef<HTMLFormElement | null>(null);
  // The render that saw the answer come in chooses the target.
  useEffect(() => {
    const form = sent.current;
    if (fetcherState !== "idle" || !form) return;
    sent.current = null;
    if (!focusIsLost()) return;
    target()?.focus();
  }, [fetcherState]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      sent.current = event.currentTarget;
    },
  };
}
