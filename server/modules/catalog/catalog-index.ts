/**
 * The in-memory catalog index: columnar typed arrays over the listable products of one site
 * (no parent, visible individually, not archived), built once from a few set-based queries and
 * answering filter, sort, page and facet questions without touching the database.
 *
 * Everything here is pure (no I/O) so it can be unit-tested on small hand-made catalogs.
 * A product is addressed by its *position*: its index in the id-ascending list of listable products.
 */
import type { AttributeInputType, Filters, LayeredFilter, SortId } from "#server/contract/catalog";
import type { Locale } from "#server/contract/urls";
import { fold, labelIn, word, type Labels } from "./text";

// ---------------------------------------------------------------- raw input

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

export interface RawCategory {
  id: number;
  parentId: number | null;
}

type Column = ArrayLike<number>;

/**
 * What the index is built from, column by column (the loader reads these as packed number lists,
 * which is far cheaper than hundreds of thousands of row objects). Rows of products that are not
 * listable (and not variants of listable ones) may be present: they are ignored.
 */
export interface RawCatalog {
  /** Listable products: not archived, no parent, visible individually. */
  listable: {
    ids: Column;
    finalPrice: Column;
    retailPrice: Column;
    priority: Column;
    featured: Column;
    inStock: Column;
    mainCategory: Column;
  };
  /** Variants that are not archived: id, parent id and 1/0 in stock. */
  variants: { ids: Column; parentIds: Column; inStock: Column };
  productCategories: { productIds: Column; categoryIds: Column };
  /** Choice attribute values of products and variants. */
  choices: { productIds: Column; valueIds: Column };
  /** Number and yes/no (1/0) values. */
  numbers: { productIds: Column; attributeIds: Column; values: Column };
  /** Date values as ISO text. */
  dates: { productIds: Column; attributeIds: Column; values: string[] };
  attributes: RawAttribute[];
  values: RawAttributeValue[];
  categories: RawCategory[];
}

/** A product row as tests and small tools describe one (see `rawCatalogFromRows`). */
export interface RawProduct {
  id: number;
  parentId: number | null;
  visible: boolean;
  archived: boolean;
  finalPrice: number;
  retailPrice: number;
  priority: number;
  featured: boolean;
  /** Null: not tracked. */
  stockQty: number | null;
  mainCategoryId: number | null;
}

export interface RawProductValue {
  productId: number;
  attributeId: number;
  valueId: number | null;
  numberValue: number | null;
  dateValue: string | null;
}

export interface CatalogRows {
  products: RawProduct[];
  attributes: RawAttribute[];
  values: RawAttributeValue[];
  productValues: RawProductValue[];
  categories: RawCategory[];
  productCategories: { productId: number; categoryId: number }[];
}

const inStockOf = (qty: number | null) => (qty === null || qty > 0 ? 1 : 0);

/** The columns of a catalog given as rows, selecting listable products and live variants the way the loader's SQL does. */
export function rawCatalogFromRows(rows: CatalogRows): RawCatalog {
  const listable = rows.products.filter((p) => p.parentId === null && p.visible && !p.archived);
  const variants = rows.products.filter((p) => p.parentId !== null && !p.archived);
  const choice = rows.productValues.filter((r) => r.valueId !== null);
  const numbers = rows.productValues.filter((r) => r.numberValue !== null);
  const dates = rows.productValues.filter((r) => r.dateValue !== null);
  return {
    listable: {
      ids: listable.map((p) => p.id),
      finalPrice: listable.map((p) => p.finalPrice),
      retailPrice: listable.map((p) => p.retailPrice),
      priority: listable.map((p) => p.priority),
      featured: listable.map((p) => (p.featured ? 1 : 0)),
      inStock: listable.map((p) => inStockOf(p.stockQty)),
      mainCategory: listable.map((p) => p.mainCategoryId ?? 0),
    },
    variants: {
      ids: variants.map((p) => p.id),
      parentIds: variants.map((p) => p.parentId!),
      inStock: variants.map((p) => inStockOf(p.stockQty)),
    },
    productCategories: {
      productIds: rows.productCategories.map((r) => r.productId),
      categoryIds: rows.productCategories.map((r) => r.categoryId),
    },
    choices: { productIds: choice.map((r) => r.productId), valueIds: choice.map((r) => r.valueId!) },
    numbers: {
      productIds: numbers.map((r) => r.productId),
      attributeIds: numbers.map((r) => r.attributeId),
      values: numbers.map((r) => r.numberValue!),
    },
    dates: {
      productIds: dates.map((r) => r.productId),
      attributeIds: dates.map((r) => r.attributeId),
      values: dates.map((r) => r.dateValue!),
    },
    attributes: rows.attributes,
    values: rows.values,
    categories: rows.categories,
  };
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
  /** Built on first use: a collated sort of 100,000 names takes about half a second. */
  nameOrders(): { nameAsc: Int32Array; nameDesc: Int32Array };
}

function sequence(n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

/**
 * Positions ordered by a numeric key; ties go to the higher id (= higher position) first.
 * Integer keys (prices, priorities) are packed with the position into one float and sorted
 * natively, which is several times faster than a comparator sort.
 */
export function orderBy(key: ArrayLike<number>, direction: 1 | -1): Int32Array {
  const n = key.length;
  let min = Infinity;
  let max = -Infinity;
  let integral = true;
  for (let i = 0; i < n; i++) {
    const v = key[i];
    if (!Number.isInteger(v)) integral = false;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const slots = 2 ** Math.ceil(Math.log2(n + 1));
  if (n > 0 && integral && (max - min + 1) * slots < 2 ** 52) {
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const k = direction === 1 ? key[i] - min : max - key[i];
      packed[i] = k * slots + (slots - 1 - i);
    }
    packed.sort();
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) out[i] = slots - 1 - (packed[i] % slots);
    return out;
  }
  return sequence(n).sort((a, b) => (key[a] - key[b]) * direction || b - a);
}

export function parseDateValue(value: string | null): number {
  if (!value) return NaN;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : NaN;
}

/**
 * id -> non-negative number, -1 when absent: a dense Int32Array when the ids are compact enough
 * (the usual case for autoincrement ids; about ten times faster than a Map), a Map otherwise.
 */
export class IdTable {
  private dense: Int32Array | null = null;
  private sparse: Map<number, number> | null = null;

  constructor(expected: number, maxId: number) {
    if (maxId >= 0 && maxId <= 8 * expected + 65_536 && maxId < 2 ** 26)
      this.dense = new Int32Array(maxId + 1).fill(-1);
    else this.sparse = new Map();
  }

  set(id: number, value: number): void {
    if (this.dense) {
      if (id >= 0 && id < this.dense.length) this.dense[id] = value;
    } else this.sparse!.set(id, value);
  }

  get(id: number): number {
    if (this.dense) return id >= 0 && id < this.dense.length ? this.dense[id] : -1;
    return this.sparse!.get(id) ?? -1;
  }
}

function maxOf(column: ArrayLike<number>): number {
  let max = -1;
  for (let i = 0; i < column.length; i++) if (column[i] > max) max = column[i];
  return max;
}

/** The listable products in id order, each id once: position -> id, and id -> position. */
function listablePositions(raw: RawCatalog): { n: number; ids: Int32Array; order: Int32Array; posById: IdTable } {
  const L = raw.listable;
  const count0 = L.ids.length;
  // Listable ids ascending (the database usually answers them in order already).
  let sortedAlready = true;
  for (let i = 1; i < count0 && sortedAlready; i++) if (L.ids[i] <= L.ids[i - 1]) sortedAlready = false;
  const order = sortedAlready ? sequence(count0) : sequence(count0).sort((a, b) => L.ids[a] - L.ids[b]);
  const posById = new IdTable(count0 + raw.variants.ids.length, Math.max(maxOf(L.ids), maxOf(raw.variants.ids)));
  const ids = new Int32Array(count0);
  let n = 0;
  for (let i = 0; i < count0; i++) {
    const id = L.ids[order[i]];
    if (posById.get(id) >= 0) continue;
    order[n] = order[i];
    ids[n] = id;
    posById.set(id, n++);
  }
  return { n, ids: ids.slice(0, n), order, posById };
}

/** The listable products' own columns, by position (`order`: position -> input row). */
function productColumns(L: RawCatalog["listable"], order: Int32Array, n: number) {
  const columns = {
    finalPrice: new Float64Array(n),
    retailPrice: new Float64Array(n),
    priority: new Float64Array(n),
    featured: new Uint8Array(n),
    inStock: new Uint8Array(n),
    mainCategory: new Float64Array(n),
  };
  for (let p = 0; p < n; p++) {
    const r = order[p];
    columns.finalPrice[p] = L.finalPrice[r];
    columns.retailPrice[p] = L.retailPrice[r];
    columns.priority[p] = L.priority[r];
    columns.featured[p] = L.featured[r] ? 1 : 0;
    columns.inStock[p] = L.inStock[r] ? 1 : 0;
    columns.mainCategory[p] = L.mainCategory[r];
  }
  return columns;
}

/**
 * Variants of listable products: maps a listable product and each of its variants to the listable
 * product's position (`ownerPos`), and makes a configurable product in stock when a variant is
 * (`inStock` is updated in place).
 */
function variantOwners(raw: RawCatalog, ids: Int32Array, posById: IdTable, inStock: Uint8Array): IdTable {
  const n = ids.length;
  const V0 = raw.variants;
  const ownerPos = new IdTable(
    raw.listable.ids.length + V0.ids.length,
    Math.max(maxOf(raw.listable.ids), maxOf(V0.ids)),
  );
  for (let p = 0; p < n; p++) ownerPos.set(ids[p], p);
  const hasVariant = new Uint8Array(n);
  const variantInStock = new Uint8Array(n);
  for (let i = 0; i < V0.ids.length; i++) {
    const parentPos = posById.get(V0.parentIds[i]);
    if (parentPos < 0 || posById.get(V0.ids[i]) >= 0) continue;
    ownerPos.set(V0.ids[i], parentPos);
    hasVariant[parentPos] = 1;
    if (V0.inStock[i]) variantInStock[parentPos] = 1;
  }
  for (let i = 0; i < n; i++) if (hasVariant[i]) inStock[i] = variantInStock[i];
  return ownerPos;
}

/** Category id -> positions (ascending) of the products listed under it or any descendant: each
 * product under its categories (and main category) and their ancestors. */
function categoryPostings(
  raw: RawCatalog,
  n: number,
  posById: IdTable,
  mainCategory: Float64Array,
): { byCategory: Map<number, Int32Array>; categoryIds: Set<number> } {
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
    for (
      let c: number | null | undefined = id;
      c !== null && c !== undefined && categoryIds.has(c) && !seen.has(c);
      c = parentOf.get(c)
    ) {
      seen.add(c);
      chain.push(catIndex.get(c)!);
    }
    chains.set(id, chain);
    return chain;
  };
  // Pairs (position, category index) as packed keys, sorted and deduplicated into postings.
  const C = Math.max(1, raw.categories.length);
  const catKeys: number[] = [];
  const addUnder = (pos: number, categoryId: number) => {
    if (!categoryIds.has(categoryId)) return;
    for (const ci of chainOf(categoryId)) catKeys.push(ci * n + pos);
  };
  for (let p = 0; p < n; p++) if (mainCategory[p]) addUnder(p, mainCategory[p]);
  const PC = raw.productCategories;
  for (let i = 0; i < PC.productIds.length; i++) {
    const p = posById.get(PC.productIds[i]);
    if (p >= 0) addUnder(p, PC.categoryIds[i]);
  }
  const sortedCatKeys = Float64Array.from(catKeys).sort();
  const postingSizes = new Int32Array(C);
  const postingFlat = new Int32Array(sortedCatKeys.length);
  let flat = 0;
  for (let k = 0; k < sortedCatKeys.length; k++) {
    if (k > 0 && sortedCatKeys[k] === sortedCatKeys[k - 1]) continue;
    const ci = Math.floor(sortedCatKeys[k] / n);
    postingFlat[flat++] = sortedCatKeys[k] - ci * n;
    postingSizes[ci]++;
  }
  const byCategory = new Map<number, Int32Array>();
  let start = 0;
  raw.categories.forEach((c, ci) => {
    byCategory.set(c.id, postingFlat.slice(start, start + postingSizes[ci]));
    start += postingSizes[ci];
  });
  return { byCategory, categoryIds };
}

/** The attributes ordered by position, their choice values as dense indexes (ordered by value
 * position), and an empty column per number, yes/no and date attribute. */
function indexAttributes(raw: RawCatalog, n: number) {
  const attributes: IndexedAttribute[] = [...raw.attributes]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((a) => {
      const kind = attributeKind(a.inputType);
      return {
        ...a,
        kind,
        valueIdxs: [],
        valueByCode: new Map(),
        numbers: kind === "choice" ? null : new Float64Array(n).fill(NaN),
      };
    });
  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  const attributeOrder = new Map(attributes.map((a, i) => [a.id, i]));
  const choiceValues: RawAttributeValue[] = [];
  const choiceValueAttr: number[] = [];
  const valueIdxById = new IdTable(raw.values.length, maxOf(raw.values.map((v) => v.id)));
  for (const v of [...raw.values].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const attr = attributeById.get(v.attributeId);
    if (!attr || attr.kind !== "choice") continue;
    const idx = choiceValues.length;
    choiceValues.push(v);
    choiceValueAttr.push(attributeOrder.get(attr.id)!);
    valueIdxById.set(v.id, idx);
    attr.valueIdxs.push(idx);
    attr.valueByCode.set(v.code, idx);
  }
  return { attributes, attributeById, choiceValues, choiceValueAttr: Int32Array.from(choiceValueAttr), valueIdxById };
}

/** The choice values of each position (its own and its variants'), as CSR lists: keys pos * V + idx,
 * sorted and deduplicated. */
function choiceLists(
  CH: RawCatalog["choices"],
  n: number,
  valueCount: number,
  ownerPos: IdTable,
  valueIdxById: IdTable,
): { choiceOffsets: Int32Array; choiceList: Int32Array } {
  const V = Math.max(1, valueCount);
  const keys = new Float64Array(CH.productIds.length);
  let keyCount = 0;
  for (let i = 0; i < CH.productIds.length; i++) {
    const pos = ownerPos.get(CH.productIds[i]);
    if (pos < 0) continue;
    const idx = valueIdxById.get(CH.valueIds[i]);
    if (idx >= 0) keys[keyCount++] = pos * V + idx;
  }
  const sortedKeys = keys.subarray(0, keyCount).sort();
  const choiceOffsets = new Int32Array(n + 1);
  const listBuffer = new Int32Array(keyCount);
  let count = 0;
  for (let k = 0; k < keyCount; k++) {
    const key = sortedKeys[k];
    if (k > 0 && key === sortedKeys[k - 1]) continue;
    const pos = Math.floor(key / V);
    listBuffer[count++] = key - pos * V;
    choiceOffsets[pos + 1]++;
  }
  for (let i = 0; i < n; i++) choiceOffsets[i + 1] += choiceOffsets[i];
  return { choiceOffsets, choiceList: listBuffer.slice(0, count) };
}

/** Fills the number, yes/no and date columns. A configurable product without its own value takes
 * the least of its variants'. */
function fillAttributeNumbers(
  raw: RawCatalog,
  n: number,
  attributeById: Map<number, IndexedAttribute>,
  posById: IdTable,
  ownerPos: IdTable,
): void {
  const variantNumbers = new Map<IndexedAttribute, Float64Array>();
  const setNumber = (productId: number, attributeId: number, value: number) => {
    const attr = attributeById.get(attributeId);
    if (!attr || !attr.numbers || Number.isNaN(value)) return;
    const own = posById.get(productId);
    if (own >= 0) {
      attr.numbers[own] = value;
      return;
    }
    const parent = ownerPos.get(productId);
    if (parent < 0) return;
    let arr = variantNumbers.get(attr);
    if (!arr) variantNumbers.set(attr, (arr = new Float64Array(n).fill(NaN)));
    if (Number.isNaN(arr[parent]) || value < arr[parent]) arr[parent] = value;
  };
  const NU = raw.numbers;
  for (let i = 0; i < NU.productIds.length; i++) {
    if (attributeById.get(NU.attributeIds[i])?.kind === "date") continue;
    setNumber(NU.productIds[i], NU.attributeIds[i], Number(NU.values[i]));
  }
  const DA = raw.dates;
  for (let i = 0; i < DA.productIds.length; i++) {
    if (attributeById.get(DA.attributeIds[i])?.kind !== "date") continue;
    setNumber(DA.productIds[i], DA.attributeIds[i], parseDateValue(DA.values[i]));
  }
  for (const [attr, arr] of variantNumbers) {
    const own = attr.numbers!;
    for (let i = 0; i < n; i++) if (Number.isNaN(own[i]) && !Number.isNaN(arr[i])) own[i] = arr[i];
  }
}

export function buildCatalogIndex(raw: RawCatalog): CatalogIndex {
  const { n, ids, order, posById } = listablePositions(raw);
  const { finalPrice, retailPrice, priority, featured, inStock, mainCategory } = productColumns(raw.listable, order, n);
  const ownerPos = variantOwners(raw, ids, posById, inStock);
  const { byCategory, categoryIds } = categoryPostings(raw, n, posById, mainCategory);
  const { attributes, attributeById, choiceValues, choiceValueAttr, valueIdxById } = indexAttributes(raw, n);
  const { choiceOffsets, choiceList } = choiceLists(raw.choices, n, choiceValues.length, ownerPos, valueIdxById);
  fillAttributeNumbers(raw, n, attributeById, posById, ownerPos);
  return {
    size: n,
    ids,
    finalPrice,
    retailPrice,
    priority,
    featured,
    inStock,
    byCategory,
    categoryIds,
    attributes,
    attributeByCode: new Map(attributes.map((a) => [a.code, a])),
    attributeById,
    valueById: new Map(raw.values.map((v) => [v.id, v])),
    choiceValues,
    choiceValueAttr,
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

/** Names (and SKUs) per position, missing ones as ""; the collated name orders are made on first use. */
export function buildLanguageIndex(
  index: CatalogIndex,
  language: Locale,
  names: string[],
  skus: string[] = [],
): LanguageIndex {
  const n = index.size;
  const haystack = new Array<string>(n);
  for (let i = 0; i < n; i++) haystack[i] = skus[i] ? `${fold(names[i] ?? "")} ${fold(skus[i])}` : fold(names[i] ?? "");
  let orders: { nameAsc: Int32Array; nameDesc: Int32Array } | null = null;
  return {
    language,
    names,
    haystack,
    nameOrders() {
      if (orders) return orders;
      const collator = new Intl.Collator(language, { numeric: true });
      const asc = sequence(n).sort((a, b) => collator.compare(names[a], names[b]) || b - a);
      // Equal names share a rank so that the descending order can still break ties by id descending.
      const rank = new Float64Array(n);
      let r = 0;
      for (let i = 0; i < n; i++) {
        if (i > 0 && collator.compare(names[asc[i - 1]], names[asc[i]]) !== 0) r++;
        rank[asc[i]] = r;
      }
      orders = { nameAsc: asc, nameDesc: orderBy(rank, -1) };
      return orders;
    },
  };
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
  | {
      code: string;
      kind: "choice";
      attr: IndexedAttribute;
      attrIndex: number;
      selected: Uint8Array;
      selectedCodes: Set<string>;
    }
  | {
      code: string;
      kind: "range";
      attr: IndexedAttribute | null;
      attrIndex: number;
      values: Float64Array;
      min: number;
      max: number;
    }
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
      if (
        !Array.isArray(value) ||
        value.length !== 2 ||
        !(isRange(value) || value.every((v) => typeof v === "string"))
      ) {
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
      const isTuple =
        Array.isArray(value) &&
        value.length === 2 &&
        value.every((v) => typeof v === "number" || typeof v === "string");
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
  if (c.categories?.length)
    narrow(
      unionSorted(
        c.categories.map((id) => index.byCategory.get(id) ?? EMPTY),
        index.size,
      ),
    );
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

export function selectProducts(
  index: CatalogIndex,
  c: Candidates,
  filters: CompiledFilter[],
  withNearMisses: boolean,
): Selection {
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

/** What one query selects, with its facets per language once asked for. */
interface RememberedQuery {
  selection: Selection;
  facets: Map<Locale, LayeredFilter[]>;
}

/** How many recent queries each index remembers (a category page's selection with its near misses is
 * a few hundred KB at 100,000 products). */
const REMEMBERED_QUERIES = 32;
/** Per index, its recent queries, oldest first: a category page asks for its product page and its
 * facets (two platform calls, one selection), and shoppers ask for the same few listings again and
 * again. An index never changes (a catalog write builds a new one), so nothing here goes stale. */
const rememberedQueries = new WeakMap<CatalogIndex, Map<string, RememberedQuery>>();

/** A query's identity (filters in their given order: near misses are by filter position), or null
 * for queries too particular to be asked again (product ids, keyword matches). */
function queryKey(c: Candidates, filters: CompiledFilter[]): string | null {
  if (c.ids || c.keywordPositions) return null;
  const parts = [
    String(c.mainCategory),
    c.categories ? [...c.categories].sort((a, b) => a - b).join(",") : "-",
    String(c.featured === true),
    String(c.discount === true),
  ];
  for (const f of filters) {
    if (f.kind === "choice") parts.push(`${JSON.stringify(f.code)}:c:${JSON.stringify([...f.selectedCodes].sort())}`);
    else if (f.kind === "range") parts.push(`${JSON.stringify(f.code)}:r:${f.min}:${f.max}`);
    else parts.push(`${JSON.stringify(f.code)}:b:${f.want}`);
  }
  return parts.join("|");
}

/**
 * `selectProducts` with near misses, remembered per index for recent queries; `facets` is
 * `facetsOf` on that selection, remembered per language. A query that is not remembered gets near
 * misses only `forFacets`. Callers must not change what they get.
 */
export function rememberedQuery(
  index: CatalogIndex,
  c: Candidates,
  filters: CompiledFilter[],
  forFacets: boolean,
): { selection: Selection; facets(language: Locale): LayeredFilter[] } {
  const key = queryKey(c, filters);
  let recent = rememberedQueries.get(index);
  let entry = key === null ? undefined : recent?.get(key);
  if (entry && key !== null) {
    // Most recently used last.
    recent!.delete(key);
    recent!.set(key, entry);
  } else {
    entry = { selection: selectProducts(index, c, filters, key !== null || forFacets), facets: new Map() };
    if (key !== null) {
      if (!recent) rememberedQueries.set(index, (recent = new Map()));
      recent.set(key, entry);
      if (recent.size > REMEMBERED_QUERIES) recent.delete(recent.keys().next().value!);
    }
  }
  const { selection, facets } = entry;
  return {
    selection,
    facets(language) {
      let answer = facets.get(language);
      if (!answer) facets.set(language, (answer = facetsOf(index, selection, filters, { language })));
      return answer;
    },
  };
}

// ---------------------------------------------------------------- sort and page

/** One page of the matched positions in the order of the sort id. */
export function pageOf(
  index: CatalogIndex,
  names: LanguageIndex | null,
  matched: Int32Array,
  sort: SortId,
  offset: number,
  limit: number,
): Int32Array {
  const m = matched.length;
  if (offset >= m || limit <= 0) return EMPTY;
  const size = Math.min(limit, m - offset);
  const out = new Int32Array(size);
  if (sort === "newest") {
    for (let k = 0; k < size; k++) out[k] = matched[m - 1 - offset - k];
    return out;
  }
  if (sort === "oldest") return matched.slice(offset, offset + size);
  let order: Int32Array;
  if (sort === "nameAsc" || sort === "nameDesc") {
    if (!names) throw new Error("pageOf: a name sort needs the language index");
    order = names.nameOrders()[sort];
  } else order = index.orders[sort];
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

/** Per choice value, the products that have it: matched products count for every attribute, near
 * misses of a choice filter for that filter's own attribute. */
function choiceCounts(
  index: CatalogIndex,
  matched: Int32Array,
  filters: CompiledFilter[],
  near: number[][],
): Int32Array {
  const offsets = index.choiceOffsets;
  const list = index.choiceList;
  const counts = new Int32Array(index.choiceValues.length);
  for (let i = 0; i < matched.length; i++) {
    const p = matched[i];
    for (let k = offsets[p], end = offsets[p + 1]; k < end; k++) counts[list[k]]++;
  }
  filters.forEach((f, fi) => {
    if (f.kind !== "choice") return;
    for (const p of near[fi]) {
      for (let k = offsets[p], end = offsets[p + 1]; k < end; k++)
        if (index.choiceValueAttr[list[k]] === f.attrIndex) counts[list[k]]++;
    }
  });
  return counts;
}

/** The least and greatest value of a column over the matched products (and a filter's own near misses). */
function rangeOf(values: Float64Array, matched: Int32Array, extra: number[] | undefined): [number, number] | null {
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
}

type FacetBase = Pick<LayeredFilter, "attributeCode" | "label" | "type" | "position">;

/** A choice attribute's values with their counts; values with none are left out unless selected. */
function choiceFacet(
  index: CatalogIndex,
  attr: IndexedAttribute,
  counts: Int32Array,
  filter: CompiledFilter | undefined,
  language: Locale,
): LayeredFilter["values"] {
  const selectedCodes = filter?.kind === "choice" ? filter.selectedCodes : undefined;
  return attr.valueIdxs
    .filter((idx) => counts[idx] > 0 || selectedCodes?.has(index.choiceValues[idx].code))
    .map((idx) => {
      const v = index.choiceValues[idx];
      return {
        value: v.code,
        valueLabel: labelIn(v.labels, language, v.code),
        attributeID: attr.id,
        swatch: v.swatch,
        totalProducts: counts[idx],
      };
    });
}

/** A yes/no attribute's two values with their counts; one with none is left out unless selected. */
function boolFacet(
  attr: IndexedAttribute,
  matched: Int32Array,
  near: number[] | undefined,
  filter: CompiledFilter | undefined,
  language: Locale,
): LayeredFilter["values"] {
  const numbers = attr.numbers!;
  let yes = 0;
  let no = 0;
  const tally = (p: number) => {
    if (numbers[p] === 1) yes++;
    else if (numbers[p] === 0) no++;
  };
  for (let i = 0; i < matched.length; i++) tally(matched[i]);
  if (near) for (const p of near) tally(p);
  const want = filter?.kind === "bool" ? filter.want : -1;
  return [
    {
      value: "true",
      valueLabel: word(language, "yes"),
      attributeID: attr.id,
      swatch: "",
      totalProducts: yes,
      selected: want === 1,
    },
    {
      value: "false",
      valueLabel: word(language, "no"),
      attributeID: attr.id,
      swatch: "",
      totalProducts: no,
      selected: want === 0,
    },
  ]
    .filter((v) => v.totalProducts > 0 || v.selected)
    .map(({ selected: _, ...v }) => v);
}

/** The facet of one filterable attribute, or null when it has nothing to offer and is not filtered. */
function attributeFacet(
  index: CatalogIndex,
  attr: IndexedAttribute,
  base: FacetBase,
  selection: Selection & { near: number[][] },
  counts: Int32Array,
  filterIndex: number | undefined,
  filters: CompiledFilter[],
  language: Locale,
): LayeredFilter | null {
  const filter = filterIndex === undefined ? undefined : filters[filterIndex];
  const near = filterIndex === undefined ? undefined : selection.near[filterIndex];
  if (attr.kind === "choice" || attr.kind === "bool") {
    const values =
      attr.kind === "choice"
        ? choiceFacet(index, attr, counts, filter, language)
        : boolFacet(attr, selection.matched, near, filter, language);
    if (values.length === 0 && !filter) return null;
    return { ...base, values, minValue: null, maxValue: null };
  }
  const range = rangeOf(attr.numbers!, selection.matched, near);
  if (!range && !filter) return null;
  return {
    ...base,
    values: [],
    minValue: range ? formatRangeBound(attr, range[0]) : null,
    maxValue: range ? formatRangeBound(attr, range[1]) : null,
  };
}

/**
 * Layered navigation: for every filterable attribute, its values with the number of products that
 * match all the other filters (a facet's own selection does not narrow its own counts). Values
 * with no products are left out unless selected; attributes with nothing to offer are left out
 * unless filtered. Ranges answer their bounds; the price range comes last.
 */
export function facetsOf(
  index: CatalogIndex,
  selection: Selection,
  filters: CompiledFilter[],
  options: FacetOptions,
): LayeredFilter[] {
  const { language } = options;
  const near = selection.nearMisses ?? filters.map(() => []);
  const filterOfAttr = new Map<number, number>();
  filters.forEach((f, i) => filterOfAttr.set(f.attrIndex, i));
  const counts = choiceCounts(index, selection.matched, filters, near);
  const withNear = { ...selection, near };

  const out: LayeredFilter[] = [];
  let lastPosition = 0;
  index.attributes.forEach((attr, attrIndex) => {
    lastPosition = Math.max(lastPosition, attr.position);
    if (!attr.filterable) return;
    const base = {
      attributeCode: attr.code,
      label: labelIn(attr.labels, language, attr.code),
      type: attr.inputType,
      position: attr.position,
    };
    const facet = attributeFacet(index, attr, base, withNear, counts, filterOfAttr.get(attrIndex), filters, language);
    if (facet) out.push(facet);
  });
  const priceFilter = filters.findIndex((f) => f.code === "price");
  const price = rangeOf(index.finalPrice, selection.matched, priceFilter >= 0 ? near[priceFilter] : undefined);
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
