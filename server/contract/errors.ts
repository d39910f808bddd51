/**
 * Spec section 8: every error the platform answers is `{ errored: true, code, message, statusCode }`.
 * `message` is the spec's wording (it may change, and the storefront never compares it); `code` is a
 * stable machine name the storefront decides by. A message of the catalogue below always answers
 * with its code; any other (a validation's details, an unknown path) with the code of its status.
 * docs/api.md lists them (generated from this file).
 */
import { accountsMessages } from "./accounts";
import { cartMessages } from "./cart";
import { categoryAdminMessages } from "./categories-admin";
import { catalogMessages } from "./catalog";
import { catalogAdminMessages } from "./catalog-admin";
import { checkoutMessages } from "./checkout";
import { cmsMessages } from "./cms";
import { consentMessages } from "./consents";
import { couponAdminMessages } from "./coupons-admin";
import { customersAdminMessages } from "./customers-admin";
import { documentMessages } from "./documents";
import { eventMessages } from "./events";
import { commentMessages } from "./comments";
import { formMessages } from "./forms";
import { mailMessages, mailTemplateMessages } from "./mail";
import { mediaMessages } from "./media";
import { pageAddressMessages, pageRemovalMessages, publishingMessages } from "./publishing";
import { redirectMessages } from "./redirects";
import { shopAdminMessages } from "./shop-admin";
import { textLimitMessages } from "./text-limits";

/** The platform's own refusals, before any service answers. */
export const platformMessages = {
  apiKeyMissing: "API key is missing.",
  apiKeyUnknown: "Unknown API key.",
  siteMismatch: "The API key does not belong to this site.",
  noSite: "No site is configured.",
  storeUndefined: "Store is not defined",
  malformedJson: "Malformed JSON body.",
  bodyNotObject: "The body must be a JSON object.",
  malformedMultipart: "Malformed multipart body.",
  unsupportedContentType: "Unsupported content type: the body must be application/json.",
  crossOrigin: "Cross-origin request refused.",
  unreachable: "The platform is unreachable.",
  paymentNotFound: "Payment not found.",
  internal: "Internal server error",
  unavailable: "Service temporarily unavailable.",
} as const;

/** Each code with its message. One message has one code: a message shared by several services (a
 * missing user, a product not found) means the same thing everywhere. */
export const errorMessages = {
  API_KEY_MISSING: platformMessages.apiKeyMissing,
  API_KEY_UNKNOWN: platformMessages.apiKeyUnknown,
  SITE_MISMATCH: platformMessages.siteMismatch,
  NO_SITE: platformMessages.noSite,
  STORE_UNDEFINED: platformMessages.storeUndefined,
  MALFORMED_JSON: platformMessages.malformedJson,
  BODY_NOT_OBJECT: platformMessages.bodyNotObject,
  MALFORMED_MULTIPART: platformMessages.malformedMultipart,
  UNSUPPORTED_CONTENT_TYPE: platformMessages.unsupportedContentType,
  CROSS_ORIGIN: platformMessages.crossOrigin,
  PLATFORM_UNREACHABLE: platformMessages.unreachable,
  INTERNAL_ERROR: platformMessages.internal,
  UNAVAILABLE: platformMessages.unavailable,

  NO_ACTIVE_USER: accountsMessages.noActiveUser,
  INVALID_ACCESS_TOKEN: accountsMessages.invalidAccess,
  INVALID_REFRESH_TOKEN: accountsMessages.invalidRefresh,
  FORBIDDEN: accountsMessages.forbidden,
  USER_EXISTS: accountsMessages.userExists,
  UNKNOWN_LOGIN: accountsMessages.unknownLogin,
  INCORRECT_OLD_PASSWORD: accountsMessages.incorrectOldPassword,
  SAME_PASSWORD: accountsMessages.samePassword,
  COMMON_PASSWORD: accountsMessages.commonPassword,
  PASSWORD_NEEDED: accountsMessages.passwordNeeded,
  TOO_MANY_LOGINS: accountsMessages.tooManyLogins,
  TOO_MANY_ATTEMPTS: accountsMessages.tooManyAttempts,
  UNVERIFIED_SOCIAL_EMAIL: accountsMessages.unverifiedSocialEmail,
  MEMBER_CARD_INVALID: accountsMessages.invalidMemberCard,
  UNKNOWN_COUNTRY: accountsMessages.unknownCountry,
  INVALID_VERIFICATION: accountsMessages.invalidVerification,
  EMAIL_ALREADY_CONFIRMED: accountsMessages.emailAlreadyConfirmed,
  INVALID_RESET: accountsMessages.invalidReset,
  ADDRESS_NOT_FOUND: accountsMessages.addressNotFound,
  ORDER_NOT_FOUND: accountsMessages.orderNotFound,
  USER_NOT_FOUND: accountsMessages.userNotFound,
  FOREIGN_LINK: accountsMessages.foreignLink,
  DELETE_EMAIL_MISMATCH: accountsMessages.deleteEmailMismatch,
  ACCOUNT_OPEN_ORDERS: accountsMessages.openOrders,
  ORDER_NOT_CANCELLABLE: accountsMessages.orderNotCancellable,
  ORDER_NOT_PAYABLE: accountsMessages.orderNotPayable,
  CUSTOMER_OWN_ACCESS: customersAdminMessages.ownAccess,
  CUSTOMER_ALREADY_CONFIRMED: customersAdminMessages.alreadyConfirmed,
  CUSTOMER_OWN_DELETE: customersAdminMessages.ownDelete,
  CUSTOMER_LAST_BACKOFFICE: customersAdminMessages.lastBackoffice,

  PRODUCT_NOT_FOUND: catalogMessages.productNotFound,
  CATEGORY_NOT_FOUND: catalogMessages.categoryNotFound,
  NOT_A_BUNDLE: catalogMessages.notABundle,
  PRODUCT_NAME_MISSING: catalogAdminMessages.productNameMissing,
  PRODUCT_SLUG_TAKEN: catalogAdminMessages.productSlugTaken,
  FINAL_ABOVE_RETAIL: catalogAdminMessages.finalAboveRetail,
  MEMBERSHIP_ABOVE_FINAL: catalogAdminMessages.membershipAboveFinal,
  PRODUCT_CATEGORY_NOT_FOUND: catalogAdminMessages.productCategoryNotFound,
  PRODUCT_IMAGE_NOT_FOUND: catalogAdminMessages.productImageNotFound,
  STOCK_IS_CODE_POOL: catalogAdminMessages.stockIsCodePool,
  SKU_INVALID: catalogAdminMessages.skuInvalid,
  SKU_TAKEN: catalogAdminMessages.skuTaken,
  PRODUCT_ORDERED: catalogAdminMessages.productOrdered,
  PRODUCT_LINKED: catalogAdminMessages.productLinked,
  PRODUCT_HAS_VARIANTS: catalogAdminMessages.productHasVariants,
  PRODUCT_IN_BUNDLE: catalogAdminMessages.productInBundle,
  GALLERY_IMAGE_NOT_FOUND: catalogAdminMessages.galleryImageNotFound,
  GALLERY_DUPLICATE: catalogAdminMessages.galleryDuplicate,
  CROSS_SELL_UNKNOWN: catalogAdminMessages.crossSellUnknown,
  CROSS_SELL_SELF: catalogAdminMessages.crossSellSelf,
  CROSS_SELL_DUPLICATE: catalogAdminMessages.crossSellDuplicate,
  OPTION_CODE_INVALID: catalogAdminMessages.optionCodeInvalid,
  OPTION_CODE_TAKEN: catalogAdminMessages.optionCodeTaken,
  OPTION_LABEL_MISSING: catalogAdminMessages.optionLabelMissing,
  OPTIONS_TOO_MANY: catalogAdminMessages.optionsTooMany,
  OPTION_NOT_FOUND: catalogAdminMessages.optionNotFound,
  PAGE_NOT_FOUND: cmsMessages.pageNotFound,
  TERM_NOT_FOUND: cmsMessages.termNotFound,
  POST_NOT_FOUND: cmsMessages.postNotFound,

  CART_SESSION_INVALID: cartMessages.sessionInvalid,
  CART_ARCHIVED: cartMessages.archived,
  CART_SESSION_USED: cartMessages.sessionUsed,
  CONFIGURATION_NOT_SET: cartMessages.configurationNotSet,
  COMBINATION_UNAVAILABLE: cartMessages.combinationUnavailable,
  BUNDLE_ITEMS_MISSING: cartMessages.bundleItemsMissing,
  OPTION_REQUIRED: cartMessages.optionRequired,
  OPTION_INVALID: cartMessages.optionInvalid,
  OPTION_TOO_LONG: cartMessages.optionTooLong,
  INSUFFICIENT_STOCK: cartMessages.insufficientStock,
  ITEM_NOT_IN_CART: cartMessages.itemNotInCart,
  COUPON_NOT_FOUND: cartMessages.couponNotFound,
  COUPON_EXPIRED: cartMessages.couponExpired,
  COUPON_NOT_STARTED: cartMessages.couponNotStarted,
  COUPON_USED_UP: cartMessages.couponUsedUp,
  COUPON_MINIMUM: cartMessages.couponMinimum,
  CATEGORY_TEXTS_MISSING: categoryAdminMessages.textsMissing,
  CATEGORY_SLUG_INVALID: categoryAdminMessages.slugInvalid,
  CATEGORY_SLUG_TAKEN: categoryAdminMessages.slugTaken,
  CATEGORY_PARENT_CYCLE: categoryAdminMessages.parentCycle,
  CATEGORY_IMAGE_NOT_FOUND: categoryAdminMessages.imageNotFound,
  CATEGORY_HAS_SUBCATEGORIES: categoryAdminMessages.hasSubcategories,
  CATEGORY_IN_MENU: categoryAdminMessages.inMenu,
  CATEGORY_SORTS_INVALID: categoryAdminMessages.sortsInvalid,
  COUPON_CODE_INVALID: couponAdminMessages.codeInvalid,
  COUPON_CODE_TAKEN: couponAdminMessages.codeTaken,
  COUPON_PERCENT_INVALID: couponAdminMessages.percentInvalid,
  COUPON_AMOUNT_INVALID: couponAdminMessages.amountInvalid,
  COUPON_MINIMUM_INVALID: couponAdminMessages.minimumInvalid,
  COUPON_DATE_INVALID: couponAdminMessages.dateInvalid,
  COUPON_DATES_REVERSED: couponAdminMessages.datesReversed,
  COUPON_USAGE_LIMIT_INVALID: couponAdminMessages.usageLimitInvalid,
  COUPON_USAGE_LIMIT_BELOW_USED: couponAdminMessages.usageLimitBelowUsed,
  COUPON_USED: couponAdminMessages.couponUsed,
  CART_WRONG_OWNER: cartMessages.wrongOwner,
  INVALID_QUANTITY: cartMessages.invalidQuantity,
  CART_TOO_LARGE: cartMessages.cartTooLarge,

  SHIPPING_METHOD_UNDEFINED: checkoutMessages.shippingMethodUndefined,
  SHIPPING_METHOD_NOT_FOUND: checkoutMessages.shippingMethodNotFound,
  SHIPPING_BRANCH_UNDEFINED: checkoutMessages.shippingBranchUndefined,
  PAYMENT_METHOD_UNDEFINED: checkoutMessages.paymentMethodUndefined,
  PAYMENT_METHOD_NOT_FOUND: checkoutMessages.paymentMethodNotFound,
  ADDRESSES_MISSING: checkoutMessages.addressMissing,
  CHECKOUT_ADDRESS_NOT_FOUND: checkoutMessages.addressNotFound,
  COUNTRY_NOT_ALLOWED: checkoutMessages.countryNotAllowed,
  COMPANY_INCOMPLETE: checkoutMessages.companyIncomplete,
  NAME_INVALID: checkoutMessages.nameInvalid,
  OIB_INVALID: checkoutMessages.oibInvalid,
  PHONE_NUMBER_INVALID: checkoutMessages.phoneInvalid,
  POSTAL_CODE_INVALID: checkoutMessages.postalCodeInvalid,
  CART_EMPTY: checkoutMessages.emptyCart,
  CHECKOUT_DISABLED: checkoutMessages.checkoutDisabled,
  LOGIN_REQUIRED: checkoutMessages.loginRequired,
  CONSENT_REQUIRED: checkoutMessages.consentRequired,
  CART_CHANGED: checkoutMessages.cartChanged,
  MEMBER_CARD_EXPIRED: checkoutMessages.memberCardInvalid,
  RETURN_URL_INVALID: checkoutMessages.returnUrlInvalid,
  CHECKOUT_ORDER_NOT_FOUND: checkoutMessages.orderNotFound,
  PAYMENT_SIGNATURE_INVALID: checkoutMessages.paymentSignatureInvalid,
  PAYMENT_ALREADY_PROCESSED: checkoutMessages.paymentAlreadyProcessed,
  PAYMENT_TIMED_OUT: checkoutMessages.paymentTimedOut,
  PAYMENT_AFTER_CANCEL: checkoutMessages.paymentAfterCancel,
  PAYMENT_SUPERSEDED: checkoutMessages.paymentSuperseded,
  ORDER_NOT_AWAITING_OFFLINE_PAYMENT: shopAdminMessages.orderNotAwaitingOfflinePayment,
  ORDER_NOT_SHIPPABLE: shopAdminMessages.orderNotShippable,
  ORDER_SHIPS_NOTHING: shopAdminMessages.orderShipsNothing,
  ORDER_ALREADY_SHIPPED: shopAdminMessages.orderAlreadyShipped,
  ORDER_NOT_SHIPPED: shopAdminMessages.orderNotShipped,
  ORDER_ALREADY_DELIVERED: shopAdminMessages.orderAlreadyDelivered,
  ORDER_SHIPPED_NOT_CANCELLABLE: shopAdminMessages.orderShippedNotCancellable,
  CARRIER_TOO_LONG: shopAdminMessages.carrierTooLong,
  TRACKING_NUMBER_TOO_LONG: shopAdminMessages.trackingNumberTooLong,
  TRACKING_URL_INVALID: shopAdminMessages.trackingUrlInvalid,
  INSTRUCTIONS_PLACEHOLDER_UNKNOWN: shopAdminMessages.instructionsPlaceholderUnknown,
  EPRODUCT_NOT_FOUND: shopAdminMessages.eProductNotFound,
  DELIVERY_LINK_MISSING: shopAdminMessages.deliveryLinkMissing,
  DELIVERY_NOT_CODES: shopAdminMessages.deliveryNotCodes,
  TOO_MANY_CODES: shopAdminMessages.tooManyCodes,
  CODE_HELD: shopAdminMessages.codeHeld,
  CODE_TOO_LONG: shopAdminMessages.codeTooLong,
  DELIVERY_CODES_HELD: shopAdminMessages.deliveryCodesHeld,
  DELIVERY_FILE_REFUSED: shopAdminMessages.deliveryFileRefused,
  DELIVERY_METHOD_NOT_FOUND: shopAdminMessages.deliveryMethodNotFound,
  DELIVERY_NAME_MISSING: shopAdminMessages.deliveryNameMissing,
  DELIVERY_COUNTRY_NOT_ALLOWED: shopAdminMessages.deliveryCountryNotAllowed,
  DELIVERY_BRANCH_NOT_FOUND: shopAdminMessages.deliveryBranchNotFound,
  DELIVERY_BRANCH_NAME_MISSING: shopAdminMessages.deliveryBranchNameMissing,
  DELIVERY_BRANCH_USED: shopAdminMessages.deliveryBranchUsed,
  DELIVERY_LAST_BRANCH: shopAdminMessages.deliveryLastBranch,
  DELIVERY_CODE_INVALID: shopAdminMessages.deliveryCodeInvalid,
  DELIVERY_CODE_TAKEN: shopAdminMessages.deliveryCodeTaken,
  DELIVERY_METHOD_USED: shopAdminMessages.deliveryMethodUsed,
  DOWNLOAD_LINK_INVALID: checkoutMessages.downloadInvalid,
  PAYMENT_NOT_FOUND: platformMessages.paymentNotFound,

  CONSENTS_NOT_FETCHED: consentMessages.notFetched,
  CONSENT_LOG_FAILED: consentMessages.logFailed,
  CONSENT_UNKNOWN: consentMessages.unknown,
  CONSENT_NOT_FOUND: consentMessages.notFound,
  CONSENT_NUMBER_TAKEN: consentMessages.numberTaken,
  CONSENT_NUMBER_INVALID: consentMessages.numberInvalid,
  CONSENT_TEXT_EMPTY: consentMessages.textEmpty,
  CONSENT_LISTED_TWICE: consentMessages.listedTwice,
  CONSENT_REQUIRED_NOT_SHOWN: consentMessages.requiredNotShown,
  CONSENT_INACTIVE: consentMessages.inactive,
  CONSENT_LOGGED: consentMessages.logged,

  REDIRECT_FROM_INVALID: redirectMessages.fromInvalid,
  REDIRECT_TO_INVALID: redirectMessages.toInvalid,
  REDIRECT_TO_ITSELF: redirectMessages.sameTarget,
  REDIRECT_LOOP: redirectMessages.loop,
  REDIRECT_STATUS_INVALID: redirectMessages.statusInvalid,
  REDIRECT_NOT_FOUND: redirectMessages.redirectNotFound,

  EVENT_NOT_FOUND: eventMessages.eventNotFound,
  DOCUMENT_NOT_FOUND: documentMessages.documentNotFound,

  MAIL_MESSAGE_NOT_FOUND: mailMessages.messageNotFound,
  MAIL_TEMPLATE_KEY_INVALID: mailTemplateMessages.keyInvalid,
  MAIL_TEMPLATE_KEY_TAKEN: mailTemplateMessages.keyTaken,
  MAIL_TEMPLATE_SUBJECT_INVALID: mailTemplateMessages.subjectInvalid,
  MAIL_TEMPLATE_BODY_INVALID: mailTemplateMessages.bodyInvalid,
  MAIL_TEMPLATE_PLACEHOLDER_UNKNOWN: mailTemplateMessages.placeholderUnknown,
  MAIL_TEMPLATE_PLACEHOLDER_MISSING: mailTemplateMessages.placeholderMissing,

  MEDIA_NOT_FOUND: mediaMessages.mediaNotFound,
  MEDIA_TOO_MANY_FILES: mediaMessages.tooManyFiles,
  MEDIA_NO_FILES: mediaMessages.noFiles,
  MEDIA_TYPE_REFUSED: mediaMessages.imageRefused,
  MEDIA_IN_USE: mediaMessages.mediaInUse,

  ALREADY_SUBSCRIBED: formMessages.alreadySubscribed,
  EMAIL_INVALID: formMessages.emailInvalid,
  PHONE_INVALID: formMessages.phoneInvalid,
  FIELD_MANDATORY: formMessages.mandatory,
  OPT_IN_UNKNOWN: formMessages.tokenUnknown,
  OPT_IN_USED: formMessages.tokenUsed,
  OPT_IN_EXPIRED: formMessages.tokenExpired,
  DATE_INVALID: formMessages.dateInvalid,
  DATE_UNAVAILABLE: formMessages.dateUnavailable,
  OPTION_UNKNOWN: formMessages.optionUnknown,
  FORM_NOT_FOUND: formMessages.formNotFound,
  SUBMISSION_NOT_FOUND: formMessages.submissionNotFound,
  UPLOAD_TOO_MANY: formMessages.tooManyFiles,
  UPLOAD_TYPE_REFUSED: formMessages.fileTypeRefused,
  CAPTCHA_MISSING: formMessages.captchaMissing,
  CAPTCHA_FAILED: formMessages.captchaFailed,
  PRODUCT_IN_STOCK: formMessages.productInStock,

  COMMENTS_DISABLED: commentMessages.commentsDisabled,
  LOGGED_USERS_ONLY: commentMessages.loginToComment,
  SEND_CONTENT_OR_RATING: commentMessages.sendContentOrRating,
  RATE_TO_COMMENT: commentMessages.rateToComment,
  COMMENT_TO_RATE: commentMessages.commentToRate,
  ONE_USER_ONE_COMMENT: commentMessages.oneUserOneComment,
  RATING_OUT_OF_RANGE: commentMessages.ratingOutOfRange,
  COMMENT_EDIT_NOT_ALLOWED: commentMessages.commentEditNotAllowed,
  COMMENT_NOT_FOUND: commentMessages.commentNotFound,
  COMMENT_NAME_REQUIRED: commentMessages.nameRequired,

  ELEMENT_NOT_FOUND: cmsMessages.elementNotFound,
  ELEMENT_EXISTS: cmsMessages.elementExists,
  OPTION_VALUE_INVALID: cmsMessages.optionValueInvalid,
  SITE_PASSWORD_WRONG: cmsMessages.sitePasswordWrong,
  NAVIGATION_LINK_NOT_FOUND: cmsMessages.navigationLinkNotFound,
  NAVIGATION_PARENT_INVALID: cmsMessages.navigationParentInvalid,
  NAVIGATION_TARGET_MISSING: cmsMessages.navigationTargetMissing,
  LINK_TARGET_MISSING: cmsMessages.linkTargetMissing,
  MASTER_NOT_FOUND: cmsMessages.masterNotFound,
  EDIT_CONFLICT: publishingMessages.editConflict,
  SLUG_TOO_SHORT: publishingMessages.slugTooShort,
  SLUG_INVALID: publishingMessages.slugInvalid,
  SLUG_TAKEN: publishingMessages.slugTaken,
  NOTHING_TO_PUBLISH: publishingMessages.nothingToPublish,
  REVISION_NOT_FOUND: publishingMessages.revisionNotFound,
  TRANSLATION_SAME_LANGUAGE: publishingMessages.sameLanguage,
  ALREADY_TRANSLATED: publishingMessages.alreadyTranslated,
  HEADING_TOO_LONG: textLimitMessages.headingTooLong,
  ALT_TEXT_TOO_LONG: textLimitMessages.altTooLong,
  SECTION_TEXT_TOO_LONG: textLimitMessages.shortTextTooLong,
  NOT_A_POST: publishingMessages.notAPost,
  POST_CATEGORY_NOT_FOUND: publishingMessages.categoryNotFound,
  BLOG_CATEGORY_NOT_FOUND: publishingMessages.blogCategoryNotFound,
  BLOG_CATEGORY_SLUG_TAKEN: publishingMessages.blogCategorySlugTaken,
  BLOG_CATEGORY_IN_USE: publishingMessages.blogCategoryInUse,
  BLOG_CATEGORY_EMPTY: publishingMessages.blogCategoryEmpty,
  HOME_PAGE_PROTECTED: pageRemovalMessages.homePageProtected,
  PAGE_IN_USE: pageRemovalMessages.pageInUse,
  HOME_PAGE_ADDRESS_FIXED: pageAddressMessages.homePageAddressFixed,
  PAGE_ADDRESS_TAKEN: pageRemovalMessages.addressTaken,
} as const;

/** The code of a message outside the catalogue, by the answer's status. */
export const statusCodes = {
  400: "INVALID_INPUT",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_CONTENT_TYPE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_ERROR",
  502: "BAD_GATEWAY",
  503: "UNAVAILABLE",
} as const;

export type ErrorCode = keyof typeof errorMessages | (typeof statusCodes)[keyof typeof statusCodes];

const codeByMessage = new Map<string, ErrorCode>(
  Object.entries(errorMessages).map(([code, message]) => [message, code as ErrorCode]),
);

/** Catalogue messages that end a sentence, which an answer may follow with details (what uses a file). */
const detailedMessages = [...codeByMessage].filter(([message]) => message.endsWith("."));

/** The code of an error: its message's (also when details follow the message), else its status's
 * (a 4xx outside the list is INVALID_INPUT, a 5xx INTERNAL_ERROR). */
export function errorCodeOf(message: string, statusCode: number): ErrorCode {
  const known = codeByMessage.get(message);
  if (known) return known;
  const detailed = detailedMessages.find(([prefix]) => message.startsWith(`${prefix} `));
  if (detailed) return detailed[1];
  if (statusCode in statusCodes) return statusCodes[statusCode as keyof typeof statusCodes];
  return statusCode >= 500 ? "INTERNAL_ERROR" : "INVALID_INPUT";
}

/** The error envelope (spec section 8), built here only. */
export function errorBody(
  message: string,
  statusCode: number,
  details?: unknown,
): { errored: true; code: ErrorCode; message: string; statusCode: number; details?: unknown } {
  const body = { errored: true as const, code: errorCodeOf(message, statusCode), message, statusCode };
  return details === undefined ? body : { ...body, details };
}
