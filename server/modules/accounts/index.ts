/**
 * Accounts (spec sections 3 to 8): users, registration and e-mail verification, login with
 * rotated refresh tokens, passwords, addresses, member cards, wishlists, the user's orders and
 * settings. Tokens live in tokens.ts, passwords in passwords.ts; mail goes through the outbox
 * (server/modules/mail). Every mutation is one transaction.
 */
export { AccountsError, messages as accountMessages } from "./errors";
export { accessTokenTtl, signAccessToken, signClaims, verifyAccessToken, hashToken, newOpaqueToken, type AccessClaims } from "./tokens";
export { hashPassword, verifyPassword, needsRehash, PASSWORD_PARAMS } from "./passwords";
export { isMemberCardValid } from "./member-cards";
export { register, verifyEmail, updateProfile, loadUser, getUserSetting, setUserSetting, normalizeEmail, VERIFY_TTL_MS } from "./users";
export { login, refreshSession, logout, socialLogin, changePassword, forgotPassword, setPassword, LOGIN_LIMITS, REFRESH_TTL_MS, RESET_TTL_MS } from "./sessions";
export { listAddresses, createAddress, updateAddress, deleteAddress } from "./addresses";
export { toggleWishlist, wishlistPage } from "./wishlist";
export { listOrders, getOrder } from "./orders";
export { seedDemoAccounts, demoAccounts } from "./seed";
