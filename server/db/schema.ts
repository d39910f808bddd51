import type { Generated } from "kysely";

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
}
