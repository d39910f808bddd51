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

/** What was typed in one field of the refused form, else the saved value. */
export function typedOr(refusal: EditRefusal | null, name: string, saved: string): string {
  const value = refusal?.values[name];
  return typeof value === "string" ? value : saved;
}
