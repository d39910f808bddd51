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
 * A fetcher form's focus back once its answer is in, when the focus was dropped meanwhile: to
 * `target` (the control that now stands where the pressed one was), by default the form's submit
 * button. Spread the result on the form.
 */
export function useFocusBack(fetcherState: string, target?: () => HTMLElement | null | undefined) {
  const sent = useRef<HTMLFormElement | null>(null);
  // The render that saw the answer come in chooses the target.
  useEffect(() => {
    const form = sent.current;
    if (fetcherState !== "idle" || !form) return;
    sent.current = null;
    if (!focusIsLost()) return;
    (target ? target() : form.querySelector<HTMLElement>("button[type=submit]"))?.focus();
  }, [fetcherState]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      sent.current = event.currentTarget;
    },
  };
}
