import type { Hono } from "hono";
import { platformMessages, site as contract } from "#server/contract";
import {
  allSiteDomains,
  currencyConfig,
  domainConfig,
  findSiteByHost,
  listCountries,
  listLanguages,
  updateCheckoutSettings,
} from "#server/modules/site";
import { getUserSetting } from "#server/modules/accounts";
import { badRequest } from "../errors";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice, requireUser, type RequestScope } from "../scope";

function storeOf(scope: RequestScope, storeId: number | undefined) {
  if (storeId === undefined) return scope.store;
  const store = scope.site.stores.find((s) => s.id === storeId);
  if (!store) throw badRequest(platformMessages.storeUndefined);
  return store;
}

export function mountSite(app: Hono<PlatformEnv>): void {
  mount(app, contract.commonsLanguages, (_, scope) => listLanguages(scope.services));
  mount(app, contract.commonsCountries, (_, scope) => listCountries(scope.services, scope.language));
  mount(app, contract.domainDetect, async (input, scope) => {
    const named = input.url ? await findSiteByHost(scope.services, new URL(input.url).host) : undefined;
    return domainConfig(scope.services, named ?? scope.site);
  });
  mount(app, contract.domainFilter, (input, scope) => {
    const all = scope.site.config.domains;
    const start = (input.page - 1) * input.limit;
    return {
      records: all.slice(start, start + input.limit),
      totalRecords: all.length,
      totalPages: Math.max(1, Math.ceil(all.length / input.limit)),
    };
  });
  mount(
    app,
    contract.domainAllSites,
    async (_, scope) => ({ records: await allSiteDomains(requireBackoffice(scope).services) }),
    { noStore: true },
  );
  mount(app, contract.checkoutSettingsGet, (input, scope) => storeOf(scope, input.storeId).checkoutSettings);
  mount(app, contract.checkoutSettingsUpdate, (input, scope) => {
    requireBackoffice(scope);
    const { storeId, ...changes } = input;
    return updateCheckoutSettings(scope.services, storeOf(scope, storeId), changes);
  });
  mount(app, contract.currencyConfigGet, (input, scope) =>
    currencyConfig(scope.services, storeOf(scope, input.storeId)),
  );
  mount(app, contract.userSettingGet, (input, scope) =>
    getUserSetting(scope.services, requireUser(scope), input.group, input.key),
  );
}
