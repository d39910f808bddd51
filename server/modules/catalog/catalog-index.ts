/**
 * The in-memory catalog index: columnar typed arrays over the listable products of one site
 * (no parent, visible individually, not archived), built once from a few set-based queries and
 * answering filter, sort, page and facet questions without touching the database.
 *
 * Everything here is pure (no I/O) so it can be unit-tested on small hand-made catalogs.
 * A product is addressed by its *position*: its index in the id-ascending list of listable products.
 */
import type { AttributeInputType, Filters, LayeredFilter, SortId } from "../../contract/catalog";
import type { Locale } from "../../contract/urls";
import { fold, labelIn, word, type Labels } from "./text";

// ---------------------------------------------------------------- raw input

export interface RawProduct {
  id: number;
  parentId: number | null;
  visible: boolean;
  archived: boolean;
  format: string;
  sku: string;
  finalPrice: number;
  retailPrice: number;
  priority: number;
  featured: boolean;
  /** Null: not tracked. */
  stockQty: number | null;
  mainCategoryId: number | null;
}

export interface RawAttribute {
  id: number;
  code: string;
  inputType: AttributeInputType;
  labels: Labels;
  filterable: boolean;
  position: number;
  customClass: string;
}

export interface RawAttributeValue {
  id: number;
  attributeId: number;
  code: string;
  labels: Labels;
  swatch: string;
  mediaId: number | null;
  position: number;
}

export interface RawProductValue {
  productId: number;
  attributeId: number;
  valueId: number | null;
  numberValue: number | null;
  dateValue: string | null;
}

export interface RawCategory {
  id: number;
  parentId: number | null;
}

export interface RawCatalog {
  products: RawProduct[];
  attributes: RawAttribute[];
  values: RawAttributeValue[];
  productValues: RawProductValue[];
  categories: RawCategory[];
  productCategories: { productId: number; categoryId: number }[];
}

// ---------------------------------------------------------------- the index

export type AttributeKind = "choice" | "number" | "bool" | "date";

const choiceTypes: readonly string[] = ["dropdown", "multipleSelect", "textSwatch", "visualSwatch"];

export function attributeKind(inputType: string): AttributeKind {
  if (choiceTypes.includes(inputType)) return "choice";
  if (inputType === "yesNo") return "bool";
  if (inputType === "date" || inputType === "dateTime") return "date";
  return "number";
}

export interface IndexedAttribute extends RawAttribute {
  kind: AttributeKind;
  /** Choice attributes: dense value indexes ordered by value position. */
  valueIdxs: number[];
  /** Choice attributes: value code -> dense value index. */
  valueByCode: Map<string, number>;
  /** Number, yes/no (1/0) and date (epoch ms) attributes: one value per position, NaN when unset. */
  numbers: Float64Array | null;
}

export interface CatalogIndex {
  size: number;
  /** Product id per position, ascending. */
  ids: Int32Array;
  finalPrice: Float64Array;
  retailPrice: Float64Array;
  priority: Float64Array;
  featured: Uint8Array;
  inStock: Uint8Array;
  skus: string[];
  /** Category id -> positions (ascending) of the products listed under it or any descendant. */
  byCategory: Map<number, Int32Array>;
  categoryIds: Set<number>;
  /** Attributes ordered by position, then id. */
  attributes: IndexedAttribute[];
  attributeByCode: Map<string, IndexedAttribute>;
  attributeById: Map<number, IndexedAttribute>;
  /** Every attribute value of the site by id (labels, swatches, media). */
  valueById: Map<number, RawAttributeValue>;
  /** Dense choice values: value index -> value row, and -> index into `attributes`. */
  choiceValues: RawAttributeValue[];
  choiceValueAttr: Int32Array;
  /** CSR lists of the choice values of each position (own values plus those of its variants). */
  choiceOffsets: Int32Array;
  choiceList: Int32Array;
  orders: { priceAsc: Int32Array; priceDesc: Int32Array; priorityAsc: Int32Array; priorityDesc: Int32Array };
}

/** Per language: names for sorting and keyword matching. */
export interface LanguageIndex {
  language: Locale;
  names: string[];
  /** Folded name and SKU, for the keyword fallback. */
  haystack: string[];
  nameAsc: Int32Array;
  nameDesc: Int32Array;
}

function sequence(n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

/** Positions ordered by a numeric key; ties go to the higher id (= higher position) first. */
function orderBy(key: Float64Array, direction: 1 | -1): Int32Array {
  return sequence(key.length).sort((a, b) => (key[a] - key[b]) * direction || b - a);
}

export function parseDateValue(value: string | null): number {
  if (!value) return NaN;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : NaN;
}

export function buildCatalogIndex(raw: RawCatalog): CatalogIndex {
  const listable = raw.products.filter((p) => p.parentId === null && p.visible && !p.archived).sort((a, b) => a.id - b.id);
  const n = listable.length;
  const posById = new Map<number, number>();
  const ids = new Int32Array(n);
  const finalPrice = new Float64Array(n);
  const retailPrice = new Float64Array(n);
  const priority = new Float64Array(n);
  const featured = new Uint8Array(n);
  const inStock = new Uint8Array(n);
  const skus: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const p = listable[i];
    posById.set(p.id, i);
    ids[i] = p.id;
    finalPrice[i] = p.finalPrice;
    retailPrice[i] = p.retailPrice;
    priority[i] = p.priority;
    featured[i] = p.featured ? 1 : 0;
    inStock[i] = p.stockQty === null || p.stockQty > 0 ? 1 : 0;
    skus[i] = p.sku;
  }

  // Variants (children that are not archived) of listable products: stock and attribute values.
  const parentPosOfVariant = new Map<number, number>();
  const hasVariant = new Uint8Array(n);
  const variantInStock = new Uint8Array(n);
  for (const p of raw.products) {
    if (p.parentId === null || p.archived) continue;
    const parentPos = posById.get(p.parentId);
    if (parentPos === undefined) continue;
    parentPosOfVariant.set(p.id, parentPos);
    hasVariant[parentPos] = 1;
    if (p.stockQty === null || p.stockQty > 0) variantInStock[parentPos] = 1;
  }
  for (let i = 0; i < n; i++) if (hasVariant[i]) inStock[i] = variantInStock[i];

  // Categories: each product is listed under its categories (and main category) and their ancestors.
  const categoryIds = new Set(raw.categories.map((c) => c.id));
  const catIndex = new Map<number, number>();
  raw.categories.forEach((c, i) => catIndex.set(c.id, i));
  const parentOf = new Map(raw.categories.map((c) => [c.id, c.parentId]));
  const chains = new Map<number, number[]>();
  const chainOf = (id: number): number[] => {
    let chain = chains.get(id);
    if (chain) return chain;
    chain = [];
    const seen = new Set<number>();
    for (let c: number | null | undefined = id; c !== null && c !== undefined && categoryIds.has(c) && !seen.has(c); c = parentOf.get(c)) {
      seen.add(c);
      chain.push(catIndex.get(c)!);
    }
    chains.set(id, chain);
    return chain;
  };
  const directCats = new Map<number, number[]>();
  for (const pc of raw.productCategories) {
    if (!posById.has(pc.productId) || !categoryIds.has(pc.categoryId)) continue;
    const list = directCats.get(pc.productId);
    if (list) list.push(pc.categoryId);
    else directCats.set(pc.productId, [pc.categoryId]);
  }
  const lastSeen = new Int32Array(raw.categories.length).fill(-1);
  const postings: number[][] = raw.categories.map(() => []);
  const addUnder = (pos: number, categoryId: number) => {
    for (const ci of chainOf(categoryId)) {
      if (lastSeen[ci] === pos) continue;
      lastSeen[ci] = pos;
      postings[ci].push(pos);
    }
  };
  for (let i = 0; i < n; i++) {
    const p = listable[i];
    if (p.mainCategoryId !== null && categoryIds.has(p.mainCategoryId)) addUnder(i, p.mainCategoryId);
    const direct = directCats.get(p.id);
    if (direct) for (const c of direct) addUnder(i, c);
  }
  const byCategory = new Map<number, Int32Array>();
  raw.categories.forEach((c, i) => byCategory.set(c.id, Int32Array.from(postings[i])));

  // Attributes.
  const attributes: IndexedAttribute[] = [...raw.attributes]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((a) => {
      const kind = attributeKind(a.inputType);
      return { ...a, kind, valueIdxs: [], valueByCode: new Map(), numbers: kind === "choice" ? null : new Float64Array(n).fill(NaN) };
    });
  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  const attributeOrder = new Map(attributes.map((a, i) => [a.id, i]));
  const valueById = new Map(raw.values.map((v) => [v.id, v]));

  const choiceValues: RawAttributeValue[] = [];
  const choiceValueAttrList: number[] = [];
  const valueIdxById = new Map<number, number>();
  for (const v of [...raw.values].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const attr = attributeById.get(v.attributeId);
    if (!attr || attr.kind !== "choice") continue;
    const idx = choiceValues.length;
    choiceValues.push(v);
    choiceValueAttrList.push(attributeOrder.get(attr.id)!);
    valueIdxById.set(v.id, idx);
    attr.valueIdxs.push(idx);
    attr.valueByCode.set(v.code, idx);
  }
  const V = choiceValues.length;

  // Choice values as keys pos * V + idx, sorted and deduplicated into CSR lists; numbers directly.
  const keys: number[] = [];
  const variantNumbers = new Map<IndexedAttribute, Float64Array>();
  for (const row of raw.productValues) {
    let pos = posById.get(row.productId);
    const fromVariant = pos === undefined;
    if (fromVariant) pos = parentPosOfVariant.get(row.productId);
    if (pos === undefined) continue;
    const attr = attributeById.get(row.attributeId);
    if (!attr) continue;
    if (attr.kind === "choice") {
      const idx = row.valueId === null ? undefined : valueIdxById.get(row.valueId);
      if (idx !== undefined) keys.push(pos * V + idx);
      continue;
    }
    const value = attr.kind === "date" ? parseDateValue(row.dateValue) : row.numberValue === null ? NaN : Number(row.numberValue);
    if (Number.isNaN(value)) continue;
    if (!fromVariant) {
      attr.numbers![pos] = value;
    } else {
      // A configurable product without its own value takes the least value of its variants.
      let arr = variantNumbers.get(attr);
      if (!arr) variantNumbers.set(attr, (arr = new Float64Array(n).fill(NaN)));
      if (Number.isNaN(arr[pos]) || value < arr[pos]) arr[pos] = value;
    }
  }
  for (const [attr, arr] of variantNumbers) {
    const own = attr.numbers!;
    for (let i = 0; i < n; i++) if (Number.isNaN(own[i]) && !Number.isNaN(arr[i])) own[i] = arr[i];
  }
  const sortedKeys = Float64Array.from(keys).sort();
  const choiceOffsets = new Int32Array(n + 1);
  const listBuffer = new Int32Array(sortedKeys.length);
  let count = 0;
  let previous = -1;
  for (let k = 0; k < sortedKeys.length; k++) {
    const key = sortedKeys[k];
    if (key === previous) continue;
    previous = key;
    const pos = Math.floor(key / V);
    listBuffer[count++] = key - pos * V;
    choiceOffsets[pos + 1]++;
  }
  for (let i = 0; i < n; i++) choiceOffsets[i + 1] += choiceOffsets[i];
  const choiceList = listBuffer.slice(0, count);

  return {
    size: n,
    ids,
    finalPrice,
    retailPrice,
    priority,
    featured,
    inStock,
    skus,
    byCategory,
    categoryIds,
    attributes,
    attributeByCode: new Map(attributes.map((a) => [a.code, a])),
    attributeById,
    valueById,
    choiceValues,
    choiceValueAttr: Int32Array.from(choiceValueAttrList),
    choiceOffsets,
    choiceList,
    orders: {
      priceAsc: orderBy(finalPrice, 1),
      priceDesc: orderBy(finalPrice, -1),
      priorityAsc: orderBy(priority, 1),
      priorityDesc: orderBy(priority, -1),
    },
  };
}

/** Names per position (missing ones as ""), sorted with the language's collation. */
export function buildLanguageIndex(index: CatalogIndex, language: Locale, names: string[]): LanguageIndex {
  const n = index.size;
  const collator = new Intl.Collator(language, { numeric: true });
  const asc = sequence(n).sort((a, b) => collator.compare(names[a], names[b]) || b - a);
  // Equal names share a rank so that the descending order can still break ties by id descending.
  const rank = new Float64Array(n);
  let r = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && collator.compare(names[asc[i - 1]], names[asc[i]]) !== 0) r++;
    rank[asc[i]] = r;
  }
  const haystack = new Array<string>(n);
  for (let i = 0; i < n; i++) haystack[i] = `${fold(names[i] ?? "")} ${fold(index.skus[i])}`;
  return { language, names, haystack, nameAsc: asc, nameDesc: orderBy(rank, -1) };
}

/** The position of a product id, or -1 when it is not listable. */
export function positionOf(index: CatalogIndex, id: number): number {
  let lo = 0;
  let hi = index.size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = index.ids[mid];
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

// ---------------------------------------------------------------- filters

export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FilterError";
  }
}

export type CompiledFilter =
  | { code: string; kind: "choice"; attr: IndexedAttribute; attrIndex: number; selected: Uint8Array; selectedCodes: Set<string> }
  | { code: string; kind: "range"; attr: IndexedAttribute | null; attrIndex: number; values: Float64Array; min: number; max: number }
  | { code: string; kind: "bool"; attr: IndexedAttribute; attrIndex: number; values: Float64Array; want: number };

const DAY_MS = 86_400_000;

function rangeBound(code: string, value: string | number, kind: "number" | "date", upper: boolean): number {
  if (typeof value === "number") return value;
  if (kind === "date") {
    const ms = parseDateValue(value);
    if (Number.isNaN(ms)) throw new FilterError(`Invalid date in filter ${code}: ${value}`);
    // A bare date as the upper bound includes that whole day.
    return upper && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? ms + DAY_MS - 1 : ms;
  }
  const number = value.trim() === "" ? NaN : Number(value);
  if (Number.isNaN(number)) throw new FilterError(`Filter ${code} takes a range [min, max] of numbers`);
  return number;
}

function isRange(value: unknown): value is [number, number] | [string, string] {
  return Array.isArray(value) && value.length === 2 && (typeof value[0] === "number" || typeof value[1] === "number");
}

/** Turns the request's filters into index predicates; unknown codes and mismatched shapes are errors. */
export function compileFilters(index: CatalogIndex, filters: Filters): CompiledFilter[] {
  const out: CompiledFilter[] = [];
  for (const [code, value] of Object.entries(filters)) {
    if (code === "price") {
      if (!Array.isArray(value) || value.length !== 2 || !(isRange(value) || value.every((v) => typeof v === "string"))) {
        throw new FilterError("Filter price takes a range [min, max]");
      }
      out.push({
        code,
        kind: "range",
        attr: null,
        attrIndex: -1,
        values: index.finalPrice,
        min: rangeBound(code, value[0], "number", false),
        max: rangeBound(code, value[1], "number", true),
      });
      continue;
    }
    const attr = index.attributeByCode.get(code);
    if (!attr) throw new FilterError(`Unknown filter: ${code}`);
    const attrIndex = index.attributes.indexOf(attr);
    if (attr.kind === "choice") {
      if (!Array.isArray(value) || isRange(value)) throw new FilterError(`Filter ${code} takes a list of value codes`);
      // A two-string tuple is a list of two codes for a choice attribute.
      const selected = new Uint8Array(index.choiceValues.length);
      const selectedCodes = new Set<string>();
      for (const c of value as string[]) {
        selectedCodes.add(c);
        const idx = attr.valueByCode.get(c);
        if (idx !== undefined) selected[idx] = 1;
      }
      out.push({ code, kind: "choice", attr, attrIndex, selected, selectedCodes });
    } else if (attr.kind === "bool") {
      if (typeof value !== "boolean") throw new FilterError(`Filter ${code} takes true or false`);
      out.push({ code, kind: "bool", attr, attrIndex, values: attr.numbers!, want: value ? 1 : 0 });
    } else {
      const isTuple = Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "number" || typeof v === "string");
      if (!isTuple) throw new FilterError(`Filter ${code} takes a range [min, max]`);
      const [lo, hi] = value as [string | number, string | number];
      out.push({
        code,
        kind: "range",
        attr,
        attrIndex,
        values: attr.numbers!,
        min: rangeBound(code, lo, attr.kind, false),
        max: rangeBound(code, hi, attr.kind, true),
      });
    }
  }
  return out;
}

function passes(index: CatalogIndex, f: CompiledFilter, p: number): boolean {
  if (f.kind === "choice") {
    const sel = f.selected;
    const list = index.choiceList;
    for (let k = index.choiceOffsets[p], end = index.choiceOffsets[p + 1]; k < end; k++) if (sel[list[k]]) return true;
    return false;
  }
  if (f.kind === "range") {
    const v = f.values[p];
    return v >= f.min && v <= f.max;
  }
  return f.values[p] === f.want;
}

// ---------------------------------------------------------------- candidates and selection

export interface Candidates {
  /** Products under this category (or its descendants). */
  mainCategory?: number;
  /** Products under any of these categories (or their descendants). */
  categories?: number[];
  featured?: boolean;
  discount?: boolean;
  ids?: number[];
  /** Positions allowed by a keyword search (ascending), or null for no keyword restriction. */
  keywordPositions?: Int32Array | null;
}

function unionSorted(lists: Int32Array[], n: number): Int32Array {
  if (lists.length === 1) return lists[0];
  const mark = new Uint8Array(n);
  let count = 0;
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      if (!mark[list[i]]) {
        mark[list[i]] = 1;
        count++;
      }
    }
  }
  const out = new Int32Array(count);
  let k = 0;
  for (let p = 0; p < n; p++) if (mark[p]) out[k++] = p;
  return out;
}

function intersectSorted(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out[k++] = a[i];
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return out.slice(0, k);
}

const EMPTY = new Int32Array(0);

/** The positions the non-attribute criteria allow (ascending), or null for "all". */
export function candidatePositions(index: CatalogIndex, c: Candidates): Int32Array | null {
  let base: Int32Array | null = null;
  const narrow = (list: Int32Array) => {
    base = base === null ? list : intersectSorted(base, list);
  };
  if (c.mainCategory !== undefined) narrow(index.byCategory.get(c.mainCategory) ?? EMPTY);
  if (c.categories?.length) narrow(unionSorted(c.categories.map((id) => index.byCategory.get(id) ?? EMPTY), index.size));
  if (c.ids) {
    const positions = [...new Set(c.ids)].map((id) => positionOf(index, id)).filter((p) => p >= 0);
    narrow(Int32Array.from(positions).sort());
  }
  if (c.keywordPositions) narrow(c.keywordPositions);
  return base;
}

export interface Selection {
  /** Positions matching everything, ascending. */
  matched: Int32Array;
  /** Per compiled filter: positions that match everything except that one filter (for facets). */
  nearMisses: number[][] | null;
}

export function selectProducts(index: CatalogIndex, c: Candidates, filters: CompiledFilter[], withNearMisses: boolean): Selection {
  const base = candidatePositions(index, c);
  const total = base === null ? index.size : base.length;
  const matched = new Int32Array(total);
  const nearMisses = withNearMisses ? filters.map(() => [] as number[]) : null;
  const F = filters.length;
  const { featured, finalPrice, retailPrice } = index;
  const wantFeatured = c.featured === true;
  const wantDiscount = c.discount === true;
  let m = 0;
  for (let i = 0; i < total; i++) {
    const p = base === null ? i : base[i];
    if (wantFeatured && !featured[p]) continue;
    if (wantDiscount && !(finalPrice[p] < retailPrice[p])) continue;
    let fails = 0;
    let last = -1;
    for (let f = 0; f < F; f++) {
      if (!passes(index, filters[f], p)) {
        fails++;
        last = f;
        if (fails > 1 || !nearMisses) break;
      }
    }
    if (fails === 0) matched[m++] = p;
    else if (fails === 1 && nearMisses) nearMisses[last].push(p);
  }
  return { matched: matched.subarray(0, m), nearMisses };
}

// ---------------------------------------------------------------- sort and page

/** One page of the matched positions in the order of the sort id. */
export function pageOf(index: CatalogIndex, names: LanguageIndex, matched: Int32Array, sort: SortId, offset: number, limit: number): Int32Array {
  const m = matched.length;
  if (offset >= m || limit <= 0) return EMPTY;
  const size = Math.min(limit, m - offset);
  const out = new Int32Array(size);
  if (sort === "newest") {
    for (let k = 0; k < size; k++) out[k] = matched[m - 1 - offset - k];
    return out;
  }
  if (sort === "oldest") return matched.slice(offset, offset + size);
  const order =
    sort === "nameAsc"
      ? names.nameAsc
      : sort === "nameDesc"
        ? names.nameDesc
        : index.orders[sort];
  // Walk the precomputed global order, keeping the matched positions: O(catalog size), no sorting.
  const mark = new Uint8Array(index.size);
  for (let i = 0; i < m; i++) mark[matched[i]] = 1;
  let seen = 0;
  let k = 0;
  for (let i = 0; i < order.length && k < size; i++) {
    const p = order[i];
    if (!mark[p]) continue;
    if (seen++ >= offset) out[k++] = p;
  }
  return out;
}

// ---------------------------------------------------------------- facets

export interface FacetOptions {
  language: Locale;
}

function formatRangeBound(attr: IndexedAttribute | null, value: number): number | string {
  if (attr && attr.kind === "date") {
    const iso = new Date(value).toISOString();
    return attr.inputType === "date" ? iso.slice(0, 10) : iso;
  }
  return value;
}

/**
 * Layered navigation: for every filterable attribute, its values with the number of products that
 * match all the other filters (a facet's own selection does not narrow its own counts). Values
 * with no products are left out unless selected; attributes with nothing to offer are left out
 * unless filtered. Ranges answer their bounds; the price range comes last.
 */
export function facetsOf(index: CatalogIndex, selection: Selection, filters: CompiledFilter[], options: FacetOptions): LayeredFilter[] {
  const { language } = options;
  const { matched } = selection;
  const near = selection.nearMisses ?? filters.map(() => []);
  const offsets = index.choiceOffsets;
  const list = index.choiceList;
  const filterOfAttr = new Map<number, number>();
  filters.forEach((f, i) => filterOfAttr.set(f.attrIndex, i));

  // Choice counts: matched products count for every attribute, near misses for their own.
  const counts = new Int32Array(index.choiceValues.length);
  for (let i = 0; i < matched.length; i++) {
    const p = matched[i];
    for (let k = offsets[p], end = offsets[p + 1]; k < end; k++) counts[list[k]]++;
  }
  filters.forEach((f, fi) => {
    if (f.kind !== "choice") return;
    for (const p of near[fi]) {
      for (let k = offsets[p], end = offsets[p + 1]; k < end; k++) if (index.choiceValueAttr[list[k]] === f.attrIndex) counts[list[k]]++;
    }
  });

  const rangeOf = (values: Float64Array, extra: number[] | undefined): [number, number] | null => {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < matched.length; i++) {
      const v = values[matched[i]];
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (extra) {
      for (const p of extra) {
        const v = values[p];
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    return min === Infinity ? null : [min, max];
  };

  const out: LayeredFilter[] = [];
  let lastPosition = 0;
  index.attributes.forEach((attr, attrIndex) => {
    lastPosition = Math.max(lastPosition, attr.position);
    if (!attr.filterable) return;
    const fi = filterOfAttr.get(attrIndex);
    const f = fi === undefined ? undefined : filters[fi];
    const base = { attributeCode: attr.code, label: labelIn(attr.labels, language, attr.code), type: attr.inputType, position: attr.position };
    if (attr.kind === "choice") {
      const selectedCodes = f?.kind === "choice" ? f.selectedCodes : undefined;
      const values = attr.valueIdxs
        .filter((idx) => counts[idx] > 0 || selectedCodes?.has(index.choiceValues[idx].code))
        .map((idx) => {
          const v = index.choiceValues[idx];
          return { value: v.code, valueLabel: labelIn(v.labels, language, v.code), attributeID: attr.id, swatch: v.swatch, totalProducts: counts[idx] };
        });
      if (values.length === 0 && !f) return;
      out.push({ ...base, values, minValue: null, maxValue: null });
    } else if (attr.kind === "bool") {
      const numbers = attr.numbers!;
      let yes = 0;
      let no = 0;
      const tally = (p: number) => {
        if (numbers[p] === 1) yes++;
        else if (numbers[p] === 0) no++;
      };
      for (let i = 0; i < matched.length; i++) tally(matched[i]);
      if (fi !== undefined) for (const p of near[fi]) tally(p);
      const want = f?.kind === "bool" ? f.want : -1;
      const values = [
        { value: "true", valueLabel: word(language, "yes"), attributeID: attr.id, swatch: "", totalProducts: yes, selected: want === 1 },
        { value: "false", valueLabel: word(language, "no"), attributeID: attr.id, swatch: "", totalProducts: no, selected: want === 0 },
      ]
        .filter((v) => v.totalProducts > 0 || v.selected)
        .map(({ selected: _, ...v }) => v);
      if (values.length === 0 && !f) return;
      out.push({ ...base, values, minValue: null, maxValue: null });
    } else {
      const range = rangeOf(attr.numbers!, fi === undefined ? undefined : near[fi]);
      if (!range && !f) return;
      out.push({
        ...base,
        values: [],
        minValue: range ? formatRangeBound(attr, range[0]) : null,
        maxValue: range ? formatRangeBound(attr, range[1]) : null,
      });
    }
  });
  const priceFilter = filters.findIndex((f) => f.code === "price");
  const price = rangeOf(index.finalPrice, priceFilter >= 0 ? near[priceFilter] : undefined);
  out.push({
    attributeCode: "price",
    label: word(language, "price"),
    type: "price",
    position: lastPosition + 1,
    values: [],
    minValue: price ? price[0] : null,
    maxValue: price ? price[1] : null,
  });
  return out;
}

// ---------------------------------------------------------------- keywords

/** The keyword fallback: every word of the query (folded) occurs in the folded name or SKU. */
export function keywordPositions(names: LanguageIndex, keywords: string): Int32Array {
  const words = fold(keywords).split(/\s+/).filter(Boolean);
  if (!words.length) return sequence(names.haystack.length);
  const out: number[] = [];
  const hay = names.haystack;
  outer: for (let p = 0; p < hay.length; p++) {
    for (const w of words) if (!hay[p].includes(w)) continue outer;
    out.push(p);
  }
  return Int32Array.from(out);
}

/** Product ids (from a search) as ascending positions of listable products. */
export function positionsOfIds(index: CatalogIndex, ids: Iterable<number>): Int32Array {
  const out: number[] = [];
  for (const id of ids) {
    const p = positionOf(index, id);
    if (p >= 0) out.push(p);
  }
  return Int32Array.from(new Set(out)).sort();
}
