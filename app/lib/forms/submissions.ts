/**
 * A stored form submission's data (the platform's forms.submissions answers it as JSON text), read
 * for the back office: its fields in the order they were sent.
 */

/** One submitted field: text, or a list (the names of uploaded files). */
export interface SubmittedField {
  name: string;
  value: string | string[];
}

/** A submission's stored data (JSON text) as fields, in the order sent; null when it is not a JSON object. */
export function submittedFields(data: string): SubmittedField[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  return Object.entries(parsed as Record<string, unknown>).map(([name, value]) => ({
    name,
    value: Array.isArray(value)
      ? value.map((item) => (typeof item === "string" ? item : JSON.stringify(item)))
      : typeof value === "string"
        ? value
        : value == null
          ? ""
          : JSON.stringify(value),
  }));
}
