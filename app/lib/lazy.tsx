import { type ComponentType, lazy, memo, type RefObject, Suspense, useEffect, useRef } from "react";
import { reloadOnce } from "./chunk-reload";
import { partHydrated, partWaiting } from "./hydration";

/**
 * A component that only some pages show (the cookie notice until it is answered, a bundle's
 * customiser, the cross-sells below the fold), kept out of the JavaScript every page preloads: its
 * chunk loads when it renders. The server renders it in place like any other (its module is loaded
 * at start-up, so the document never waits for it and pages without JavaScript get it whole); the
 * browser hydrates the rest of the page meanwhile and this part once its chunk is there. It is
 * memoised: a re-render with the same props must not reach a part still waiting to hydrate, which
 * React would otherwise drop and render again from nothing. A chunk that fails to load (a deploy
 * took it away) loads the page again, once (app/lib/chunk-reload.ts); after that the error reaches
 * the route's error boundary. The page counts as hydrated once every such part has (app/lib/hydration.ts).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({
    default: await load().catch((err: unknown) => (reloadOnce() ? new Promise<never>(() => {}) : Promise.reject(err))),
  }));
  if (import.meta.env.SSR) void load();
  return memo(function LazyPart(props: P) {
    const part = useRef<PartState>("rendering");
    // Children's effects run first: when this one runs the part has rendered with its code already,
    // or it waits for it (its `Rendered` then tells when it has).
    useEffect(() => {
      if (part.current !== "rendering") return;
      part.current = "waiting";
      partWaiting();
      return () => {
        if (part.current !== "waiting") return;
        part.current = "rendering";
        partHydrated();
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <Rendered partRef={part} />
      </Suspense>
    );
  });
}

/** "rendering" until the part's effects ran; "waiting" for its code; "rendered" with it. */
type PartState = "rendering" | "waiting" | "rendered";

/** Renders nothing; its effect runs when the part around it has rendered with its code. */
function Rendered({ partRef }: { partRef: RefObject<PartState> }) {
  useEffect(() => {
    const waited = partRef.current === "waiting";
    partRef.current = "rendered";
    if (waited) partHydrated();
  }, [partRef]);
  return null;
}
