import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type SetStateAction,
} from "react";
import { useLocation } from "react-router";
import { hasHydrated } from "./hydration";

/** Nothing to subscribe to: whether the page has hydrated is read once per mount. */
const unchanging = () => () => {};

/**
 * False in the server render and while hydrating, true once hydrated: what only works with
 * JavaScript (auto-submitting forms, dialogs) shows from then on. The switch is a transition, so
 * that it waits for a part whose code still loads (lib/lazy.tsx) instead of replacing its
 * server-rendered markup with nothing meanwhile. A component mounted after the page hydrated (a
 * dialog drawn again, keyed by a refused save) has no server markup to keep: true from its first
 * render. Were it false there, its no-JavaScript version would show first and be replaced a moment
 * later, and with it anything typed into it meanwhile. A store's server value is what a hydrating
 * render reads, so a part that hydrates late still matches its server HTML.
 */
export function useHydrated(): boolean {
  const mountedAfter = useSyncExternalStore(unchanging, hasHydrated, () => false);
  const [hydrated, setHydrated] = useState(mountedAfter);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated || mountedAfter;
}

/**
 * Runs `read` once, as the component hydrates, after its first render and before any other: the
 * moment to take in what a shopper did on the page before its scripts came (decision 0040; see
 * `changedBeforeHydration`), which the next render from the component's own state would draw over.
 * A component mounted after the page hydrated (a page a navigation brought) has nothing to read.
 */
export function useOnHydration(read: () => void): void {
  const first = useRef(read);
  useEffect(() => {
    if (!hasHydrated()) first.current();
  }, []);
}

/**
 * Runs `action` once `delay` ms have passed without another `trigger()` (spec section 9: 500 ms
 * for filter, search and query changes). A newer trigger cancels the pending one; unmounting
 * cancels it too. `flush()` runs it at once.
 */
export function useDebounced(action: () => void, delay: number) {
  const [tick, setTick] = useState(0);
  const latest = useRef(action);
  // The newest action, for the timer and flush() to run; set after each render, not during it.
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (tick === 0) return;
    const timer = setTimeout(() => latest.current(), delay);
    return () => clearTimeout(timer);
  }, [tick, delay]);
  return {
    trigger: () => setTick((n) => n + 1),
    flush: () => {
      setTick(0);
      latest.current();
    },
  };
}

/**
 * State that goes back to `initial` whenever `key` changes (a navigation closes a menu or a
 * dialog). It is reset while rendering, as React advises for state that follows a value, rather
 * than in an effect that would paint the stale state once more.
 */
export function useStateResetOn<T>(key: unknown, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setState(initial);
  }
  return [state, setState];
}

/**
 * The key of a form that starts empty after each post that succeeded (its redirect is a new
 * location) and keeps its values and errors while the action answers a refusal: conform's state
 * from a refused post must not outlive the save that followed it. A refusal keeps the key the form
 * had (the location the answer arrives at is a new one too): drawn again from nothing, the form lost
 * what was typed in the fields the answer does not send back (passwords) and the focus, which
 * conform puts on the first field at fault only in a form that stays. With `saved`, the saved
 * values the form shows (as text) stand for the location: a page of several forms starts one anew
 * only when its own values changed, not after a post of another form of the page (which would lose
 * what was typed in this one).
 */
export function useFormKeyAfterSave(lastResult: unknown, saved?: string): string {
  const { key: location } = useLocation();
  const key = saved ?? location;
  const [kept, setKept] = useState(key);
  if (!lastResult && kept !== key) setKept(key);
  return lastResult ? kept : key;
}

/** A form's action: this page's own address (its query too) with an anchor, so that the page answering
 * a refused post without JavaScript opens at the form the visitor pressed, not at its top. */
export function useActionAt(anchor: string): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}#${anchor}`;
}
