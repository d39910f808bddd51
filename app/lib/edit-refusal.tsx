import { useActionData } from "react-router";

/**
 * What edit mode's action answers a refused save of one of its forms with (a text too long, a link
 * that cannot work, someone else's save in between): the message, and what the editor typed, so the
 * form opens again with it, with or without JavaScript.
 */
export interface EditRefusal {
  /** The form's intent ("props", "title", "settings", "link"). */
  intent: string;
  /** The section the form was of, if any. */
  sectionId: string | null;
  /** A translation key, and its values. */
  error: string;
  errorValues?: Record<string, number | string>;
  /** Links under the message (the pages that link to a page, to edit them), labelled in the reader's language. */
  links?: { label: string; href: string }[];
  /** The field the message is about (`prop.title`), when the form says it there. */
  field?: string;
  values: Record<string, string | string[]>;
  /** When it was answered: a new refusal remounts the form with its values. */
  at: number;
}

/** The refusal the page's action answered, when it was of this form (and this section). */
export function useEditRefusal(intent: string, sectionId: string | null = null): EditRefusal | null {
  const answer = useActionData<{ editRefusal?: EditRefusal } | undefined>();
  const refusal = answer && typeof answer === "object" && "editRefusal" in answer ? answer.editRefusal : undefined;
  return refusal && refusal.intent === intent && refusal.sectionId === sectionId ? refusal : null;
}

/**
 * The key a refused form is drawn under: a new refusal draws it anew with what was typed, and so
 * does the page's version coming after it (the page's data, read again after the refusal, can reach
 * the form a render later): its fields then start from that version, uncontrolled fields following
 * their new defaults only when drawn anew.
 */
export function refusalKey(refusal: EditRefusal | null, version: number): string {
  return refusal ? `${refusal.at}@${version}` : "saved";
}

/** What was typed in one field of the refused form, else the saved value. */
export function typedOr(refusal: EditRefusal | null, name: string, saved: string): string {
  const value = refusal?.values[name];
  return typeof value === "string" ? value : saved;
}

/** The name of the field that carries what a form's fields held when it opened (`OpenedValues`). */
export const OPENED_FIELD = "opened";

type FormValues = Record<string, string | string[]>;

/**
 * What the form's fields held when it opened, sent with it: a save refused because someone else
 * saved first opens the form again with what the editor changed, and their version in the fields
 * the editor left alone (`changedByEditor`), so saving again does not put back what they replaced.
 * `whole`: the fields are one value (a link's type, address, rel and target), kept or left together.
 */
export function OpenedValues({ values, whole = false }: { values: FormValues; whole?: boolean }) {
  return <input type="hidden" name={OPENED_FIELD} value={JSON.stringify({ values, whole })} />;
}

/** A text as the browser sends it back (a textarea's line breaks come back as CRLF). */
const sent = (text: string) => text.replace(/\r\n?/g, "\n");

function unchanged(typed: string | string[] | undefined, opened: string | string[]): boolean {
  if (Array.isArray(opened)) {
    const list = typed === undefined ? [] : [typed].flat();
    return list.length === opened.length && [...list].sort().join("\n") === [...opened].sort().join("\n");
  }
  return typeof typed === "string" && sent(typed) === sent(opened);
}

/**
 * Of a refused form's `typed` values, what the editor changed since it opened (`opened`, the JSON of
 * `OpenedValues`): the fields left as they were are left out, so the form shows the page's version
 * there. A list left out because nothing is ticked any more is kept as an empty list. A form without
 * `opened` (or with one that does not read) keeps everything typed.
 */
export function changedByEditor(typed: FormValues, opened: string | null): FormValues {
  let was: { values: FormValues; whole: boolean };
  try {
    was = JSON.parse(opened ?? "");
  } catch {
    return typed;
  }
  if (!was || typeof was !== "object" || !was.values || typeof was.values !== "object") return typed;
  const names = Object.keys(was.values);
  const left = names.filter((name) => unchanged(typed[name], was.values[name]!));
  if (was.whole && left.length < names.length) return typed;
  const changed = { ...typed };
  for (const name of names) {
    if (left.includes(name)) delete changed[name];
    else if (changed[name] === undefined && Array.isArray(was.values[name])) changed[name] = [];
  }
  return changed;
}
