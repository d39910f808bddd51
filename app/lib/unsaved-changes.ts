import { useEffect, useRef, type RefObject } from "react";
import { useBeforeUnload, useBlocker, type Location } from "react-router";

/**
 * Marks a form whose fields choose what a button does (add this kind of section, move to this
 * place) rather than hold typing to save: what it shows is never unsaved. `{...choiceOnly}` on it.
 */
export const choiceOnly = { "data-unsaved": "choice" } as const;

/** Whether a field shows something other than what the page gave it (its default). */
function changed(field: Element): boolean {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    // A single choice none of whose options is the default starts on its first.
    if (!field.multiple && !options.some((o) => o.defaultSelected)) return field.selectedIndex > 0;
    return options.some((o) => o.selected !== o.defaultSelected);
  }
  if (!(field instanceof HTMLInputElement)) return false;
  if (field.type === "file") return (field.files?.length ?? 0) > 0;
  if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
  return !["hidden", "submit", "button", "reset", "image"].includes(field.type) && field.value !== field.defaultValue;
}

/** Whether a form that saves (a post) inside `area` holds typing not yet sent. */
function unsaved(area: HTMLElement | null): boolean {
  if (!area) return false;
  return [...area.querySelectorAll("form")].some(
    (form) =>
      form.method === "post" &&
      form.dataset.unsaved !== choiceOnly["data-unsaved"] &&
      [...form.elements].some((field) => changed(field)),
  );
}

/** Any other address leaves the page: another path, or the same with another query. */
const otherAddress = (from: Location, to: Location) => from.pathname !== to.pathname || from.search !== to.search;

/**
 * Asks before leaving a page whose forms (inside `area`) hold typing not yet saved: a link or a
 * form elsewhere (the side menu, the language form), the browser's back button, or closing the tab.
 * Sending one of those forms is not leaving it, nor is an address `leaves` says keeps the page (by
 * default any other). Where the browser asks itself (a document about to unload) its own question
 * shows; in the app, `message`.
 */
export function useUnsavedChangesPrompt(
  area: RefObject<HTMLElement | null>,
  message: string,
  leaves: (from: Location, to: Location) => boolean = otherAddress,
): void {
  // Set while one of the area's own forms is being sent: the navigation its post starts is its save.
  const sending = useRef(false);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onSubmit = () => {
      sending.current = true;
      // The post's navigation starts in the same task; a submit cancelled (the browser's own checks) stays.
      setTimeout(() => (sending.current = false));
    };
    element.addEventListener("submit", onSubmit);
    return () => element.removeEventListener("submit", onSubmit);
  }, [area]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !sending.current && leaves(currentLocation, nextLocation) && unsaved(area.current),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useBeforeUnload((event) => {
    if (unsaved(area.current)) event.preventDefault();
  });
}
