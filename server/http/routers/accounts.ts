import type { Hono } from "hono";
import { accounts as contract } from "../../contract";
import {
  AccountsError,
  changePassword,
  createAddress,
  deleteAddress,
  forgotPassword,
  getOrder,
  isMemberCardValid,
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
import { mount, type PlatformEnv } from "../mount";
import { platformHeaders, requireBackoffice, requireUser } from "../scope";

/** Accounts failures answer with their own message and status. */
const answer = <T>(work: () => Promise<T>) => answering(AccountsError, work);

export function mountAccounts(app: Hono<PlatformEnv>): void {
  // ------------------------------------------------------------ registration and sessions
  mount(app, contract.register, (input, s) =>
    answer(() => register(s.services, s.site, s.language, input, { trustedStorefront: s.fromStorefront })),
  );
  mount(app, contract.verify, (input, s) => answer(() => verifyEmail(s.services, s.site, input.token)));
  mount(app, contract.login, (input, s) => answer(() => login(s.services, s.site, input, s.clientAddress)));
  mount(app, contract.refresh, (_, s, c) => answer(() => refreshSession(s.services, s.site, c.req.header(platformHeaders.refreshToken))));
  mount(app, contract.logout, (input, s, c) =>
    answer(() => logout(s.services, s.site, input.refreshToken ?? c.req.header(platformHeaders.refreshToken))),
  );
  mount(app, contract.socialLogin, (input, s) => {
    if (!s.fromStorefront) throw forbidden("Forbidden");
    return answer(() => socialLogin(s.services, s.site, input));
  });

  // ------------------------------------------------------------ profile
  mount(app, contract.profile, (_, s) => answer(() => loadUser(s.services, s.site, requireUser(s))));
  mount(app, contract.adminProfile, async (_, s) => {
    const userId = requireBackoffice(s);
    const user = await answer(() => loadUser(s.services, s.site, userId));
    // The token may predate a demotion: the stored flag decides.
    if (!user.isBackofficeUser) throw forbidden("Forbidden");
    return user;
  });
  mount(app, contract.updateProfile, (input, s) => answer(() => updateProfile(s.services, s.site, s.language, requireUser(s), input)));

  // ------------------------------------------------------------ passwords
  mount(app, contract.passwordReset, (input, s) =>
    answer(() => changePassword(s.services, s.site, requireUser(s), s.auth?.jti ?? null, input)),
  );
  mount(app, contract.passwordForgot, (input, s) =>
    answer(() => forgotPassword(s.services, s.site, s.language, input, { trustedStorefront: s.fromStorefront })),
  );
  mount(app, contract.passwordSet, (input, s) => answer(() => setPassword(s.services, s.site, input)));

  // ------------------------------------------------------------ addresses
  mount(app, contract.addressList, (_, s) => listAddresses(s.services, requireUser(s)));
  mount(app, contract.addressCreate, (input, s) => answer(() => createAddress(s.services, requireUser(s), input)));
  mount(app, contract.addressUpdate, (input, s) => {
    const { id, ...address } = input;
    return answer(() => updateAddress(s.services, requireUser(s), id, address));
  });
  mount(app, contract.addressDelete, (input, s) => answer(() => deleteAddress(s.services, requireUser(s), input.id)));

  // ------------------------------------------------------------ member cards, wishlist, orders
  mount(app, contract.memberCardCheck, async (input, s) => ({ isValid: await isMemberCardValid(s.services.db, input.barcode) }));
  mount(app, contract.wishlistToggle, (input, s) => answer(() => toggleWishlist(s.services, s.site, requireUser(s), input.product_id)));
  mount(app, contract.wishlistFilter, (input, s) => wishlistPage(s.services, s.site, s.language, requireUser(s), input));
  mount(app, contract.orderList, (input, s) => listOrders(s.services, s.site, requireUser(s), input));
  mount(app, contract.orderGet, (input, s) => answer(() => getOrder(s.services, s.site, requireUser(s), input.slug)));
}
