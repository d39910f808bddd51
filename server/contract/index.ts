/** The platform's contract: every endpoint's path, input and output, shared by the Hono routers
 * (which validate with it) and the storefront's client (which is typed by it). */
export * from "./define";
export type { Answer, CallContext, HostContext, PlatformTransport } from "./transport";
export * from "./errors";
export * as site from "./site";
export * as cms from "./cms";
export * as catalog from "./catalog";
export * as accounts from "./accounts";
export * as cart from "./cart";
export * as consents from "./consents";
export * as checkout from "./checkout";
export * as redirects from "./redirects";
export * as audit from "./audit";
export * as mail from "./mail";
export * as publishing from "./publishing";
export * as siteRevisions from "./site-revisions";
export * as comments from "./comments";
export * as forms from "./forms";
export * as sitemap from "./sitemap";
export * as events from "./events";
export * as documents from "./documents";
export * as media from "./media";
export * as shopAdmin from "./shop-admin";
export * as couponsAdmin from "./coupons-admin";
export * as categoriesAdmin from "./categories-admin";
export * as catalogAdmin from "./catalog-admin";
export * as customersAdmin from "./customers-admin";
export type { Language, Country, CheckoutSettings, CurrencyConfig, DomainConfig, MediaSizeOption } from "./site";
export type { CmsOption, CmsElement, NavigationLink, NavigationTreeId, Post, Section, Media, Term } from "./cms";
export type {
  ProductCard,
  ProductDetail,
  Category,
  LayeredFilter,
  Filters,
  SortId,
  SearchHit,
  SearchCategory,
} from "./catalog";
export type {
  User,
  Address,
  AddressInput,
  Tokens,
  OrderSummary,
  OrderDetail,
  Fulfilment,
  FulfilmentStatus,
} from "./accounts";
export type { Cart, CartItem, CartSession, CartTotals, CartNotice } from "./cart";
export type { Redirect, FailedRequest } from "./redirects";
export type { AuditEntry } from "./audit";
export type { OutboxMessage, MailTemplate, MailTemplateSummary, EditableMail } from "./mail";
export type { BlogCategory, EditableFields, EditState, Revision } from "./publishing";
export type { SiteRevision } from "./site-revisions";
export type { Comment, CommentOptions } from "./comments";
export type { SitemapEntry, SitemapKind, SitemapPart } from "./sitemap";
export type { Event, EventWhen } from "./events";
export type { Document } from "./documents";
export type { MediaItem } from "./media";
export type { AdminDeliveryMethod, AdminEProduct, AdminOrder, AdminPaymentMethod } from "./shop-admin";
export type { AdminCoupon } from "./coupons-admin";
export type { AdminCategory, CategoryUse } from "./categories-admin";
export type { AdminCustomOption, AdminProduct, AdminProductRow } from "./catalog-admin";
export type { CustomerDetail, CustomerRow } from "./customers-admin";
export type { Consent, ConsentFormType, ConsentRecord } from "./consents";
export type {
  DeliveryMethod,
  PaymentMethod,
  OrderStatus,
  WalletPayment,
  CheckoutAddress,
  CheckoutBillingAddress,
  CheckoutAddressView,
  CompanyData,
  GuestAddress,
} from "./checkout";
