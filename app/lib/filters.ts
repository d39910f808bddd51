/**
 * The product list's URL query (spec sections 4, 5 and 9), shared by the loader (which reads it and
 * calls the platform) and the filter form (which writes it). Zod-free and type-only imports from
 * the contract, so it is safe in client bundles.
 *
 * URL format: attribute codes as keys. Choice attributes repeat the key (`color=red&color=blue`),
 * ranges use `{code}_min` / `{code}_max` (`price_min=10&price_max=50`, price in euros), yes/no is
 * `waterproof=true|false`, dates are `YYYY-MM-DD`. Then `sort`, `limit` (12 or 24) and `page`.
 *
 * Normalizing (parse, then serialize) drops what is malformed or redundant: empty values,
 * default sort and page size, page 1, zero range bounds (a zero bound counts as unset, so a range
 * with a zero bound leaves the URL), and swaps a range whose min is above its max. Parameters that
 * name no filter (utm_* ...) are kept as they are. Serializing a parsed query is idempotent.
 */
import type { Filters, LayeredFilter, SortId } from "#server/contract";

/** The sort ids of spec section 9, in the order the sort select lists them (the contract's list,
 * repeated here because the contract module carries zod). */
export const SORT_IDS = [
  "newest",
  "oldest",
  "priceAsc",
  "priceDesc",
  "nameAsc",
  "nameDesc",
  "priorityAsc",
  "priorityDesc",
] as const satisfies readonly SortId[];
// Fails to compile if the contract gains a sort id that this list lacks.
const _allSorts: Exclude<SortId, (typeof SORT_IDS)[number]> extends never ? true : never = true;
void _allSorts;

export const DEFAULT_SORT: SortId = "newest";
export const PAGE_SIZES = [12, 24] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;
/** Spec section 9: filter form changes are submitted after 500 ms of quiet. */
export const FILTER_DEBOUNCE_MS = 500;

/** The parameters that are not attribute codes. */
export const RESERVED_PARAMS = ["sort", "limit", "page"] as const;

/** How a layered filter is shown and written into the URL. */
export type FilterKind = "single" | "multi" | "range" | "price" | "yesNo" | "dateRange";

export interface FilterField {
  code: string;
  kind: FilterKind;
  /** A dateTime attribute: its upper date bound covers the whole day. */
  dateTime?: boolean;
}

export type FilterState =
  | { kind: "values"; values: string[] }
  | { kind: "range"; min: number | null; max: number | null }
  | { kind: "dateRange"; min: string | null; max: string | null }
  | { kind: "yesNo"; value: boolean };

export interface ListQuery {
  /** Active filters only, by attribute code. */
  filters: Record<string, FilterState>;
  sort: SortId;
  limit: PageSize;
  page: number;
  /** Parameters that name no filter, kept in the URL untouched. */
  extra: [string, string][];
}

export interface ListDefaults {
  /** The sort used when the URL names none (a category's sortDefaultType). */
  sort: SortId;
  /** The sort ids offered; others in the URL fall back to the default. All eight when empty. */
  sorts?: readonly SortId[];
}

const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;
const MAX_PAGE = 100_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function filterKind(type: LayeredFilter["type"]): FilterKind {
  switch (type) {
    case "dropdown":
      return "single";
    case "multipleSelect":
    case "textSwatch":
    case "visualSwatch":
      return "multi";
    case "numberField":
      return "range";
    case "price":
      return "price";
    case "yesNo":
      return "yesNo";
    case "date":
    case "dateTime":
      return "dateRange";
  }
}

export function fieldsOf(layered: readonly Pick<LayeredFilter, "attributeCode" | "type">[]): FilterField[] {
  const seen = new Set<string>(RESERVED_PARAMS);
  const fields: FilterField[] = [];
  for (const f of layered) {
    if (seen.has(f.attributeCode)) continue;
    seen.add(f.attributeCode);
    fields.push(
      f.type === "dateTime"
        ? { code: f.attributeCode, kind: "dateRange", dateTime: true }
        : { code: f.attributeCode, kind: filterKind(f.type) },
    );
  }
  return fields;
}

function isRange(kind: FilterKind) {
  return kind === "range" || kind === "price" || kind === "dateRange";
}

/** A finite number, or null for empty, malformed and zero bounds (zero counts as unset). */
function parseNumber(raw: string | null): number | null {
  if (raw === null) return null;
  const text = raw.trim().replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n !== 0 && Math.abs(n) < 1e12 ? n : null;
}

function parseDate(raw: string | null): string | null {
  if (raw === null) return null;
  const m = DATE.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? m[0] : null;
}

function parseBool(raw: string | null): boolean | null {
  if (raw === "true") return true;
  if (raw === "false") return false;
  return null;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

function parseFilter(params: URLSearchParams, field: FilterField): FilterState | null {
  const { code, kind } = field;
  switch (kind) {
    case "single":
    case "multi": {
      const values: string[] = [];
      for (const raw of params.getAll(code)) {
        const v = raw.trim();
        if (!v || v.length > MAX_VALUE_LENGTH || values.includes(v)) continue;
        values.push(v);
        if (kind === "single" || values.length >= MAX_VALUES) break;
      }
      return values.length ? { kind: "values", values } : null;
    }
    case "range":
    case "price": {
      let min = parseNumber(params.get(`${code}_min`));
      let max = parseNumber(params.get(`${code}_max`));
      if (min === null && max === null) return null;
      if (min !== null && max !== null && min > max) [min, max] = [max, min];
      return { kind: "range", min, max };
    }
    case "dateRange": {
      let min = parseDate(params.get(`${code}_min`));
      let max = parseDate(params.get(`${code}_max`));
      if (min === null && max === null) return null;
      if (min !== null && max !== null && min > max) [min, max] = [max, min];
      return { kind: "dateRange", min, max };
    }
    case "yesNo": {
      const value = parseBool(params.get(code));
      return value === null ? null : { kind: "yesNo", value };
    }
  }
}

/** A range filter as its two typed bounds would apply: swapped, zero and malformed bounds unset. */
export function typedRange(field: FilterField, min: string, max: string): FilterState | null {
  return parseFilter(
    new URLSearchParams([
      [`${field.code}_min`, min],
      [`${field.code}_max`, max],
    ]),
    field,
  );
}

/** Reads the list query; anything malformed falls back to its default, never an error. */
export function parseListQuery(
  params: URLSearchParams,
  fields: readonly FilterField[],
  defaults: ListDefaults,
): ListQuery {
  const filters: Record<string, FilterState> = {};
  const known = new Set<string>(RESERVED_PARAMS);
  for (const field of fields) {
    if (isRange(field.kind)) {
      known.add(`${field.code}_min`);
      known.add(`${field.code}_max`);
    } else known.add(field.code);
    const state = parseFilter(params, field);
    if (state) filters[field.code] = state;
  }
  const sorts = defaults.sorts?.length ? defaults.sorts : SORT_IDS;
  const rawSort = params.get("sort");
  const sort = sorts.find((s) => s === rawSort) ?? defaults.sort;
  const rawLimit = Number(params.get("limit"));
  const limit = PAGE_SIZES.find((s) => s === rawLimit) ?? DEFAULT_PAGE_SIZE;
  const extra: [string, string][] = [];
  for (const [key, value] of params) if (!known.has(key)) extra.push([key, value]);
  return { filters, sort, limit, page: parsePage(params.get("page")), extra };
}

function formatNumber(n: number): string {
  return String(n);
}

/** The normalized query string parameters of a list query: filters in field order, then sort,
 * limit and page when they differ from the defaults, then the untouched extras. */
export function serializeListQuery(
  query: ListQuery,
  fields: readonly FilterField[],
  defaults: ListDefaults,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fields) {
    const state = query.filters[field.code];
    if (!state) continue;
    switch (state.kind) {
      case "values":
        for (const v of field.kind === "single" ? state.values.slice(0, 1) : state.values) params.append(field.code, v);
        break;
      case "range":
        if (state.min !== null && state.min !== 0) params.append(`${field.code}_min`, formatNumber(state.min));
        if (state.max !== null && state.max !== 0) params.append(`${field.code}_max`, formatNumber(state.max));
        break;
      case "dateRange":
        if (state.min) params.append(`${field.code}_min`, state.min);
        if (state.max) params.append(`${field.code}_max`, state.max);
        break;
      case "yesNo":
        params.append(field.code, String(state.value));
        break;
    }
  }
  if (query.sort !== defaults.sort) params.append("sort", query.sort);
  if (query.limit !== DEFAULT_PAGE_SIZE) params.append("limit", String(query.limit));
  if (query.page > 1) params.append("page", String(query.page));
  for (const [key, value] of query.extra) params.append(key, value);
  return params;
}

/** "?a=b" or "" */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The same parameters, whatever their order. */
export function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const list = (p: URLSearchParams) =>
    [...p]
      .map(([k, v]) => `${k}\u0000${v}`)
      .sort()
      .join("\u0001");
  return list(a) === list(b);
}

/** Open bounds of a half-open range: the platform is sent a range only with both bounds set. */
const OPEN_MIN = -1e12;
const OPEN_MAX = 1e12;

/**
 * The platform's `filters` (spec section 5): choice values as a list (a single value wrapped),
 * yes/no as it is, ranges as `[min, max]`: price in cents, a missing bound filled with an open
 * one so that a range always has both; empty filters are skipped.
 */
export function toPlatformFilters(filters: ListQuery["filters"], fields: readonly FilterField[]): Filters {
  const out: Filters = {};
  for (const field of fields) {
    const state = filters[field.code];
    if (!state) continue;
    switch (state.kind) {
      case "values":
        if (state.values.length)
          out[field.code] = field.kind === "single" ? state.values.slice(0, 1) : [...state.values];
        break;
      case "range": {
        if (state.min === null && state.max === null) break;
        const cents = field.kind === "price";
        const min = state.min === null ? (cents ? 0 : OPEN_MIN) : cents ? Math.round(state.min * 100) : state.min;
        const max = state.max === null ? OPEN_MAX : cents ? Math.round(state.max * 100) : state.max;
        out[field.code] = [Math.min(min, max), Math.max(min, max)];
        break;
      }
      case "dateRange": {
        if (!state.min && !state.max) break;
        const max = state.max ?? "9999-12-31";
        out[field.code] = [state.min ?? "0001-01-01", field.dateTime ? `${max}T23:59:59` : max];
        break;
      }
      case "yesNo":
        out[field.code] = state.value;
        break;
    }
  }
  return out;
}

export function hasActiveFilters(query: Pick<ListQuery, "filters">): boolean {
  return Object.keys(query.filters).length > 0;
}

/** The query with one filter value (or a whole filter) removed and the page reset to 1. */
export function withoutFilter(query: ListQuery, code: string, value?: string): ListQuery {
  const filters = { ...query.filters };
  const state = filters[code];
  if (state?.kind === "values" && value !== undefined) {
    const values = state.values.filter((v) => v !== value);
    if (values.length) filters[code] = { kind: "values", values };
    else delete filters[code];
  } else delete filters[code];
  return { ...query, filters, page: 1 };
}

/** The query without any filter, page 1, same sort and page size. */
export function withoutFilters(query: ListQuery): ListQuery {
  return { ...query, filters: {}, page: 1 };
}

/** The normalized query string of what a filter form holds (page is never in the form, so it is 1). */
export function formQuery(
  form: URLSearchParams,
  fields: readonly FilterField[],
  defaults: ListDefaults,
): URLSearchParams {
  const parsed = parseListQuery(form, fields, defaults);
  return serializeListQuery({ ...parsed, page: 1 }, fields, defaults);
}
