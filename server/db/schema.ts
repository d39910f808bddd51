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
  /** The unpublished editable fields (JSON), null when there are none (migration 0024). */
  draft: JsonText | null;
  /** Increases with every save and publish; a save may name the one it was made on. */
  version: Generated<number>;
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
  /** 'live', or 'draft' for a tree's unpublished copy (migration 0024). */
  stage: Generated<string>;
  /** A draft link's live original (a form made on the live tree names it), null for a new one. */
  origin_id: number | null;
}

/** A navigation tree of a language with a pending draft (its rows are the tree's `stage` 'draft' links). */
export interface NavigationDraftsTable {
  site_id: number;
  tree: string;
  language_code: string;
  user_id: number | null;
  updated_at: IsoDate;
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
  /** The default language's alt text, kept for the release before 0033 (read `alt_texts`). */
  alt: Generated<string>;
  /** JSON {language: alternative text} (the media manager). */
  alt_texts: Generated<JsonText>;
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
  /** A text option's most characters (migration 0053; the cart's own cap, 200, by default). */
  max_length: Generated<number>;
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

// ---------------------------------------------------------------- accounts and mail (0004_accounts)

export interface UsersTable {
  id: Generated<number>;
  site_id: number;
  /** Lower-cased; unique per site. */
  email: string;
  /** scrypt$N$r$p$salt$key (server/modules/accounts/passwords.ts); null for social-only users. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  company_name: string;
  member_card_barcode: string | null;
  is_backoffice_user: number;
  /** JSON list of scope names. */
  scope: JsonText;
  email_verified_at: IsoDate | null;
  created_at: IsoDate;
  updated_at: IsoDate;
  /** email, first_name and last_name folded for the back office's search (server/db/user-search.ts
   * userSearchColumns, written with them; migration 0045). */
  search_email: string;
  search_first_name: string;
  search_last_name: string;
  // ------------------------------------------------ 0049_email_change_pending
  /** When the address was last changed in the profile; null never. A change is pending while
   * `email_verified_at` is null after it (emailChangePending). */
  email_changed_at: IsoDate | null;
}

export interface UserSettingsTable {
  user_id: number;
  group: string;
  key: string;
  value: string;
}

export interface UserIdentitiesTable {
  site_id: number;
  provider: string;
  provider_user_id: string;
  user_id: number;
  created_at: IsoDate;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  /** main, billing, shipping or other. */
  type: string;
  first_name: string;
  last_name: string;
  contact_email: string;
  contact_phone: string;
  country_id: number;
  city: string;
  street: string;
  house_number: string;
  zip_code: string;
  region: string;
  company_name: string;
  company_oib: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** One login's chain of rotated tokens. */
  family_id: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  expires_at: IsoDate;
  used_at: IsoDate | null;
  revoked_at: IsoDate | null;
  created_at: IsoDate;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: "verify-email" | "reset-password";
  token_hash: string;
  expires_at: IsoDate;
  used_at: IsoDate | null;
  created_at: IsoDate;
}

export interface RateLimitsTable {
  key: string;
  window_start: IsoDate;
  count: number;
}

export interface MemberCardsTable {
  barcode: string;
  holder_name: string;
  /** YYYY-MM-DD, inclusive. */
  valid_from: string;
  valid_until: string;
  active: number;
}

export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: IsoDate;
}

export interface OutboxTable {
  id: Generated<number>;
  site_id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  created_at: IsoDate;
  sent_at: IsoDate | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: IsoDate;
}

export interface OrdersTable {
  id: Generated<number>;
  site_id: number;
  store_id: number;
  user_id: number | null;
  guest_email: string | null;
  /** The identifier shown to the customer. */
  slug: string;
  status: string;
  currency: string;
  /** Amounts in cents. */
  items_total: number;
  coupon_discount: number;
  delivery_total: number;
  tax_total: number;
  loyalty_discount: number;
  order_total: number;
  coupon_code: string | null;
  delivery_method_name: string | null;
  payment_method_name: string | null;
  /** JSON address objects (contract `address` without id). */
  billing_address: JsonText | null;
  shipping_address: JsonText | null;
  /** JSON {name, oib}. */
  company: JsonText | null;
  gift_message: string | null;
  order_message: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
  // ------------------------------------------------ 0007_checkout
  /** The cart the order was made of: one order per cart (a unique key). */
  cart_id: number | null;
  /** The buyer's e-mail at the time of the order (user or guest). */
  email: string | null;
  delivery_method_id: number | null;
  delivery_branch_id: number | null;
  delivery_branch_name: string | null;
  payment_method_id: number | null;
  /** Null, HPF or WALLET. */
  payment_type: string | null;
  gift_to: string | null;
  gift_from: string | null;
  member_card_barcode: string | null;
  paid_at: IsoDate | null;
  language: Generated<string>;
  // ------------------------------------------------ 0035_payment_instructions
  /** How to pay, as the buyer was told when the order was placed (null: nothing to tell). */
  payment_instructions: string | null;
  // ------------------------------------------------ 0040_order_fulfilment (decision 0061)
  /** unfulfilled, shipped or delivered: the parcel's way, apart from the payment's `status`. */
  fulfilment_status: Generated<string>;
  shipped_at: IsoDate | null;
  delivered_at: IsoDate | null;
  /** The carrier's name and the parcel's tracking number and https address, as the merchant gave them. */
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  // ------------------------------------------------ 0050_payment_attempts (decision 0099)
  /** Why an unpaid order was cancelled (mail CancellationReason); null otherwise, and before 0050. */
  cancel_reason: string | null;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  qty: number;
  unit_price: number;
  row_total: number;
  options: JsonText;
}

export interface CartsTable {
  id: Generated<number>;
  site_id: number;
  store_id: number;
  protect_code: string;
  user_id: number | null;
  status: "active" | "ordered" | "merged";
  currency_id: number;
  coupon_code: string | null;
  member_card_barcode: string | null;
  instructions: Generated<string>;
  guest_email: string | null;
  guest_data: Generated<JsonText>;
  delivery_method_id: number | null;
  payment_method_id: number | null;
  options: Generated<JsonText>;
  /** The checkout addresses and company data (0007_checkout). */
  checkout: Generated<JsonText>;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  options_key: string;
  options: JsonText;
  qty: number;
  seen_price: number | null;
  created_at: IsoDate;
}

export interface CouponsTable {
  id: Generated<number>;
  site_id: number;
  code: string;
  type: "percent" | "fixed";
  value: number;
  min_total: number;
  valid_from: IsoDate | null;
  valid_until: IsoDate | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  active: Generated<number>;
}

// ---------------------------------------------------------------- checkout (0007_checkout)

export interface ConsentsTable {
  id: Generated<number>;
  site_id: number;
  unique_number: string;
  /** JSON {en, hr}: sanitized HTML. */
  display_name: JsonText;
  version: number;
  active: number;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface ConsentAssignmentsTable {
  consent_id: number;
  form_type: string;
  required: number;
  position: number;
}

export interface ConsentLogsTable {
  id: Generated<number>;
  site_id: number;
  form_type: string;
  email: string;
  user_id: number | null;
  order_id: number | null;
  status: string;
  source_type: string;
  user_type: string;
  /** JSON [{id, uniqueNumber, version}]. */
  consents: JsonText;
  status_timestamp: IsoDate;
}

export interface DeliveryMethodsTable {
  id: Generated<number>;
  site_id: number;
  store_id: number | null;
  code: string;
  names: JsonText;
  descriptions: JsonText;
  price: number;
  /** JSON "ALL" or a list of ISO codes. */
  countries: JsonText;
  active: number;
  position: number;
  // ------------------------------------------------ 0038_delivery_hands_over
  /** 1 when a person hands the order over (courier, store): pay on delivery applies; 0 (parcel locker) not. */
  hands_over: Generated<number>;
  // ------------------------------------------------ 0047_free_delivery_from
  /** Cents: from this goods total (after the coupon) on, delivery is free; null never. */
  free_from: number | null;
}

export interface DeliveryBranchesTable {
  id: Generated<number>;
  method_id: number;
  names: JsonText;
  active: number;
  position: number;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  site_id: number;
  store_id: number | null;
  code: string;
  names: JsonText;
  descriptions: JsonText;
  payment_type: string | null;
  provider: string | null;
  requires_delivery: number;
  active: number;
  position: number;
  // ------------------------------------------------ 0035_payment_instructions
  /** JSON {language: text}: how to pay, with {orderNumber} and {total} filled in per order. */
  instructions: Generated<JsonText>;
}

export interface OrderStockTable {
  order_id: number;
  product_id: number;
  qty: number;
}

// ------------------------------------------------ 0036_eproduct_delivery (decision 0047)

export type DeliveryType = "link" | "code" | "qrcode";

/** What an e-product delivers; an e-product without a row delivers nothing yet. */
export interface ProductDeliveriesTable {
  product_id: number;
  delivery_type: Generated<DeliveryType>;
  /** A link's file: a media library document, else `url`. */
  media_id: number | null;
  url: string | null;
}

/** A code product's pool: a code without an order is free; one with an order is that order's. */
export interface EproductCodesTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  order_id: number | null;
  created_at: IsoDate;
}

/** What a paid order was delivered: one row per code unit, one per link product. */
export interface OrderDeliverablesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  name: string;
  delivery_type: DeliveryType;
  code_id: number | null;
  created_at: IsoDate;
}

export interface PaymentsTable {
  id: Generated<number>;
  site_id: number;
  order_id: number;
  provider: string;
  payment_type: string;
  reference: string;
  amount: number;
  currency: string;
  language: string;
  order_slug: string;
  success_url: string;
  failure_url: string;
  /** started, approved or declined. */
  status: string;
  nonce: string | null;
  decided_at: IsoDate | null;
  processed_at: IsoDate | null;
  created_at: IsoDate;
  // ------------------------------------------------ 0050_payment_attempts (decision 0099)
  /** Set when a newer attempt for the same order replaced this one: its result pays nothing. */
  superseded_at: IsoDate | null;
  // ------------------------------------------------ 0051_payment_opened_by (decision 0103)
  /** Who opened the attempt: checkout or payNow (the buyer's "Pay now"). */
  opened_by: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  site_id: number;
  /** The back-office user who made the change (null once that user is deleted). */
  user_id: number | null;
  /** The platform call: method and path as the contract names it (`PATCH v1/cms/element/update/:id`). */
  action: string;
  /** What the change was made to: the path's id, if it names one. */
  subject: string | null;
  /** The call's input as JSON, secrets left out, cut at 2,000 characters. */
  detail: string;
  created_at: IsoDate;
}

export interface PostEditsTable {
  /** The post edited; a post without a row is at version 1 and has no draft. */
  post_id: number;
  version: number;
  /** The unpublished editable fields (JSON), null when there are none. */
  draft: JsonText | null;
  draft_user_id: number | null;
  updated_at: IsoDate;
}

export interface RevisionsTable {
  id: Generated<number>;
  site_id: number;
  post_id: number;
  /** The post's version this revision made. */
  version: number;
  /** save, publish or restore. */
  action: string;
  /** The editable fields after the change (JSON). */
  data: JsonText;
  user_id: number | null;
  created_at: IsoDate;
}

export interface CommentsTable {
  id: Generated<number>;
  site_id: number;
  post_id: number;
  /** The registered author; null for an anonymous visitor's (or once the user is deleted). */
  user_id: number | null;
  author_name: string;
  /** 1 to NumberOfStars, or null for a comment without a rating. */
  rating: number | null;
  /** Plain text, or null for a rating without a comment. */
  body: string | null;
  /** pending (waiting for a back-office user's approval), approved or hidden. */
  status: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface TermsTable {
  id: Generated<number>;
  site_id: number;
  language_code: string;
  /** The id of the original category this one translates (its own id when it is the original). */
  translation_group: number | null;
  slug: string;
  title: string;
  description: string;
  /** A CSS colour for the category's label. */
  background: string;
  position: number;
}

export interface PostTermsTable {
  post_id: number;
  term_id: number;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  site_id: number;
  /** newsletter, contactForm ... (the consent form types). */
  form_type: string;
  language_code: string;
  email: string;
  /** The submitted fields (JSON). */
  data: JsonText;
  created_at: IsoDate;
  /** The CMS-defined form it answers (form_type "questionnaire"); null for the built-in forms. */
  form_id: number | null;
}

export interface FormsTable {
  id: Generated<number>;
  site_id: number;
  language_code: string;
  /** A handle editors and sections name the form by. */
  name: string;
  title: string;
  /** The questionnaire's fields (JSON, server/contract/forms.ts questionnaireField). */
  fields: JsonText;
  /** Whose consents the form shows and logs. */
  consent_form_type: string;
  /** 1: a confirmation link goes to the address of the e-mail field (double opt-in). */
  confirms_email: number;
  /** What the confirmation link leads to (message, url or file) and its goal. */
  confirm_goal_type: string | null;
  confirm_goal: string | null;
  /** Where submissions are mailed; null: the CMS option SendEmailTo. */
  send_to: string | null;
  created_at: IsoDate;
}

export interface FormFilesTable {
  id: Generated<number>;
  site_id: number;
  submission_id: number;
  field: string;
  original_name: string;
  /** The type its content shows (not its name's). */
  mime: string;
  size: number;
  /** The content's sha256: its file under DATA_DIR/form-uploads. */
  sha256: string;
  created_at: IsoDate;
}

export interface AvailabilityRequestsTable {
  id: Generated<number>;
  site_id: number;
  product_id: number;
  email: string;
  language_code: string;
  created_at: IsoDate;
  /** When the back-in-stock mail was queued; null while the product is still sold out. */
  notified_at: IsoDate | null;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  site_id: number;
  /** Lower-cased; one subscription per address and site. */
  email: string;
  language_code: string;
  /** Null until the address is confirmed by its opt-in link. */
  confirmed_at: IsoDate | null;
  created_at: IsoDate;
}

export interface OptInTokensTable {
  id: Generated<number>;
  site_id: number;
  /** sha256 of the token mailed; the token itself is never stored. */
  token_hash: string;
  email: string;
  /** What confirming does: newsletter (the subscription is confirmed). */
  purpose: string;
  /** message, url or file (spec section 3). */
  goal_type: string;
  /** The message's translation key, the URL to go to, or the file to download. */
  goal: string;
  expires_at: IsoDate;
  used_at: IsoDate | null;
  created_at: IsoDate;
}

export interface RedirectsTable {
  id: Generated<number>;
  site_id: number;
  /** A path of the site, as visitors ask for it (no query, no trailing slash). */
  from_path: string;
  /** A path of the site or an http(s) URL. */
  to_url: string;
  /** 301 (moved for good) or 302 (for now). */
  status_code: number;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface FailedRequestsTable {
  id: Generated<number>;
  site_id: number;
  path: string;
  hits: number;
  first_seen_at: IsoDate;
  last_seen_at: IsoDate;
}

export interface EventsTable {
  id: Generated<number>;
  site_id: number;
  language_code: string;
  /** The id of the original event of which this one is a translation (its own id when it is the original). */
  translation_group: number | null;
  title: string;
  slug: string;
  /** Plain text for lists. */
  summary: string;
  /** Sanitized HTML. */
  description: string;
  /** UTC ISO-8601. */
  starts_at: IsoDate;
  ends_at: IsoDate;
  place_name: string;
  place_address: string;
  /** How many people signed up. */
  attendee_count: number;
  /** How many can come; null when there is no limit. */
  capacity: number | null;
  media_id: number | null;
  /** published or draft. */
  status: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface DocumentsTable {
  id: Generated<number>;
  site_id: number;
  /** The store the document is for; 0 for every store of the site. */
  store_id: number;
  language_code: string;
  title: string;
  description: string;
  /** The file (a media row of any type). */
  media_id: number;
  position: number;
  /** published or draft. */
  status: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

/** A background job's last pass across every process (server/modules/jobs). */
export interface JobRunsTable {
  name: string;
  last_run_at: string;
  /** Which process ran it (host and pid), for the log. */
  run_by: string;
}

/** A snapshot of a site-wide part (an element, a navigation tree) in one language after a change. */
export interface SiteRevisionsTable {
  id: Generated<number>;
  site_id: number;
  /** The part: `element:{id}` or `navigation:{tree}`. */
  subject: string;
  language_code: string;
  /** The part's version this revision made (an element's own version; a tree's count of changes). */
  version: number;
  /** original (the part before its first recorded change), save, publish or restore. */
  action: string;
  /** The element's editable fields or the tree's links (JSON). */
  data: JsonText;
  /** What the change did to a tree, its links added, removed, renamed... (JSON); null for an element, an original, and a tree's revisions from before migration 0052. */
  changes: JsonText | null;
  user_id: number | null;
  created_at: IsoDate;
}

/** A template of one of the platform's e-mails in one language (decision 0068). */
export interface MailTemplatesTable {
  id: Generated<number>;
  site_id: number;
  /** The template's key: a mail's own (e.g. `password-reset`), or another a CMS option names. */
  template_key: string;
  language_code: string;
  /** Which e-mail it words (server/modules/mail/editable.ts): its placeholders. */
  mail: string;
  subject: string;
  /** Plain text with {{placeholders}}; the HTML mail is made from it. */
  body: string;
  updated_at: IsoDate;
}

/** A navigation tree's version in one language: how many recorded changes it has had. */
export interface NavigationVersionsTable {
  site_id: number;
  tree: string;
  language_code: string;
  version: number;
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
  navigation_drafts: NavigationDraftsTable;
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
  users: UsersTable;
  user_settings: UserSettingsTable;
  user_identities: UserIdentitiesTable;
  addresses: AddressesTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  rate_limits: RateLimitsTable;
  member_cards: MemberCardsTable;
  wishlist_items: WishlistItemsTable;
  outbox: OutboxTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  consents: ConsentsTable;
  consent_assignments: ConsentAssignmentsTable;
  consent_logs: ConsentLogsTable;
  delivery_methods: DeliveryMethodsTable;
  delivery_branches: DeliveryBranchesTable;
  payment_methods: PaymentMethodsTable;
  order_stock: OrderStockTable;
  payments: PaymentsTable;
  redirects: RedirectsTable;
  audit_log: AuditLogTable;
  post_edits: PostEditsTable;
  revisions: RevisionsTable;
  comments: CommentsTable;
  terms: TermsTable;
  post_terms: PostTermsTable;
  form_submissions: FormSubmissionsTable;
  forms: FormsTable;
  form_files: FormFilesTable;
  availability_requests: AvailabilityRequestsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  opt_in_tokens: OptInTokensTable;
  failed_requests: FailedRequestsTable;
  events: EventsTable;
  documents: DocumentsTable;
  job_runs: JobRunsTable;
  site_revisions: SiteRevisionsTable;
  navigation_versions: NavigationVersionsTable;
  product_deliveries: ProductDeliveriesTable;
  eproduct_codes: EproductCodesTable;
  order_deliverables: OrderDeliverablesTable;
  mail_templates: MailTemplatesTable;
}
