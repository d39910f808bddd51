import type { Hono } from "hono";
import { accounts as contract, type Endpoint } from "../../contract";
import {
  AccountsError,
  changePassword,
  countMemberCardCheck,
  createAddress,
  deleteAddress,
  forgotPassword,
  getOrder,
  isMemberCardUsable,
  listAddresses,
  listOrders,
  loadUser,
  login,
  logout,
  refreshSession,
  register,
  setPassword,
  socialLogin,
  toggleWishlist,
  updateAddress,
  updateProfile,
  verifyEmail,
  wishlistPage,
} from "../../modules/accounts";
import { answering, forbidden } from "../errors";
import { mount, type Handler, type PlatformEnv } from "../mount";
import { requireBackoffice, requireUser } from "../scope";

/** Accounts failures answer with their own message and status. */
const answer = <T>(work: () => Promise<T>) => answering(AccountsError, work);

/** Every accounts answer is personal (tokens, profiles, orders): no cache may keep it. */
function personal<E extends Endpoint>(app: Hono<PlatformEnv>, e: E, handler: Handler<E>): void {
  mount(app, e, handler, { noStore: true });
}

export function mountAccounts(app: Hono<PlatformEnv>): void {
  // ------------------------------------------------------------ registration and sessions
  personal(app, contract.register, (input, s) =>
    answer(() => register(s.services, s.site, s.language, input, { trustedStorefront: s.fromStorefront, clientAddress: s.clientAddress })),
  );
  personal(app, contract.verify, (input, s) => answer(() => verifyEmail(s.services, s.site, input.token)));
  personal(app, contract.login, (input, s) => answer(() => login(s.services, s.site, input, s.clientAddress)));
  personal(app, contract.refresh, (_, s) => answer(() => refreshSession(s.services, s.site, s.refreshToken, s.clientAddress)),
  );
  personal(app, contract.logout, (input, s) => answer(() => logout(s.services, s.site, input.refreshToken ?? s.refreshToken)),
  );
  personal(app, contract.socialLogin, (input, s) => {
    if (!s.fromStorefront) throw forbidden("Forbidden");
    return answer(() => socialLogin(s.services, s.site, input));
  });

  // ------------------------------------------------------------ profile
  personal(app, contract.profile, (_, s) => answer(() => loadUser(s.services, s.site, requireUser(s))));
  // requireBackoffice reads the stored flag (the request's session check), not the token's.
  personal(app, contract.adminProfile, (_, s) => answer(() => loadUser(s.services, s.site, requireBackoffice(s))));
  personal(app, contract.updateProfile, (input, s) => answer(() => updateProfile(s.services, s.site, s.language, requireUser(s), input)));

  // ------------------------------------------------------------ passwords
  personal(app, contract.passwordReset, (input, s) =>
    answer(() => changePassword(s.services, s.site, requireUser(s), s.auth?.jti ?? null, input)),
  );
  personal(app, contract.passwordForgot, (input, s) =>
    answer(() => forgotPassword(s.services, s.site, s.language, input, { trustedStorefront: s.fromStorefront, clientAddress: s.clientAddress })),
  );
  personal(app, contract.passwordSet, (input, s) => answer(() => setPassword(s.services, s.site, input, s.clientAddress)));

  // ------------------------------------------------------------ addresses
  personal(app, contract.addressList, (_, s) => listAddresses(s.services, requireUser(s)));
  personal(app, contract.addressCreate, (input, s) => answer(() => createAddress(s.services, requireUser(s), input)));
  personal(app, contract.addressUpdate, (input, s) => {
    const { id, ...address } = input;
    return answer(() => updateAddress(s.services, requireUser(s), id, address));
  });
  personal(app, contract.addressDelete, (input, s) => answer(() => deleteAddress(s.services, requireUser(s), input.id)));

  // ------------------------------------------------------------ member cards, wishlist, orders
  personal(app, contract.memberCardCheck, (input, s) =>
    answer(async () => {
      const userId = requireUser(s);
      await countMemberCardCheck(s.services.db, userId, s.clientAddress);
      return { isValid: await isMemberCardUsable(s.services.db, s.site.id, input.barcode, userId) };
    }),
  );
  personal(app, contract.wishlistToggle, (input, s) => answer(() => toggleWishlist(s.services, s.site, requireUser(s), input.product_id)));
  personal(app, contract.wishlistFilter, (input, s) => wishlistPage(s.services, s.site, s.language, requireUser(s), input));
  personal(app, contract.orderList, (input, s) => listOrders(s.services, s.site, requireUser(s), input));
  personal(app, contract.orderGet, (input, s) => answer(() => getOrder(s.services, s.site, requireUser(s), input.slug)));
}
