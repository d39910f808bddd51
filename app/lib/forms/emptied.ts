import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * A form sent with JavaScript starts empty again, as it does without (where the action's redirect
 * loads the page afresh): once its submission has settled without a refusal (any answer of the
 * action's saying why), the form is reset. A refused one keeps what was typed. Spread the answer on
 * the form element.
 */
export function useEmptiedWhenSent(refusal: object | null) {
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== "idle" || !sent.current) return;
    sent.current = false;
    if (!refusal) ref.current?.reset();
  }, [state, refusal]);
  return {
    ref,
    onSubmit: () => {
      sent.current = true;
    },
  };
}
