/** One page of the media library for a section's media picker, as its dialog lists it. */
export interface MediaPicker {
  sectionId: string;
  search: string;
  page: number;
  totalPages: number;
  records: { id: number; title: string; alt: string; thumb: string; width: number; height: number }[];
  /** A picture just uploaded from the picker: chosen when the picker opens. */
  uploaded: number | null;
}

export const MEDIA_PICKER_PAGE_SIZE = 12;
export const RECORD_PICKER_PAGE_SIZE = 12;

/** What a picker's search lists: the media library, or records a section shows by id. */
export const pickerKinds = ["media", "products", "categories", "posts"] as const;
export type PickerKind = (typeof pickerKinds)[number];
export type RecordKind = Exclude<PickerKind, "media">;

/**
 * The records an editor chooses for a section (spec section 2: the product list, product
 * categories and post list modals), by section type: the prop that holds the choice, and for a
 * list the most it holds (a featured products list holds at most its section's limit).
 */
export const recordPickers: Record<string, readonly { kind: RecordKind; prop: string; max?: number }[]> = {
  featuredProducts: [
    { kind: "products", prop: "productIds", max: 24 },
    { kind: "categories", prop: "categoryId" },
  ],
  posts: [{ kind: "posts", prop: "postIds", max: 6 }],
};

/** A picker's search in the page's query: `pick={kind}&pickFor={section}&q=&p=`. */
export interface PickerQuery {
  kind: PickerKind;
  sectionId: string;
  search: string;
  page: number;
}

/** The picker's search asked for in the query string, or null when none is (or it is malformed). */
export function pickerQueryOf(query: URLSearchParams): PickerQuery | null {
  const kind = query.get("pick") as PickerKind;
  const sectionId = query.get("pickFor");
  if (!pickerKinds.includes(kind) || !sectionId) return null;
  return {
    kind,
    sectionId,
    search: (query.get("q") ?? "").trim().slice(0, 200),
    page: Math.min(100_000, Math.max(1, Math.trunc(Number(query.get("p"))) || 1)),
  };
}

/** The query of a page without its picker's search (`pick`, `pickFor`, `q`, `p`, `uploaded`), or null when no picker of `pickFor` is in it. */
export function withoutPicker(search: string, pickFor: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get("pickFor") !== pickFor) return null;
  for (const name of ["pick", "pickFor", "q", "p", "uploaded"]) query.delete(name);
  return `?${query.toString()}`;
}

/** The query string of a picker's page, keeping its search. */
export function pickerHref(kind: PickerKind, sectionId: string, search: string, page: number): string {
  const query = new URLSearchParams({ editPage: "true", pick: kind, pickFor: sectionId, q: search });
  if (page > 1) query.set("p", String(page));
  return `?${query.toString()}#${pickerAnchor(sectionId)}`;
}

/** The id of a section's picker in the page (its <details> without JavaScript): the page answering a
 * search, a page turned or an upload opens there, where the editor was, not at the page's top. */
export function pickerAnchor(pickFor: string): string {
  return `picker-${pickFor}`;
}

/** One page of records for a section's record picker, with the ones already chosen. */
export interface RecordPicker {
  kind: RecordKind;
  sectionId: string;
  search: string;
  page: number;
  totalPages: number;
  /** The section's current choice, in its order (listed first, so saving keeps it). */
  chosen: PickedRecord[];
  records: PickedRecord[];
}
export interface PickedRecord {
  id: number;
  title: string;
}
