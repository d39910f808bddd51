/**
 * Accounts (spec sections 3 to 8): users, registration and e-mail verification, login with
 * rotated refresh tokens, passwords, addresses, member cards, wishlists, the user's orders and
 * settings. Tokens live in tokens.ts, the mailed single-use links in one-time-tokens.ts, passwords in
 * passwords.ts, the per-call session check in active-sessions.ts, attempt limits in rate-limit.ts;
 * mail goes through the outbox (server/modules/mail). Every mutation is one transaction.
 */
export { AccountsError, messages as accountMessages } from "./errors";
export {
  accessTokenTtl,
  signAccessToken,
  signClaims,
  verifyAccessToken,
  hashToken,
  newOpaqueToken,
  type AccessClaims,
} from "./tokens";
export { hashPassword, verifyPassword, needsRehash, passwordParams } from "./passwords";
export { isMemberCardUsable, isMemberCardHeldBy, claimMemberCard, countMemberCardCheck } from "./member-cards";
export { ATTEMPT_LIMITS, countAttempt, hit, isLimited, perAddress, type Limit } from "./rate-limit";
export { activeSession, SESSION_CACHE_TAG, type ActiveSession } from "./active-sessions";
export {
  register,
  verifyEmail,
  updateProfile,
  resendOwnConfirmation,
  loadUser,
  userEmailOf,
  isRegistered,
  getInterfaceLanguage,
  getUserSetting,
  setInterfaceLanguage,
  setUserSetting,
  setBackofficeUser,
  normalizeEmail,
  VERIFY_TTL_MS,
  attachToConfirmedAccount,
} from "./users";
export {
  login,
  refreshSession,
  logout,
  socialLogin,
  changePassword,
  forgotPassword,
  setPassword,
  checkResetToken,
  REFRESH_TTL_MS,
  REFRESH_REUSE_GRACE_MS,
  RESET_TTL_MS,
} from "./sessions";
export { listAddresses, createAddress, updateAddress, deleteAddress, findUserAddress } from "./addresses";
export { toggleWishlist, wishlistPage } from "./wishlist";
export { listOrders, getOrder, orderDetailOf, orderPage, shipsSomething, toShip, type OrderFilter } from "./orders";
export {
  listCustomers,
  customerDetail,
  sendCustomerPasswordReset,
  resendCustomerConfirmation,
  signOutCustomer,
  setCustomerBackoffice,
} from "./admin";
export { deleteOwnAccount, deleteCustomer, eraseAccount } from "./erase";
export { seedDemoAccounts, demoAccounts } from "./seed";
