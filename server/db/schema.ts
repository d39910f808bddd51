import type { ColumnType, Generated, RawBuilder } from "kysely";

/** Timestamps are ISO-8601 strings and JSON columns are text on both databases, so one set of
 * migrations and queries serves SQLite and PostgreSQL alike. */
type IsoDate = string;
type JsonText = string;

export interface SitesTable {
  id: number;
  name: string;
  url: string;
  subdomain: string;
  api_key: string;
  api_key_id: string;
  default_language: string;
  allowed_language_ids: JsonText;
  config: JsonText;
}

export interface StoresTable {
  id: number;
  site_id: number;
  language_code: string;
  currency_id: number;
  loyalty: number;
  checkout_settings: JsonText;
}

export interface LanguagesTable {
  id: number;
  code: string;
  code2: string;
  name: string;
  name_hrv: string;
  name_eng: string;
  name_ger: string;
  name_srp: string;
}

export interface CountriesTable {
  id: Generated<number>;
  iso: string;
  code: string;
}

export interface CurrenciesTable {
  id: number;
  label: string;
  symbol: string;
}

export interface CmsOptionsTable {
  id: Generated<number>;
  site_id: number;
  key: string;
  /** Null for an option that holds for every language. */
  language_code: string | null;
  value: string;
  media_id: number | null;
}

export interface CmsElementsTable {
  id: Generated<number>;
  site_id: number;
  handler: string;
  title: string;
  type: string;
  language_code: string;
  slug: string;
  meta: JsonText;
  mobile_meta: JsonText;
  options: JsonText;
  mobile_options: JsonText;
  parts: JsonText;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface NavigationLinksTable {
  id: Generated<number>;
  site_id: number;
  tree: string;
  language_code: string;
  parent_id: number | null;
  position: number;
  name: string;
  title: string;
  link_type: string;
  link_value: string;
  rel: string;
  target: string;
}

export interface PostsTable {
  id: Generated<number>;
  site_id: number;
  type: string;
  slug: string;
  language_code: string;
  /** The id of the original post of which this one is a translation (its own id when it is the original). */
  translation_group: number | null;
  title: string;
  excerpt: string;
  body: string;
  components: JsonText;
  status: string;
  access: string;
  meta_title: string;
  meta_description: string;
  media_id: number | null;
  author_name: string;
  published_at: IsoDate | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface MediaTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  description: string;
  original_name: string;
  path: string;
  mime: string;
  extension: string;
  size: number;
  width: number;
  height: number;
  hash: string;
  access: string;
  created_at: IsoDate;
}

export interface CategoriesTable {
  id: Generated<number>;
  site_id: number;
  parent_id: number | null;
  position: number;
  media_id: number | null;
  /** JSON list of sort option ids allowed on the category page. */
  sort_types: JsonText;
  sort_default_type: string;
  created_at: IsoDate;
}

export interface CategoryTranslationsTable {
  category_id: number;
  language_code: string;
  name: string;
  slug: string;
  description: string;
}

export interface ProductsTable {
  id: Generated<number>;
  site_id: number;
  /** product, service or bundle. */
  type: string;
  /** Simple, EProduct, Configurable or Bundle. */
  format: string;
  sku: string;
  /** The configurable product this one is a variant of. */
  parent_id: number | null;
  is_visible_individually: number;
  retail_price: number;
  basic_price: number;
  membership_price: number | null;
  final_price: number;
  category_priority: number;
  main_category_id: number | null;
  media_id: number | null;
  /** Null means not tracked (unlimited). */
  stock_qty: number | null;
  archived: number;
  featured: number;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface ProductTranslationsTable {
  product_id: number;
  language_code: string;
  name: string;
  slug: string;
  short_description: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductMediaTable {
  product_id: number;
  media_id: number;
  position: number;
}

export interface AttributesTable {
  id: Generated<number>;
  site_id: number;
  code: string;
  /** dropdown, numberField, multipleSelect, textSwatch, visualSwatch, yesNo, dateTime or date. */
  input_type: string;
  /** JSON {en, hr}. */
  labels: JsonText;
  filterable: number;
  position: number;
  custom_class: string;
}

export interface AttributeValuesTable {
  id: Generated<number>;
  attribute_id: number;
  code: string;
  labels: JsonText;
  swatch: string;
  media_id: number | null;
  position: number;
}

export interface ProductAttributeValuesTable {
  product_id: number;
  attribute_id: number;
  value_id: number | null;
  number_value: number | null;
  date_value: string | null;
}

export interface ProductConfigurableAttributesTable {
  product_id: number;
  attribute_id: number;
  default_value_id: number | null;
  position: number;
}

export interface BundleItemsTable {
  bundle_id: number;
  product_id: number;
  quantity: number;
  position: number;
}

export interface CustomOptionsTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  /** text or number. */
  option_type: string;
  labels: JsonText;
  required: number;
  price: number;
  position: number;
}

export interface CrossSellsTable {
  product_id: number;
  cross_sell_id: number;
  position: number;
}

export interface TagsTable {
  id: Generated<number>;
  site_id: number;
  code: string;
  labels: JsonText;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

/** One searchable thing in one language (server/modules/search). */
export interface SearchDocumentsTable {
  id: Generated<number>;
  site_id: number;
  language_code: string;
  /** pages, products, posts or productCategories. */
  kind: string;
  ref_id: number;
  title: string;
  /** Plain text, no HTML. */
  body_text: string;
  url: string;
  media_id: number | null;
  /** The folded words of title and body (lower case, no diacritics), space-separated. */
  normalized: string;
  updated_at: IsoDate;
  /** PostgreSQL only: the weighted tsvector, written with the row and never read back. */
  tsv: ColumnType<never, RawBuilder<unknown> | undefined, RawBuilder<unknown>>;
}

export interface Database {
  sites: SitesTable;
  stores: StoresTable;
  languages: LanguagesTable;
  countries: CountriesTable;
  currencies: CurrenciesTable;
  cms_options: CmsOptionsTable;
  cms_elements: CmsElementsTable;
  navigation_links: NavigationLinksTable;
  posts: PostsTable;
  media: MediaTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_categories: ProductCategoriesTable;
  product_media: ProductMediaTable;
  attributes: AttributesTable;
  attribute_values: AttributeValuesTable;
  product_attribute_values: ProductAttributeValuesTable;
  product_configurable_attributes: ProductConfigurableAttributesTable;
  bundle_items: BundleItemsTable;
  custom_options: CustomOptionsTable;
  cross_sells: CrossSellsTable;
  tags: TagsTable;
  product_tags: ProductTagsTable;
  search_documents: SearchDocumentsTable;
}
