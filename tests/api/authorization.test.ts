/**
 * Who may call what: every endpoint of the contract, called by an anonymous visitor, a signed-in
 * customer and a back-office user, each with a valid minimal input of its own. The table must name
 * every endpoint: a new endpoint without an entry fails here until someone decides who may use it.
 *
 * An entry gives the expected HTTP status per caller, exactly. Where an allowed caller's minimal
 * input is refused for what it is (an unknown token, an order the caller does not have), the entry
 * says so with that 400 or 404, so "refused for the input" can never hide "refused for who you are"
 * (401, 403), nor the other way round.
 */
process.env.PLATFORM_SECRET ??= "authorization-test-platform-secret";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contract from "#server/contract";
import type { Endpoint } from "#server/contract/define";
import { demoCatalogFacts } from "#server/seed/catalog";
import { setBackofficeUser } from "#server/modules/accounts";
import { demoCoupons } from "#server/modules/cart";
import { siteScope } from "#server/modules/scope";
import { contractEndpoints } from "../support/endpoints";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { PASSWORD, SITE_ID, signedInUser, uniqueEmail } from "./accounts-fixture";
import { dayFromToday, demoSimpleProductId, insertMemberCard, newCart, productTexts } from "./cart-fixture";
import { deliveryMethod, guestAddress, orderInput, paymentMethodId, readyCart, siteUrl } from "./checkout-fixture";
import { queueMail } from "#server/modules/mail";

type Caller = "anonymous" | "customer" | "backoffice";
const callers: Caller[] = ["anonymous", "customer", "backoffice"];

/** What an entry knows about the caller it builds an input for. */
interface CallerContext {
  caller: Caller;
  headers: Record<string, string>;
}

interface Entry {
  expect: Record<Caller, number>;
  /** A valid minimal input for this caller (and extra headers, e.g. a refresh token). */
  input?: (c: CallerContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  headers?: (c: CallerContext) => Promise<Record<string, string>>;
}

const everyone = (status = 200): Record<Caller, number> => ({
  anonymous: status,
  customer: status,
  backoffice: status,
});
const users = (status = 200): Record<Caller, number> => ({ anonymous: 401, customer: status, backoffice: status });
const backOffice: Record<Caller, number> = { anonymous: 401, customer: 403, backoffice: 200 };
/** A personalization field's fields, valid: a probe reaches the product's or field's lookup. */
const probeOption = { labels: { en: "Probe", hr: "Proba" }, required: false, price: 0, maxLength: 10 };

let t: TestPlatform;
let productId: number;
let bundleId: number;
let categoryId: number;
let postId: number;

const address = { type: "main", ...guestAddress };

/** A coupon's settings that break no rule. */
const couponProbe = {
  type: "percent" as const,
  value: 10,
  minTotal: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  active: true,
};

/** A cart of the caller's with one line. */
async function cartWithLine(c: CallerContext) {
  const session = await newCart(t, c.headers);
  const added = await t.call(contract.cart.addItem, { ...session, productId, qty: 1 }, c.headers);
  return { session, itemId: added.cart.items[0].itemId };
}

/** A cart of the caller's with one line and the addresses set (ready for delivery). */
async function cartWithAddresses(c: CallerContext) {
  const { session } = await cartWithLine(c);
  await t.call(contract.checkout.checkoutAddresses, { ...session, shipping: guestAddress }, c.headers);
  return session;
}

/** The footer element of the site's English pages. */
async function elementId(): Promise<number> {
  return (await t.call(contract.cms.elementGetByHandlers, { handlers: ["footer-section"] }))[0]!.id;
}

/** The first link of the main navigation. */
async function navigationLinkId(): Promise<number> {
  return (await t.call(contract.cms.navigationTree, { id: "main" })).children[0]!.id;
}

/** A link of its own for the back-office user to delete. */
async function probeLinkId(): Promise<number> {
  const row = await t.platform.services.db
    .insertInto("navigation_links")
    .values({
      site_id: SITE_ID,
      tree: "footer4",
      language_code: "en",
      parent_id: null,
      position: 99,
      name: "Delete me",
      title: "Delete me",
      link_type: "external",
      link_value: "https://example.com",
      rel: "nofollow",
      target: "_blank",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new address of the caller's (for a guest, the id of somebody's: it must not matter). */
async function ownAddress(c: CallerContext): Promise<number> {
  if (c.caller === "anonymous") return 1;
  return (await t.call(contract.accounts.addressCreate, address as never, c.headers)).id;
}

/** The demo's privacy consent: its id and texts as stored. */
async function privacyConsent(): Promise<{ id: number; displayName: { en: string; hr: string } }> {
  const row = await t.platform.services.db
    .selectFrom("consents")
    .select(["id", "display_name"])
    .where("site_id", "=", SITE_ID)
    .where("unique_number", "=", "privacy-policy")
    .executeTakeFirstOrThrow();
  return { id: row.id, displayName: JSON.parse(row.display_name) as { en: string; hr: string } };
}

/** A fresh login's refresh token (a refresh uses it up). */
async function refreshTokenOfNewLogin(): Promise<string> {
  const { tokens } = await signedInUser(t);
  return tokens.refreshToken;
}

/** The product form's fields of a probe product (the save and create endpoints' shared input). */
function probeProduct(archived: boolean) {
  return {
    texts: { en: productTexts("Probe", "probe-product"), hr: productTexts("Probe", "probe-proizvod") },
    retailPrice: 100,
    finalPrice: 100,
    membershipPrice: null,
    stockQty: null,
    featured: false,
    archived,
    mainCategoryId: null,
    categoryIds: [],
    mediaId: null,
    galleryIds: [],
    crossSellSkus: [],
  };
}

/** Keyed `service.name`, as the contract's modules export them. */
const table: Record<string, Entry> = {
  // ------------------------------------------------------------ accounts
  "accounts.register": {
    expect: everyone(),
    input: () => ({ details: { firstName: "A", lastName: "B" }, email: uniqueEmail("authz"), password: PASSWORD }),
  },
  "accounts.verify": { expect: everyone(400), input: () => ({ token: "not-a-real-verification-token" }) },
  "accounts.login": {
    expect: everyone(),
    input: async () => {
      const { email } = await signedInUser(t);
      return { username: email, password: PASSWORD };
    },
  },
  "accounts.refresh": { expect: everyone(), headers: async () => ({ refreshtoken: await refreshTokenOfNewLogin() }) },
  "accounts.logout": { expect: everyone(), input: async () => ({ refreshToken: await refreshTokenOfNewLogin() }) },
  // Only the storefront, with its proof: nobody calling the API directly.
  "accounts.socialLogin": {
    expect: everyone(403),
    input: () => ({ provider: "example", providerUserId: "p-1", email: uniqueEmail("social"), emailVerified: true }),
  },
  "accounts.profile": { expect: users() },
  "accounts.adminProfile": { expect: backOffice },
  "accounts.interfaceLanguageGet": { expect: backOffice },
  // Forgets the probe user's choice (it had none).
  "accounts.interfaceLanguageSet": { expect: backOffice, input: () => ({ language: null }) },
  "accounts.updateProfile": {
    expect: users(),
    // A new e-mail needs the account's password (decision 0054).
    input: () => ({ details: { firstName: "A", lastName: "B" }, email: uniqueEmail("renamed"), password: PASSWORD }),
  },
  "accounts.passwordReset": {
    expect: users(),
    input: () => ({ oldPassword: PASSWORD, newPassword: "authz-new-password-1" }),
  },
  // A wrong password: refused for the input (the callers' accounts stay), never for who calls.
  // The callers' addresses are confirmed: nothing to send again.
  "accounts.confirmationResend": { expect: users(409), input: () => ({}) },
  "accounts.deleteAccount": { expect: users(400), input: () => ({ password: "not-the-password", confirm: true }) },
  "accounts.passwordForgot": { expect: everyone(), input: () => ({ email: uniqueEmail("forgot") }) },
  "accounts.passwordSet": {
    expect: everyone(400),
    input: () => ({ token: "not-a-real-reset-token", password: "authz-new-password-2" }),
  },
  "accounts.passwordResetCheck": { expect: everyone(), input: () => ({ token: "not-a-real-reset-token" }) },
  "accounts.addressList": { expect: users() },
  "accounts.addressCreate": { expect: users(), input: () => address },
  "accounts.addressUpdate": {
    expect: users(),
    input: async (c) => ({ ...address, id: await ownAddress(c), city: "Split" }),
  },
  "accounts.addressDelete": { expect: users(), input: async (c) => ({ id: await ownAddress(c) }) },
  "accounts.memberCardCheck": { expect: users(), input: () => ({ barcode: "AUTHZ-NO-SUCH-CARD" }) },
  "accounts.wishlistToggle": { expect: users(), input: () => ({ product_id: productId }) },
  "accounts.wishlistFilter": { expect: users() },
  "accounts.orderList": { expect: users() },
  // Allowed, but these users have no such order.
  "accounts.orderGet": { expect: users(404), input: () => ({ slug: "DEMO-100001" }) },
  "accounts.orderCancel": { expect: users(404), input: () => ({ slug: "DEMO-100001" }) },
  "accounts.orderPay": {
    expect: users(404),
    input: async () => {
      const base = await siteUrl(t);
      return { slug: "DEMO-100001", successURL: `${base}/checkout/success`, failureURL: `${base}/checkout/failure` };
    },
  },

  // ------------------------------------------------------------ cart (a cart is its id and protectCode)
  "cart.getNewCartSession": { expect: everyone() },
  "cart.getCart": { expect: everyone(), input: async (c) => newCart(t, c.headers) },
  "cart.getCartCount": { expect: everyone(), input: async (c) => newCart(t, c.headers) },
  "cart.validateCart": { expect: everyone(), input: async (c) => newCart(t, c.headers) },
  "cart.getAbandoned": { expect: users(), input: async (c) => newCart(t, c.headers) },
  "cart.addItem": { expect: everyone(), input: async (c) => ({ ...(await newCart(t, c.headers)), productId, qty: 1 }) },
  "cart.updateItem": {
    expect: everyone(),
    input: async (c) => {
      const { session, itemId } = await cartWithLine(c);
      return { ...session, itemId, qty: 2 };
    },
  },
  "cart.deleteItem": {
    expect: everyone(),
    input: async (c) => {
      const { session, itemId } = await cartWithLine(c);
      return { ...session, itemId };
    },
  },
  "cart.clearCart": { expect: everyone(), input: async (c) => (await cartWithLine(c)).session },
  "cart.applyCoupon": {
    expect: everyone(),
    input: async (c) => ({ ...(await cartWithLine(c)).session, couponCode: demoCoupons.percent.code }),
  },
  "cart.removeCoupon": { expect: everyone(), input: async (c) => (await cartWithLine(c)).session },
  "cart.applyMemberCard": {
    expect: users(),
    input: async (c) => ({ ...(await cartWithLine(c)).session, barcode: await insertMemberCard(t, dayFromToday(365)) }),
  },
  "cart.updateInstructions": {
    expect: everyone(),
    input: async (c) => ({ ...(await newCart(t, c.headers)), instructions: "Ring twice." }),
  },
  "cart.updateGuestUser": {
    expect: everyone(),
    input: async (c) => ({ ...(await newCart(t, c.headers)), email: uniqueEmail("guest") }),
  },

  // ------------------------------------------------------------ checkout (a cart is its id and protectCode; a user's cart that user's)
  "checkout.availableCountries": { expect: everyone() },
  "checkout.checkoutAddresses": {
    expect: everyone(),
    input: async (c) => ({ ...(await cartWithLine(c)).session, shipping: guestAddress }),
  },
  "checkout.applicableDeliveryMethods": { expect: everyone(), input: cartWithAddresses },
  "checkout.saveDeliveryMethod": {
    expect: everyone(),
    input: async (c) => ({
      ...(await cartWithAddresses(c)),
      deliveryMethodId: (await deliveryMethod(t, "courier")).id,
    }),
  },
  "checkout.applicablePaymentMethods": { expect: everyone(), input: cartWithAddresses },
  "checkout.savePaymentMethod": {
    expect: everyone(),
    input: async (c) => {
      const session = await cartWithAddresses(c);
      await t.call(
        contract.checkout.saveDeliveryMethod,
        { ...session, deliveryMethodId: (await deliveryMethod(t, "courier")).id },
        c.headers,
      );
      return { ...session, paymentMethodId: await paymentMethodId(t, "bank-transfer") };
    },
  },
  "checkout.orderCreate": {
    expect: everyone(),
    input: async (c) => orderInput(t, await readyCart(t, { lines: [{ productId, qty: 1 }], headers: c.headers })),
  },
  // Anyone with a genuine payment result (the result is the key); this one is not.
  "checkout.paymentSuccess": {
    expect: everyone(400),
    input: () => ({ id: "pay_no-such-payment", details: { paymentResult: "forged" } }),
  },
  // Anyone with the order's view token; this one fits no order.
  "checkout.orderView": {
    expect: everyone(404),
    input: () => ({ orderSlug: "DS-2000-000001", token: "not-a-real-order-view-token" }),
  },
  // The same key, or being the order's signed-in buyer; neither fits this order.
  "checkout.orderHandover": {
    expect: everyone(404),
    input: () => ({ orderSlug: "DS-2000-000001", token: "not-a-real-order-view-token" }),
  },
  // The same key (decision 0108); this one fits no order.
  "checkout.orderCancel": {
    expect: everyone(404),
    input: () => ({ orderSlug: "DS-2000-000001", token: "not-a-real-order-view-token" }),
  },
  // The same key: the order's view token; this one fits no order.
  "checkout.orderAccount": {
    expect: everyone(404),
    input: () => ({ orderSlug: "DS-2000-000001", token: "not-a-real-order-view-token", password: PASSWORD }),
  },

  // ------------------------------------------------------------ consents
  "consents.consentFilter": { expect: everyone(), input: () => ({ formType: "checkoutForm" }) },
  "consents.consentLogCreate": {
    expect: everyone(),
    input: () => ({ formType: "contactForm", email: uniqueEmail("consent"), consents: ["privacy-policy"] }),
  },
  "consents.consentAdminFilter": { expect: backOffice },
  "consents.consentCreate": {
    expect: backOffice,
    input: ({ caller }) => ({ uniqueNumber: `authorization-${caller}`, displayName: { en: "Probe", hr: "Proba" } }),
  },
  // The privacy consent's own texts again: nothing changes, not even its version.
  "consents.consentUpdate": {
    expect: backOffice,
    input: async () => {
      const privacy = await privacyConsent();
      return { id: privacy.id, displayName: privacy.displayName };
    },
  },
  // The address form's assignment as it is: the privacy consent, required.
  "consents.consentAssign": {
    expect: backOffice,
    input: async () => {
      const { id } = await privacyConsent();
      return { assigned_to: "addressForm", consents: [id], requiredConsents: [id] };
    },
  },
  "consents.consentSetActive": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, active: false }),
  },
  "consents.consentDelete": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },

  // ------------------------------------------------------------ catalog
  "catalog.productFilter": { expect: everyone() },
  "catalog.layeredNavigation": { expect: everyone() },
  "catalog.productGet": { expect: everyone(), input: () => ({ id: productId }) },
  "catalog.categoryGet": { expect: everyone(), input: () => ({ id: categoryId }) },
  "catalog.categoryFilter": { expect: everyone() },
  "catalog.tagFilter": { expect: everyone() },
  "catalog.checkBundles": { expect: everyone(), input: () => ({ product: bundleId }) },
  "catalog.search": { expect: everyone(), input: () => ({ search: "mug", category: "products" }) },

  // ------------------------------------------------------------ cms
  "cms.optionFilter": { expect: everyone() },
  "cms.elementGetByHandlers": { expect: everyone(), input: () => ({ handlers: ["footer-section"] }) },
  // The seed's site has no password: the check answers every caller.
  "cms.sitePasswordCheck": { expect: everyone(), input: () => ({ password: "probe" }) },
  "cms.cacheTags": { expect: backOffice },
  "cms.termFilter": { expect: everyone() },
  "cms.cacheClear": { expect: backOffice, input: () => ({ tag: "authorization-probe" }) },
  "cms.optionSave": { expect: backOffice, input: () => ({ key: "AuthorizationProbe", value: "1" }) },
  "cms.optionSaveMany": {
    expect: backOffice,
    input: () => ({ options: [{ key: "AuthorizationProbe", value: "2", language: null }] }),
  },
  "cms.elementUpdate": { expect: backOffice, input: async () => ({ id: await elementId(), title: "Footer" }) },
  "cms.navigationLinkUpdate": {
    expect: backOffice,
    input: async () => ({ id: await navigationLinkId(), title: "Shop" }),
  },
  "cms.navigationTree": { expect: everyone(), input: () => ({ id: "main" }) },
  "cms.navigationEdit": { expect: backOffice, input: () => ({ id: "footer4" }) },
  "cms.navigationLinkCreate": {
    expect: backOffice,
    input: () => ({ tree: "footer4", name: "Probe", link: { type: "external", value: "https://example.com" } }),
  },
  "cms.navigationLinkMove": {
    expect: backOffice,
    input: async () => ({ id: await navigationLinkId(), direction: "down" }),
  },
  "cms.navigationLinkDelete": {
    expect: backOffice,
    input: async ({ caller }) => ({ id: caller === "backoffice" ? await probeLinkId() : await navigationLinkId() }),
  },
  // Nothing to publish: the back-office user passes the door and is told so.
  "cms.navigationPublish": { expect: { ...backOffice, backoffice: 409 }, input: () => ({ id: "footer3" }) },
  "cms.elementEdit": { expect: backOffice, input: () => ({ handler: "footer-section" }) },
  "cms.elementCreate": {
    expect: backOffice,
    input: ({ caller }) => ({
      handler: `master-authorization-${caller}`,
      title: "Probe",
      options: { sectionType: "hero", props: { title: "Probe" } },
    }),
  },
  "cms.elementPublish": { expect: { ...backOffice, backoffice: 409 }, input: async () => ({ id: await elementId() }) },
  "cms.masterFilter": { expect: backOffice },
  "cms.masterGet": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "cms.finderDecide": { expect: everyone(), input: () => ({ params: ["privacy-policy"] }) },
  "cms.finderGetUrlOnLanguage": { expect: everyone(), input: () => ({ newLanguage: "hr", postId }) },
  "cms.postFilterStandard": { expect: everyone() },

  // ------------------------------------------------------------ redirects
  "redirects.find": { expect: everyone(), input: () => ({ path: "/authorization-probe" }) },
  "redirects.addFailedRequest": { expect: everyone(), input: () => ({ path: "/authorization-probe" }) },
  "redirects.list": { expect: backOffice },
  "redirects.failedRequests": { expect: backOffice },
  "redirects.save": {
    expect: backOffice,
    input: ({ caller }) => ({ from: `/authorization-probe-${caller}`, to: "/", statusCode: 301 }),
  },
  "redirects.remove": {
    expect: backOffice,
    input: async ({ caller }) => ({ id: caller === "backoffice" ? await redirectId() : 1 }),
  },
  "redirects.dismissFailedRequest": { expect: backOffice, input: () => ({ path: "/authorization-probe" }) },

  // ------------------------------------------------------------ audit
  "audit.filter": { expect: backOffice },

  // ------------------------------------------------------------ publishing
  "publishing.postCreate": {
    expect: backOffice,
    input: ({ caller }) => ({ title: "Probe", slug: `authorization-${caller}-${Date.now()}`, languageCode: "en" }),
  },
  "publishing.postEdit": { expect: backOffice, input: () => ({ id: postId }) },
  // No unpublished page has the slug: the back-office user gets past the door.
  "publishing.postUnpublishedBySlug": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ slug: "authorization-probe" }),
  },
  "publishing.postUpdate": {
    expect: backOffice,
    input: async (c) => ({ id: postId, version: await postVersion(c), metaDescription: "authorization probe" }),
  },
  // No such post: the back-office user gets past the door.
  "publishing.postCategoriesSet": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, termIds: [] }),
  },
  "publishing.blogCategoriesList": { expect: backOffice },
  // No such category: the back-office user gets past the door, and nothing is created.
  "publishing.blogCategorySave": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({
      group: 2_000_000_000,
      translations: [{ languageCode: "en" as const, title: "Probe", slug: "probe" }],
    }),
  },
  "publishing.blogCategoryDelete": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ group: 2_000_000_000 }),
  },
  // No draft to publish, no such revision: the back-office user gets past the door.
  "publishing.postPublish": {
    expect: { ...backOffice, backoffice: 409 },
    input: async (c) => ({ id: postId, version: await postVersion(c) }),
  },
  "publishing.postRevisions": { expect: backOffice, input: () => ({ id: postId }) },
  "publishing.revisionCompare": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ from: 2_000_000_000, to: 2_000_000_000 }),
  },
  "publishing.revisionRestore": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, version: 1 }),
  },
  "publishing.translationList": { expect: backOffice, input: () => ({ id: postId }) },
  "publishing.translationCreate": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, languageCode: "hr", slug: "nigdje-nista" }),
  },
  "publishing.translationLinkExisting": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, translationId: postId }),
  },
  "publishing.translationUnlink": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "publishing.postBackofficeList": { expect: backOffice, input: () => ({ type: "page" }) },
  // No such page: the back-office user gets past the door (nothing is taken off the site).
  "publishing.postUnpublish": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "publishing.postRepublish": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "publishing.postDelete": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "publishing.postSlugChange": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, slug: "nowhere-page" }),
  },
  "publishing.postDeletedList": { expect: backOffice, input: () => ({}) },
  // No such deleted page: the back-office user gets past the door (nothing is restored or purged).
  "publishing.postRestore": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "publishing.postPurge": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },

  // ------------------------------------------------------------ site revisions
  "siteRevisions.elementRevisions": { expect: backOffice, input: async () => ({ id: await elementId() }) },
  "siteRevisions.navigationRevisions": { expect: backOffice, input: () => ({ id: "footer4" }) },
  // No such revision: the back-office user gets past the door.
  "siteRevisions.compare": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ from: 2_000_000_000, to: 2_000_000_000 }),
  },
  "siteRevisions.restore": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, version: 0 }),
  },

  // ------------------------------------------------------------ comments
  // `postId` names a page, not a blog post: past the door (AnonymousChat is off), it is not found.
  "comments.filterStandard": { expect: everyone(404), input: () => ({ postId: postId }) },
  "comments.create": {
    expect: { anonymous: 401, customer: 404, backoffice: 404 },
    input: () => ({ postId: postId, rating: 5 }),
  },
  "comments.update": { expect: users(404), input: () => ({ id: 2_000_000_000, rating: 5 }) },
  "comments.getOptions": { expect: everyone() },
  "comments.moderation": { expect: backOffice },
  "comments.moderate": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, status: "approved" }),
  },
  "comments.remove": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },

  // ------------------------------------------------------------ forms
  // Without the required consents: past the door, refused for the form's own reason.
  "forms.newsletterSubscribe": { expect: everyone(400), input: () => ({ email: "probe@example.com" }) },
  "forms.contactAdmin": {
    expect: everyone(400),
    input: () => ({ name: "Probe", email: "probe@example.com", message: "Hello" }),
  },
  "forms.confirmEmail": { expect: everyone(404), input: () => ({ token: "no-such-token-at-all" }) },
  "forms.submissions": { expect: backOffice },
  "forms.submissionDelete": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "forms.filterForms": { expect: everyone() },
  "forms.getForm": { expect: everyone(404), input: () => ({ id: 2_000_000_000 }) },
  "forms.storeData": { expect: everyone(404), input: () => ({ id: 2_000_000_000, data: {} }) },
  "forms.productAvailability": {
    expect: everyone(404),
    input: () => ({ productId: 2_000_000_000, email: "probe@example.com" }),
  },

  // ------------------------------------------------------------ mail
  "mail.outboxFilter": { expect: backOffice },
  "mail.outboxResend": {
    expect: backOffice,
    input: async ({ caller }) => ({ id: caller === "backoffice" ? await outboxMessageId() : 1 }),
  },
  "mail.mailTemplates": { expect: backOffice },
  "mail.mailTemplateGet": {
    expect: backOffice,
    input: () => ({ mail: "password-reset", key: "password-reset", language: "en" }),
  },
  // A key of its own, so the probe leaves the site's mails as they are.
  "mail.mailTemplateSave": {
    expect: backOffice,
    input: () => ({
      mail: "registration",
      key: "authorization-probe",
      language: "en",
      subject: "Probe",
      body: "{{link}}",
    }),
  },
  "mail.mailTemplateReset": {
    expect: backOffice,
    input: () => ({ mail: "registration", key: "authorization-probe", language: "en" }),
  },
  "mail.mailTemplatePreview": {
    expect: backOffice,
    input: () => ({ mail: "registration", language: "en", subject: "Probe", body: "{{link}}" }),
  },

  // ------------------------------------------------------------ site
  "site.commonsLanguages": { expect: everyone() },
  "site.commonsCountries": { expect: everyone() },
  "site.domainDetect": { expect: everyone() },
  "site.domainFilter": { expect: everyone() },
  "site.domainAllSites": { expect: backOffice },
  "site.checkoutSettingsGet": { expect: everyone() },
  "site.checkoutSettingsUpdate": { expect: backOffice, input: () => ({ cartType: 0 }) },
  "site.currencyConfigGet": { expect: everyone() },
  "site.userSettingGet": { expect: users(), input: () => ({ group: "global", key: "language" }) },
  // ------------------------------------------------------------ sitemap
  "sitemap.entries": { expect: everyone(), input: () => ({ kind: "products" }) },
  "sitemap.counts": { expect: everyone() },
  // ------------------------------------------------------------ events and documents
  "events.filter": { expect: everyone() },
  "events.get": { expect: everyone(), input: async () => ({ id: await publishedId("events") }) },
  "documents.filter": { expect: everyone(), input: () => ({ storeID: 58 }) },
  "documents.get": { expect: everyone(), input: async () => ({ id: await publishedId("documents") }) },
  // ------------------------------------------------------------ media manager
  "media.upload": { expect: backOffice, input: async () => ({ files: [{ field: "file", file: await probeImage() }] }) },
  "media.filterStandard": { expect: backOffice },
  "media.update": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, alts: { en: "probe" } }),
  },
  "media.delete": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "shopAdmin.orders": { expect: backOffice },
  "shopAdmin.order": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ slug: "DS-2000-999999" }) },
  "shopAdmin.markOrderPaid": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ slug: "DS-2000-999999" }),
  },
  "shopAdmin.cancelOrder": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ slug: "DS-2000-999999" }) },
  "shopAdmin.markOrderShipped": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ slug: "DS-2000-999999", carrier: "Probe", trackingUrl: "https://track.example.com/1" }),
  },
  "shopAdmin.markOrderDelivered": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ slug: "DS-2000-999999" }),
  },
  "shopAdmin.paymentMethods": { expect: backOffice },
  "shopAdmin.savePaymentInstructions": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, instructions: {} }),
  },
  "shopAdmin.deliveryMethods": { expect: backOffice },
  "shopAdmin.deliveryMethod": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "shopAdmin.saveDeliveryMethod": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({
      id: 2_000_000_000,
      names: { en: "Probe" },
      descriptions: {},
      price: 0,
      countries: "ALL" as const,
      active: true,
      handsOver: true,
      position: 0,
    }),
  },
  // A code the demo's courier has: the back-office user is refused for the input, and nothing is created.
  "shopAdmin.createDeliveryMethod": {
    expect: { ...backOffice, backoffice: 409 },
    input: () => ({
      code: "courier",
      names: { en: "Probe" },
      descriptions: {},
      price: 0,
      countries: "ALL" as const,
      active: false,
      handsOver: true,
      position: 0,
    }),
  },
  "shopAdmin.deleteDeliveryMethod": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000 }),
  },
  "shopAdmin.addDeliveryBranch": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ methodId: 2_000_000_000, names: { en: "Probe" } }),
  },
  "shopAdmin.saveDeliveryBranch": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, names: { en: "Probe" }, active: true }),
  },
  "shopAdmin.removeDeliveryBranch": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000 }),
  },
  "categoriesAdmin.categories": { expect: backOffice },
  "categoriesAdmin.category": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "categoriesAdmin.saveCategory": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({
      id: 2_000_000_000,
      parentId: null,
      position: 0,
      texts: {
        en: { name: "Probe", slug: "probe", description: "" },
        hr: { name: "Proba", slug: "proba", description: "" },
      },
      mediaId: null,
    }),
  },
  // A parent that is not there: the back-office user is refused for the input, and nothing is created.
  "categoriesAdmin.createCategory": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({
      parentId: 2_000_000_000,
      texts: {
        en: { name: "Probe", slug: "probe", description: "" },
        hr: { name: "Proba", slug: "proba", description: "" },
      },
      mediaId: null,
    }),
  },
  "categoriesAdmin.deleteCategory": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000 }),
  },
  "couponsAdmin.coupons": { expect: backOffice },
  "couponsAdmin.coupon": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  // A code the demo has: the back-office user is refused for the input, and nothing is created.
  "couponsAdmin.createCoupon": {
    expect: { ...backOffice, backoffice: 409 },
    input: () => ({ code: demoCoupons.percent.code, ...couponProbe }),
  },
  "couponsAdmin.saveCoupon": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, ...couponProbe }),
  },
  "couponsAdmin.setCouponActive": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, active: false }),
  },
  "couponsAdmin.deleteCoupon": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "shopAdmin.eProducts": { expect: backOffice },
  "shopAdmin.eProduct": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "shopAdmin.saveEProductDelivery": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, deliveryType: "code" as const }),
  },
  "shopAdmin.addEProductCodes": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, codes: "A-1" }),
  },
  "shopAdmin.uploadEProductFile": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, files: [{ field: "files", file: new File(["%PDF-1.4"], "book.pdf") }] }),
  },
  "shopAdmin.removeEProductCode": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, codeId: 2_000_000_000 }),
  },
  // ------------------------------------------------------------ catalogue back office
  "catalogAdmin.products": { expect: backOffice },
  "catalogAdmin.product": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "catalogAdmin.saveProduct": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, ...probeProduct(false) }),
  },
  "catalogAdmin.newProduct": { expect: backOffice },
  // A SKU of the wrong form: the back-office user is refused for the input, and nothing is created.
  "catalogAdmin.createProduct": {
    expect: { ...backOffice, backoffice: 400 },
    input: () => ({ sku: "-probe", ...probeProduct(true) }),
  },
  "catalogAdmin.deleteProduct": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  // Decision 0114: a product's personalization fields; a product or field that does not exist.
  "catalogAdmin.createCustomOption": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ productId: 2_000_000_000, code: "probe", type: "text", ...probeOption }),
  },
  "catalogAdmin.saveCustomOption": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ productId: 2_000_000_000, id: 2_000_000_000, ...probeOption }),
  },
  "catalogAdmin.deleteCustomOption": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ productId: 2_000_000_000, id: 2_000_000_000 }),
  },
  // ------------------------------------------------------------ customers back office
  "customersAdmin.customers": { expect: backOffice },
  "customersAdmin.customer": { expect: { ...backOffice, backoffice: 404 }, input: () => ({ id: 2_000_000_000 }) },
  "customersAdmin.sendPasswordReset": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000 }),
  },
  "customersAdmin.resendConfirmation": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000 }),
  },
  "customersAdmin.signOutEverywhere": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000 }),
  },
  "customersAdmin.deleteCustomer": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000 }),
  },
  "customersAdmin.setBackofficeAccess": {
    expect: { ...backOffice, backoffice: 404 },
    input: () => ({ id: 2_000_000_000, isBackofficeUser: true }),
  },
};

/** A small real PNG for the upload probe. */
async function probeImage(): Promise<File> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "probe.png", { type: "image/png" });
}

/** A published demo event or document. */
async function publishedId(table: "events" | "documents"): Promise<number> {
  const row = await t.platform.services.db
    .selectFrom(table)
    .select("id")
    .where("status", "=", "published")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A redirect of the site, for the back-office user to delete. */
async function redirectId(): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.platform.services.db
    .insertInto("redirects")
    .values({
      site_id: SITE_ID,
      from_path: `/authorization-delete-${Date.now()}`,
      to_url: "/",
      status_code: 301,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The version of the post a back-office caller edits (any number for the others: they are refused first). */
async function postVersion(c: CallerContext): Promise<number> {
  if (c.caller !== "backoffice") return 1;
  return (await t.call(contract.publishing.postEdit, { id: postId }, c.headers)).version;
}

/** A message of the site's outbox, for the back-office user to send again. */
function outboxMessageId(): Promise<number> {
  return queueMail(t.platform.services, {
    siteId: SITE_ID,
    to: "authorization@example.com",
    subject: "Authorization probe",
    text: "probe",
    html: "<p>probe</p>",
    kind: "probe",
  });
}

const endpoints = contractEndpoints;

const contexts = {} as Record<Caller, CallerContext>;

async function signedIn(caller: Caller): Promise<CallerContext> {
  const { email, headers } = await signedInUser(t);
  if (caller === "backoffice")
    await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), email, true);
  return { caller, headers };
}

beforeAll(async () => {
  t = await startTestPlatform();
  const db = t.platform.services.db;
  productId = await demoSimpleProductId(t);
  bundleId = (await t.call(contract.catalog.productGet, { slug: demoCatalogFacts.bundleSlug })).id;
  categoryId = (
    await db
      .selectFrom("categories")
      .select("id")
      .where("site_id", "=", SITE_ID)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;
  postId = (await t.call(contract.cms.finderDecide, { params: ["privacy-policy"] })).id;
  contexts.anonymous = { caller: "anonymous", headers: {} };
  contexts.customer = await signedIn("customer");
  contexts.backoffice = await signedIn("backoffice");
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function callAs(e: Endpoint, entry: Entry, c: CallerContext): Promise<{ status: number; body: unknown }> {
  const input = (await entry.input?.(c)) ?? {};
  const headers = { ...c.headers, ...(await entry.headers?.(c)) };
  return t.answer(e, input as never, headers);
}

describe("authorization of every platform route", () => {
  it("the table names every endpoint of the contract, and nothing else", () => {
    const names = endpoints.map(([name]) => name).sort();
    expect(
      names.filter((name) => !(name in table)),
      "endpoints without an entry",
    ).toEqual([]);
    expect(
      Object.keys(table).filter((name) => !names.includes(name)),
      "entries without an endpoint",
    ).toEqual([]);
  });

  describe.each(endpoints)("%s", (name, e) => {
    it.each(callers)("as %s", async (caller) => {
      const entry = table[name];
      expect(entry, `no entry for ${name}`).toBeDefined();
      const expected = entry.expect[caller];
      const { status, body } = await callAs(e, entry, contexts[caller]);
      // Exact statuses: an allowed caller whose input is refused (400, 404) is thereby checked not
      // to be refused for who they are (401, 403), and a refused caller to be refused for that.
      expect(status, `${e.method} /api/${e.path} as ${caller}: ${JSON.stringify(body).slice(0, 300)}`).toBe(expected);
    });
  });
});
