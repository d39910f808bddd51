import type { Hono } from "hono";
import { customersAdmin as contract } from "#server/contract";
import {
  customerDetail,
  deleteCustomer,
  listCustomers,
  resendCustomerConfirmation,
  sendCustomerPasswordReset,
  setCustomerBackoffice,
  signOutCustomer,
} from "#server/modules/accounts";
import { givenConsents } from "#server/modules/consents";
import type { Services } from "#server/services";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

/** Personal data (profiles, addresses, orders): never kept by a cache. */
const personal = { noStore: true };

/** A customer's page: accounts' view of them with the consents their address gave (decision 0073). */
async function withConsents(services: Services, siteId: number, detail: Awaited<ReturnType<typeof customerDetail>>) {
  return { ...detail, consents: await givenConsents(services, siteId, detail.email) };
}

export function mountCustomersAdmin(app: Hono<PlatformEnv>): void {
  mount(
    app,
    contract.customers,
    (input, s) => {
      requireBackoffice(s);
      return listCustomers(s.services, s, input);
    },
    personal,
  );
  mount(
    app,
    contract.customer,
    async (input, s) => {
      requireBackoffice(s);
      return withConsents(s.services, s.site.id, await customerDetail(s.services, s, input.id));
    },
    personal,
  );
  mount(app, contract.sendPasswordReset, (input, s) => {
    requireBackoffice(s);
    return sendCustomerPasswordReset(s.services, s, input, s.fromStorefront);
  });
  mount(app, contract.resendConfirmation, (input, s) => {
    requireBackoffice(s);
    return resendCustomerConfirmation(s.services, s, input, s.fromStorefront);
  });
  mount(app, contract.signOutEverywhere, (input, s) => {
    requireBackoffice(s);
    return signOutCustomer(s.services, s, input.id);
  });
  mount(
    app,
    contract.setBackofficeAccess,
    async (input, s) => {
      const signedIn = requireBackoffice(s);
      return withConsents(s.services, s.site.id, await setCustomerBackoffice(s.services, signedIn, input));
    },
    personal,
  );
  mount(app, contract.deleteCustomer, (input, s) => deleteCustomer(s.services, requireBackoffice(s), input.id));
}
