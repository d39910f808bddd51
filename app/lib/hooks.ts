import { startTransition, useEffect, useRef, useState } from "react";

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
  latest.current = action;
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
