/**
 * A form whose fields are read from its action's reply (conform's `SubmissionResult`) instead of
 * conform's `useForm`, for the pages that must stay as light as a product page (login and
 * registration, docs/decisions/0019-reply-forms.md). The action still parses with conform and zod
 * and answers `submission.reply()`; the fields still get their attributes from conform's
 * `getInputProps` (app/components/forms/Field.tsx), which reads only the metadata made here, with
 * conform's own ids. What stays out is conform's client state (about 9 KB gzip).
 */
import { useEffect, useState, type FormEvent, type SyntheticEvent } from "react";
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useSubmitPress } from "./blur-check";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type Errors = Record<string, string[]>;

function valueAt(values: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
}

function formErrors(form: HTMLFormElement, validate: (values: Record<string, unknown>) => Errors): Errors {
  // An empty input counts as no value, as conform submits it.
  return validate(Object.fromEntries([...new FormData(form)].filter(([, value]) => value !== "")));
}

/** The first control at fault in the form, in the page's order (the one FaultFocus's autofocus picks
 * without JavaScript). A message over the whole form (FormErrors, `<formId>-error`) was brought into
 * view above it and says what to mend: it stays in view, the cursor waiting in the field. */
function focusFirstFault(formId: string) {
  const alert = document.getElementById(`${formId}-error`);
  document
    .getElementById(formId)
    ?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ?.focus({ preventScroll: Boolean(alert && !alert.hidden) });
}

/**
 * The form's and its fields' metadata from the last reply, or the defaults before one. With
 * `validate`, a field is checked in the browser when it loses focus, again as it is typed in while it
 * shows an error, and every field on submit (a wrong form is then not sent); the next reply takes
 * over from those checks. A refusal, the browser's or the reply's, puts the typing cursor in the
 * first field at fault (without JavaScript the form's FaultFocus does, on the answer page).
 */
export function useReplyForm(
  formId: string,
  reply: SubmissionResult<string[]> | null | undefined,
  options: { defaults?: Record<string, unknown>; validate?: (values: Record<string, unknown>) => Errors } = {},
) {
  const { defaults = {}, validate } = options;
  // `whole`: the browser checked every field (a submit it refused): the reply's errors are out of date.
  const [checked, setChecked] = useState<{ reply: typeof reply; errors: Errors; whole?: boolean }>({
    reply,
    errors: {},
  });
  const local = checked.reply === reply ? checked.errors : {};
  const replyErrors = checked.reply === reply && checked.whole ? undefined : reply?.error;
  // Counts the browser's refusals on submit, each one moving the cursor again.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    // A reply never carries a password back: the password fields start empty again, as on the page
    // the server sends without JavaScript.
    if (reply)
      for (const input of document
        .getElementById(formId)
        ?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? [])
        input.value = "";
  }, [formId, reply]);
  useEffect(() => {
    if (refusals || Object.values(reply?.error ?? {}).some((list) => list?.length)) focusFirstFault(formId);
  }, [formId, reply, refusals]);
  // Not checked as the focus leaves it for the form's button: the press would be lost (blur-check.ts).
  const submitPress = useSubmitPress();
  const errors: Errors = { ...(replyErrors as Errors | undefined), ...local };
  const values = reply?.initialValue ?? defaults;

  const field = (name: string): Meta => {
    const id = `${formId}-field-${name.replace(/[^a-zA-Z0-9._-]/g, "_")}`;
    const list = errors[name]?.length ? errors[name] : undefined;
    return {
      id,
      name,
      formId,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      errors: list,
      valid: !list,
      initialValue: valueAt(values, name),
    } as Meta;
  };

  const recheck = (event: SyntheticEvent<HTMLFormElement>, onlyIfShown: boolean) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !validate || (onlyIfShown && !errors[name]?.length)) return;
    const found = formErrors(event.currentTarget, validate);
    setChecked({ reply, errors: { ...local, [name]: found[name] ?? [] }, whole: replyErrors === undefined });
  };
  const check = validate
    ? {
        ...submitPress.handlers,
        onBlur: (event: SyntheticEvent<HTMLFormElement>) => {
          if (!submitPress.pressing.current) recheck(event, false);
        },
        // A field showing an error is checked again as it is typed in, so that a fixed one is clear.
        onInput: (event: FormEvent<HTMLFormElement>) => recheck(event, true),
        onSubmit(event: FormEvent<HTMLFormElement>) {
          const found = formErrors(event.currentTarget, validate);
          if (!Object.keys(found).length) return;
          event.preventDefault();
          setChecked({ reply, errors: found, whole: true });
          setRefusals((n) => n + 1);
        },
      }
    : {};

  const formErrorList = replyErrors?.[""];
  return {
    form: {
      props: { id: formId, noValidate: true, ...check },
      errorId: `${formId}-error`,
      errors: formErrorList?.length ? formErrorList : undefined,
    },
    field,
    /** Some fields by their names, in a group (`delivery.firstName` ...) or, with "", at the top. */
    fieldset: <Name extends string>(group: string, names: readonly Name[]) =>
      Object.fromEntries(names.map((name) => [name, field(group ? `${group}.${name}` : name)])) as Record<Name, Meta>,
  };
}
