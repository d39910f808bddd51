import { useEffect, useRef, type FormEvent } from "react";

/**
 * Where the keyboard focus goes when a cart control it was on goes away or is disabled while its
 * request runs (WCAG 2.4.3): otherwise the browser drops it to the page's start, and a keyboard or
 * screen reader user must find their place again.
 */
export function focusIsLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body;
}

/**
 * A fetcher form's focus back once its answer is in: to `target` (the control that now stands
 * where the pressed one was), when the focus was dropped meanwhile. Spread `onSubmit` on the form.
 */
export function useFocusBack(fetcherState: string, target: () => HTMLElement | null | undefined) {
  const sent = useRef(false);
  // The render that saw the answer come in chooses the target.
  useEffect(() => {
    if (fetcherState !== "idle" || !sent.current) return;
    sent.current = false;
    if (focusIsLost()) target()?.focus();
  }, [fetcherState]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    onSubmit: (_event: FormEvent<HTMLFormElement>) => {
      sent.current = true;
    },
  };
}
