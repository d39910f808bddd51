import { useCallback, useEffect, useRef, type SyntheticEvent } from "react";
import { useLocation } from "react-router";
import { useStateResetOn } from "~/lib/hooks";
import { CloseIcon } from "../ui/icons";
import * as css from "./disclosure.css";

/**
 * A group of <details> disclosures of which at most one is open (the header's menu and search, the
 * back office's menu). Without JavaScript they open and close natively. With it, any navigation,
 * a press on Escape (focus goes back to the toggle) and a press outside the open one's area close it.
 */
export function useDisclosures<Id extends string>() {
  const { key } = useLocation();
  const [open, setOpen] = useStateResetOn<Id | null>(key, null);
  const areas = useRef(new Map<Id, HTMLElement>());

  useEffect(() => {
    if (!open) return;
    const area = areas.current.get(open);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(null);
      area?.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!area?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, setOpen]);

  /** The props of one disclosure's <details>. */
  const bind = useCallback(
    (id: Id) => ({
      open: open === id,
      onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => {
        const isOpen = event.currentTarget.open;
        setOpen((current) => (isOpen ? id : current === id ? null : current));
      },
    }),
    [open, setOpen],
  );

  /** A ref for the element holding a disclosure's toggle and everything it shows (usually the
   * <details> itself): a press inside it does not close it. */
  const area = useCallback(
    (id: Id) => (element: HTMLElement | null) => {
      if (element) areas.current.set(id, element);
      else areas.current.delete(id);
    },
    [],
  );

  return { open, close: useCallback(() => setOpen(null), [setOpen]), bind, area };
}

/** A disclosure's toggle: its icon and name follow the open state by CSS, so they are right
 * without JavaScript too (the open one shows a cross and says "Close …"). */
export function DisclosureSummary({
  icon,
  openLabel,
  closeLabel,
  className,
  testId,
}: {
  icon: React.ReactNode;
  openLabel: string;
  closeLabel: string;
  className: string;
  testId: string;
}) {
  return (
    <summary className={className} data-testid={testId}>
      <span className={css.whenClosed}>{icon}</span>
      <span className={css.whenOpen}>
        <CloseIcon />
      </span>
      <span className={`${css.whenClosed} visually-hidden`}>{openLabel}</span>
      <span className={`${css.whenOpen} visually-hidden`}>{closeLabel}</span>
    </summary>
  );
}
