import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n";
import { translateFormMessage } from "~/lib/forms/messages";
import type { FormRefusal } from "~/lib/forms/refusal";
import { useFaultClaim, useFaultFocus } from "./fault-focus";
import { hintIdOf } from "./FieldFrame";
import * as css from "./forms.css";

/** A field's (or a form's) errors, translated: schema messages are translation keys with values. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  const list = [...new Set((errors ?? []).filter(Boolean))];
  if (!list.length) return id ? <div id={id} hidden /> : null;
  return (
    <ul id={id} className={css.errorList} data-testid="field-error">
      {list.map((message) => (
        <li key={message} className={css.errorItem}>
          {translateFormMessage(t, message)}
        </li>
      ))}
    </ul>
  );
}

/** Errors of the whole form (a failed request: wrong password, user exists, too many attempts ...).
 * `answer`, the reply they come from: a new one brings them into view again, in the same words too.
 * `pointsToFields`: they ask to correct the fields marked below, the first of which takes the
 * cursor (without JavaScript by its own `autofocus`, inside a FaultFocus; with it, from here). */
export function FormErrors({
  id,
  errors,
  answer,
  pointsToFields = false,
}: {
  id?: string;
  errors?: string[] | null;
  answer?: unknown;
  pointsToFields?: boolean;
}) {
  const { t } = useTranslation();
  const list = [...new Set((errors ?? []).filter(Boolean))];
  const alert = useRef<HTMLDivElement>(null);
  const shown = list.join("\n");
  // Inside a FaultFocus the form's own refusal, at the form's top, takes the cursor when it comes
  // first: without JavaScript the answering page then opens at it (a field at fault claims it otherwise).
  const focus = useFaultFocus("", list.length > 0 && !pointsToFields);
  const claimed = Boolean(focus.autoFocus);
  // They come from a submit, and show at the form's top: on a phone the press on the form's button
  // left that part above the view. Brought into view with the least scrolling, at once for those
  // who asked for less motion.
  useEffect(() => {
    if (!shown) return;
    const atFault = pointsToFields
      ? alert.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')
      : null;
    if (atFault) {
      atFault.focus();
      return;
    }
    // The message that claimed the cursor gets it here too: React draws no autofocus on a div.
    if (claimed) alert.current?.focus({ preventScroll: true });
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    alert.current?.scrollIntoView({ block: "nearest", behavior: reduced ? "instant" : "smooth" });
  }, [shown, answer, pointsToFields, claimed]);
  if (!list.length) return id ? <div id={id} hidden /> : null;
  return (
    <div ref={alert} id={id} className={css.alert} role="alert" tabIndex={-1} {...focus} data-testid="form-error">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" style={{ flexShrink: 0 }}>
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z" />
      </svg>
      <div>
        {list.map((message) => (
          <p key={message} style={{ margin: 0 }}>
            {translateFormMessage(t, message)}
          </p>
        ))}
      </div>
    </div>
  );
}

/** A field's messages under its control (`errors`, for its FieldFrame), and the attributes that tie
 * the control to its hint and messages (`control`): for the forms not read with conform. */
export function fieldMessages(messages: readonly string[] | undefined, id: string, hint?: string) {
  const refused = Boolean(messages?.length);
  const describedBy = [hintIdOf(id, hint), refused ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return {
    errors: refused ? <ErrorList id={`${id}-error`} errors={[...(messages ?? [])]} /> : undefined,
    control: {
      ...(refused ? { "aria-invalid": true as const } : {}),
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
    },
  };
}

/**
 * fieldMessages for the fields of a refused form, asked for in the page's order:
 * `field(messages, id, hint)`, the first field at fault taking the cursor (useFaultClaim).
 */
export function useFieldMessages(reply?: { error: string } | null) {
  const claim = useFaultClaim(reply);
  return (messages: readonly string[] | undefined, id: string, hint?: string) => {
    const shown = fieldMessages(messages, id, hint);
    return { ...shown, control: { ...shown.control, ...claim(id, Boolean(messages?.length)) } };
  };
}

/** useFieldMessages for a refused form's fields (FormRefusal), one message each, by field name:
 * `field(name, id, hint)`. */
export function useRefusedFields(refusal: Pick<FormRefusal, "error" | "fields"> | null) {
  const field = useFieldMessages(refusal);
  return (name: string, id: string, hint?: string) => {
    const key = refusal?.fields?.[name];
    return field(key ? [key] : undefined, id, hint);
  };
}
