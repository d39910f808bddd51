import { useEffect, useRef } from "react";
import { useFetchers, useNavigation } from "react-router";
import { focusIsLost } from "~/lib/focus";

/** What a submission came from, to find its place again once the answer has been rendered. */
interface Sent {
  form: HTMLFormElement | null;
  submitter: HTMLElement | null;
  /** The submitter's place among its form's submit buttons: the same button in a form drawn anew. */
  button: number;
  /** The page it was sent from: an answer on another page starts where that page starts. */
  path: string;
  /** The sections around the control, innermost first: the one it belonged to. */
  around: Element[];
  /** The list or table it was in and its row's place there: a row taken away leaves its neighbour. */
  row: { list: Element; index: number } | null;
  at: number;
  /** A request followed it (a form refused in the browser sends none). */
  answered: boolean;
}

/**
 * With JavaScript, a form's answer may disable, re-key or take away the control that sent it (a
 * saved profile's form starts again, a deleted address goes); the browser then drops the keyboard
 * focus to the page's start (WCAG 2.4.3). Once every request is settled, if the focus was dropped
 * on the same page, it goes back to the control that sent it, or the one in its place: the summary
 * of the <details> that closed over its form, else its form's submit button, else (its row taken
 * away) the row in its place, else the heading of the section it belonged to. Forms that place the
 * focus themselves (a refusal's field, the cart's lines) do it first: this acts only on a focus
 * that is still lost.
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
        if (node.matches("section, [role=region]")) around.push(node);
      const item = (submitter ?? form)?.closest("li, tr");
      const list = item?.parentElement;
      const row = item && list ? { list, index: [...list.children].indexOf(item) } : null;
      const button = form && submitter ? submitButtons(form).indexOf(submitter) : -1;
      sent.current = { form, submitter, button, path: location.pathname, around, row, at: Date.now(), answered: false };
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

const CONTROL = "a[href], button:not(:disabled), summary, input:not([type=hidden]):not(:disabled), select, textarea";

/** Not a hidden default button (Enter's, ahead of a form's others). */
const reachable = (control: HTMLElement | undefined) =>
  !!control && control.tabIndex >= 0 && !control.closest("[aria-hidden=true]");

const submitButtons = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLElement>("button[type=submit], input[type=submit]"),
];

function* inPlaceOf({ form, submitter, button, around, row }: Sent): Generator<HTMLElement | null | undefined> {
  if (submitter?.isConnected && reachable(submitter)) yield submitter;
  // The attribute: a field named "id" (an address's) shadows the form's `id` property.
  const id = form?.getAttribute("id");
  const formNow = form?.isConnected ? form : id ? document.getElementById(id) : null;
  if (formNow instanceof HTMLFormElement && !formNow.hidden) {
    const buttons = submitButtons(formNow);
    yield reachable(buttons[button]) ? buttons[button] : null;
    yield buttons.find(reachable);
  }
  // Its row went: the first control of the row now in its place, or of the last one.
  if (row?.list.isConnected && row.list.children.length) {
    const rows = row.list.children;
    yield rows[Math.min(row.index, rows.length - 1)].querySelector<HTMLElement>(CONTROL);
  }
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
