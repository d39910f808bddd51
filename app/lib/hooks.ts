import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from "react";
import { useLocation } from "react-router";

/** False in the server render and the first client render, true once hydrated: what only works
 * with JavaScript (auto-submitting forms, dialogs) shows from then on. The switch is a transition,
 * so that it waits for a part whose code still loads (lib/lazy.tsx) instead of replacing its
 * server-rendered markup with nothing meanwhile. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
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
 * from a refused post must not outlive the save that followed it.
 */
export function useFormKeyAfterSave(lastResult: unknown): string {
  const { key } = useLocation();
  return lastResult ? "result" : key;
}

/** A form's action: this page's own address (its query too) with an anchor, so that the page answering
 * a refused post without JavaScript opens at the form the visitor pressed, not at its top. */
export function useActionAt(anchor: string): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}#${anchor}`;
}
