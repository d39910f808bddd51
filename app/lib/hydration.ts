/**
 * When the page is fully hydrated: React's handlers attached to the whole page, lazy parts included
 * (app/lib/lazy.tsx). React hydrates a lazy part only once its chunk has arrived, after the rest of
 * the page; until then a click on it reaches the plain HTML (a form posts as a document, a link
 * navigates without prefetching). The root marks `<html data-hydrated>` then; end-to-end tests wait
 * for the mark instead of for network quiet, which costs half a second a page and which a slow
 * machine outlasts.
 */

/** Lazy parts on the page whose code has not yet rendered in this browser. */
let waiting = 0;
let onHydrated: (() => void) | null = null;

/** Whether the page has hydrated: from then on whatever React mounts it renders from nothing. */
let pageHydrated = false;

function settle() {
  if (waiting === 0 && onHydrated) {
    pageHydrated = true;
    onHydrated();
    onHydrated = null;
  }
}

/** A lazy part rendered in place of its server HTML: the mark waits for it. */
export function partWaiting(): void {
  waiting++;
}

/** That part's code has rendered (or the part went before it did). */
export function partHydrated(): void {
  waiting--;
  settle();
}

/** Calls `mark` once no lazy part of the page is waiting for its code (at once if none is). */
export function whenHydrated(mark: () => void): void {
  onHydrated = mark;
  settle();
}

/**
 * Whether the page has hydrated (the mark above). A part mounted after that (a dialog drawn again
 * for a refused save, the page a navigation brought) has no server HTML to match: it renders as it
 * works with JavaScript from its first render.
 */
export function hasHydrated(): boolean {
  return pageHydrated;
}

/**
 * Whether a form control holds something other than what its page rendered (its default): what a
 * shopper chose before the scripts came (decision 0040), which hydrating must not drop.
 */
export function changedBeforeHydration(control: Element): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
  if (!(control instanceof HTMLInputElement)) return false;
  if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}
