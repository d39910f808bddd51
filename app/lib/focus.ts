/**
 * Whether the keyboard focus was dropped to the page's start: the control it was on went away or was
 * disabled while its request ran (WCAG 2.4.3), and a keyboard or screen reader user must be given
 * their place again.
 */
export function focusIsLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body;
}
