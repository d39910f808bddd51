import { useRef, type FocusEvent, type FormEvent, type PointerEvent } from "react";

/**
 * Whether the pointer is pressing one of the form's submit buttons: the press takes the focus off the
 * field typed in before the click lands, and a message drawn under that field then (its check as it
 * loses focus) would move the button from under the pointer, and the click would be lost. The submit
 * checks every field anyway. `handlers` go on the form.
 */
export function useSubmitPress() {
  const pressing = useRef(false);
  return {
    pressing,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLFormElement>) => {
        pressing.current = !!(event.target as Element).closest('[type="submit"]');
      },
      onFocus: () => {
        pressing.current = false;
      },
    },
  };
}

/** The name of the button conform submits its own intents with (a field's check, a list's change). */
const CONFORM_INTENT = "__intent__";

interface ConformForm {
  status?: "success" | "error";
  validate: (options: { name: string }) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * conform's check of a field as it loses focus (the form's `shouldValidate` is then "onSubmit"), but
 * not when a press on its submit button takes the focus (`useSubmitPress`). As conform's own: once per
 * field, and none after the form was sent, when the fields are checked as they are typed in (a check
 * on leaving a field would then replace the shop's answer about another). Spread after
 * `getFormProps(form)`: its submit handler wraps conform's.
 */
export function useBlurCheck(form: ConformForm) {
  const { pressing, handlers } = useSubmitPress();
  const unchecked = useRef<Set<string> | null>(form.status === undefined ? new Set() : null);
  return {
    ...handlers,
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const field = event.target as Partial<HTMLInputElement>;
      const checked = unchecked.current;
      if (!checked || !field.name || pressing.current || checked.has(field.name)) return;
      if (field.type === "submit" || field.type === "hidden") return;
      checked.add(field.name);
      form.validate({ name: field.name });
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") !== CONFORM_INTENT)
        unchecked.current = null;
      form.onSubmit(event);
    },
  };
}
