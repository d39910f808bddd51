/**
 * The editable parts of the static elements (spec section 2: header, footer, cookie notice), as
 * the shape app/.server/chrome.ts reads: which option is a text, a rich text, a link, a list of
 * rows or a fixed number of texts. The edit page renders its form from this and the action reads
 * the form back with it, so a field is described once. Zod-free: the page's bundle carries it.
 */
export type FieldKind = "text" | "html" | "link" | "store";
export interface FieldSpec {
  name: string;
  kind: FieldKind;
}
export type PartSpec =
  /** Fields of the options object, or of one object inside it (`at`). */
  | { kind: "fields"; at?: string; fields: FieldSpec[] }
  /** A list of rows; the form has one empty row more to add one, and a row left empty is removed. */
  | { kind: "list"; name: string; fields: FieldSpec[] }
  /** A fixed number of texts (the footer's four column titles). */
  | { kind: "texts"; name: string; count: number };

const text = (name: string): FieldSpec => ({ name, kind: "text" });
const labelledLinks = (name: string): PartSpec => ({
  kind: "list",
  name,
  fields: [text("label"), { name: "link", kind: "link" }],
});

export const staticElements = ["header-section", "footer-section", "cookie-section"] as const;
export type StaticElement = (typeof staticElements)[number];
export const isStaticElement = (handler: string): handler is StaticElement =>
  (staticElements as readonly string[]).includes(handler);

export const elementParts: Record<StaticElement, PartSpec[]> = {
  "header-section": [
    { kind: "fields", fields: [text("ctaLabel"), { name: "ctaLink", kind: "link" }, text("logoAlt")] },
  ],
  "footer-section": [
    { kind: "texts", name: "columnTitles", count: 4 },
    labelledLinks("infoLinks"),
    labelledLinks("privacyLinks"),
    { kind: "list", name: "socialLinks", fields: [text("network"), text("url"), text("label")] },
    { kind: "list", name: "appStores", fields: [{ name: "store", kind: "store" }, text("url"), text("label")] },
    { kind: "fields", at: "contact", fields: [text("company"), text("address"), text("phone"), text("email")] },
  ],
  "cookie-section": [
    { kind: "fields", fields: [{ name: "text", kind: "html" }, text("linkLabel"), text("acceptLabel")] },
  ],
};

export const linkTypes = ["page", "shop", "product", "external"] as const;
export const appStores = ["apple", "google"] as const;

type Values = Record<string, unknown>;
const asObject = (value: unknown): Values => (value && typeof value === "object" ? (value as Values) : {});

/** A field's value as the form holds it. */
function readField(form: FormData, name: string, field: FieldSpec): unknown {
  const get = (key: string) => String(form.get(key) ?? "").trim();
  if (field.kind === "link") {
    const type = get(`${name}.type`);
    return { type: (linkTypes as readonly string[]).includes(type) ? type : "page", value: get(`${name}.value`) };
  }
  return get(name);
}

const isEmpty = (value: unknown) =>
  value === "" || (typeof value === "object" && value !== null && (value as { value?: unknown }).value === "");

/** The element's options after its form: each described part read back, every other option kept. */
export function optionsFromForm(parts: PartSpec[], form: FormData, current: Values): Values {
  const options: Values = { ...current };
  for (const part of parts) {
    if (part.kind === "texts") {
      options[part.name] = Array.from({ length: part.count }, (_, i) =>
        String(form.get(`${part.name}.${i}`) ?? "").trim(),
      );
    } else if (part.kind === "list") {
      const rows: Values[] = [];
      for (let i = 0; form.has(`${part.name}.${i}.${part.fields[0]!.name}`); i++) {
        const row = Object.fromEntries(
          part.fields.map((f) => [f.name, readField(form, `${part.name}.${i}.${f.name}`, f)]),
        );
        if (!part.fields.every((f) => f.kind === "store" || isEmpty(row[f.name]))) rows.push(row);
      }
      options[part.name] = rows;
    } else {
      const target = part.at ? { ...asObject(current[part.at]) } : options;
      for (const f of part.fields) target[f.name] = readField(form, part.at ? `${part.at}.${f.name}` : f.name, f);
      if (part.at) options[part.at] = target;
    }
  }
  return options;
}
