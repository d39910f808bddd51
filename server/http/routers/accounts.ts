import type { Hono } from "hono";
import { accounts as contract, type Endpoint } from "#server/contract";
import {
  changePassword,
  checkResetToken,
  countMemberCardCheck,
  createAddress,
  deleteOwnAccount,
  deleteAddress,
  forgotPassword,
  getInterfaceLanguage,
  getOrder,
  isMemberCardUsable,
  listAddresses,
  listOrders,
  loadUser,
  login,
  logout,
  refreshSession,
  register,
  resendOwnConfirmation,
  setInterfaceLanguage,
  setPassword,
  socialLogin,
  toggleWishlist,
  updateAddress,
  updateProfile,
  verifyEmail,
  wishlistPage,
} from "#server/modules/accounts";
import { cancelOwnOrder, payOwnOrder } from "#server/modules/orders";
import { forbidden } from "../errors";
import { mount, type Handler, type PlatformEnv } from "../mount";
import { callerFacts, requireBackoffice, requireUser } from "../scope";

/** Every accounts answer is personal (tokens, profiles, orders): no cache may keep it. */
function personal<E extends Endpoint>(app: Hono<PlatformEnv>, e: E, handler: Handler<E>): void {
  mount(app, e, handler, { noStore: true });
}

export function mountAccounts(app: Hono<PlatformEnv>): void {
  // ------------------------------------------------------------ registration and sessions
  personal(app, contract.register, (input, s) => register(s.services, s, input, callerFacts(s)));
  personal(app, contract.verify, (input, s) => verifyEmail(s.services, s, input.token));
  personal(app, contract.login, (input, s) => login(s.services, s, input, s.clientAddress));
  personal(app, contract.refresh, (_, s) => refreshSession(s.services, s, s.refreshToken, s.clientAddress));
  personal(app, contract.logout, (input, s) => logout(s.services, s, input.refreshToken ?? s.refreshToken));
  personal(app, contract.socialLogin, (input, s) => {
    if (!s.fromStorefront) throw forbidden("Forbidden");
    return socialLogin(s.services, s, input);
  });

  // ------------------------------------------------------------ profile
  personal(app, contract.profile, (_, s) => loadUser(s.services, requireUser(s)));
  // requireBackoffice reads the stored flag (the request's session check), not the token's.
  personal(app, contract.adminProfile, (_, s) => loadUser(s.services, requireBackoffice(s)));
  personal(app, contract.interfaceLanguageGet, async (_, s) => ({
    language: await getInterfaceLanguage(s.services, requireBackoffice(s)),
  }));
  personal(app, contract.interfaceLanguageSet, async (input, s) => ({
    language: await setInterfaceLanguage(s.services, requireBackoffice(s), input.language),
  }));
  personal(app, contract.updateProfile, (input, s) =>
    updateProfile(s.services, requireUser(s), input, s.clientAddress),
  );

  personal(app, contract.confirmationResend, (_, s) => resendOwnConfirmation(s.services, requireUser(s)));

  personal(app, contract.deleteAccount, (input, s) => deleteOwnAccount(s.services, requireUser(s), input));

  // ------------------------------------------------------------ passwords
  personal(app, contract.passwordReset, (input, s) =>
    changePassword(s.services, requireUser(s), s.auth?.jti ?? null, input),
  );
  personal(app, contract.passwordForgot, (input, s) => forgotPassword(s.services, s, input, callerFacts(s)));
  personal(app, contract.passwordSet, (input, s) => setPassword(s.services, s, input, s.clientAddress));
  personal(app, contract.passwordResetCheck, (input, s) =>
    checkResetToken(s.services, s, input.token, s.clientAddress),
  );

  // ------------------------------------------------------------ addresses
  personal(app, contract.addressList, (_, s) => listAddresses(s.services, requireUser(s)));
  personal(app, contract.addressCreate, (input, s) => createAddress(s.services, requireUser(s), input));
  personal(app, contract.addressUpdate, (input, s) => {
    const { id, ...address } = input;
    return updateAddress(s.services, requireUser(s), id, address);
  });
  personal(app, contract.addressDelete, (input, s) => deleteAddress(s.services, requireUser(s), input.id));

  // ------------------------------------------------------------ member cards, wishlist, orders
  personal(app, contract.memberCardCheck, async (input, s) => {
    const { userId } = requireUser(s);
    await countMemberCardCheck(s.services.db, userId, s.clientAddress);
    return { isValid: await isMemberCardUsable(s.services.db, s.site.id, input.barcode, userId) };
  });
  personal(app, contract.wishlistToggle, (input, s) => toggleWishlist(s.services, requireUser(s), input.product_id));
  personal(app, contract.wishlistFilter, (input, s) => wishlistPage(s.services, requireUser(s), input));
  personal(app, contract.orderList, (input, s) => listOrders(s.services, requireUser(s), input));
  personal(app, contract.orderGet, (input, s) => getOrder(s.services, requireUser(s), input.slug));
  personal(app, contract.orderCancel, (input, s) => cancelOwnOrder(s.services, requireUser(s), input.slug));
  personal(app, contract.orderPay, (input, s) => payOwnOrder(s.services, requireUser(s), input, callerFacts(s)));
}
