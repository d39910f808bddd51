import { useEffect, useRef } from "react";
import { useFetchers, useNavigation } from "react-router";
import { focusIsLost } from "~/lib/focus";

/** What a submission came from, to find its place again once the answer has been rendered. */
interface Sent {
  form: HTMLFormElement | null;
  submitter: HTMLElement | null;
  /** The page it was sent from: an answer on another page starts where that page starts. */
  path: string;
  /** The elements with an id around the control, innermost first: the section it belonged to. */
  around: Element[];
  at: number;
  /** A request followed it (a form refused in the browser sends none). */
  answered: boolean;
}

/**
 * With JavaScript, a form's answer may disable, re-key or take away the control that sent it (a
 * saved profile's form starts again, a deleted address goes); the browser then drops the keyboard
 * focus to the page's start (WCAG 2.4.3). Once every request is settled, if the focus was dropped
 * on the same page, it goes back to the control that sent it, or the one in its place: the summary
 * of the <details> that closed over its form, else its form's submit button, else the heading of
 * the section it belonged to. Forms that place the focus themselves (a refusal's field, the cart's
 * lines) do it first: this acts only on a focus that is still lost.
 */
export function FocusKeeper() {
  const sent = useRef<Sent | null>(null);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");

  useEffect(() => {
    const note = (form: HTMLFormElement | null, submitter: HTMLElement | null) => {
      const around: Element[] = [];
      for (let node = (submitter ?? form)?.parentElement; node; node = node.parentElement)
        if (node.id) around.push(node);
      sent.current = { form, submitter, path: location.pathname, around, at: Date.now(), answered: false };
    };
    const onSubmit = (event: SubmitEvent) => note(event.target as HTMLFormElement, event.submitter);
    // A submit button whose click sends its request itself (a fetcher's `submit`) fires no submit event.
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.<HTMLButtonElement>("button[type=submit]");
      if (button) note(button.form, button);
    };
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  useEffect(() => {
    const last = sent.current;
    if (!last) return;
    // A request within a moment of the submission is its own.
    if (busy) {
      if (Date.now() - last.at < 1000) last.answered = true;
      return;
    }
    if (!last.answered) return;
    sent.current = null;
    if (location.pathname !== last.path || !focusIsLost()) return;
    for (const candidate of inPlaceOf(last)) if (focusOn(candidate)) return;
  }, [busy]);

  return null;
}

function* inPlaceOf({ form, submitter, around }: Sent): Generator<HTMLElement | null | undefined> {
  if (submitter?.isConnected) yield submitter;
  // The attribute: a field named "id" (an address's) shadows the form's `id` property.
  const id = form?.getAttribute("id");
  const formNow = form?.isConnected ? form : id ? document.getElementById(id) : null;
  if (formNow instanceof HTMLFormElement && !formNow.hidden)
    yield formNow.querySelector<HTMLElement>("button[type=submit]:not(:disabled), input[type=submit]:not(:disabled)");
  const section = around.find((node) => node.isConnected);
  const heading = section?.querySelector<HTMLElement>("h1, h2, h3");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  yield heading;
}

/** Focuses the control, or the summary of the closed <details> it is in; whether the focus went there. */
function focusOn(control: HTMLElement | null | undefined): boolean {
  if (!control) return false;
  const closed = control.closest("details:not([open])");
  const target = closed ? closed.querySelector<HTMLElement>(":scope > summary") : control;
  target?.focus();
  return !!target && document.activeElement === target;
}
