import type { Hono } from "hono";
import { cms as contract } from "#server/contract";
import { cmsMessages } from "#server/contract/cms";
import {
  checkSitePassword,
  elementsByHandlers,
  listOptions,
  navigationTree,
  setOption,
  setOptions,
} from "#server/modules/cms";
import { decide, filterPosts, urlOnLanguage, listTerms, termUrlOnLanguage } from "#server/modules/content";
import { notFound } from "../errors";
import { mount, type PlatformEnv } from "../mount";
import { callerFacts, requireBackoffice } from "../scope";

export function mountCms(app: Hono<PlatformEnv>): void {
  mount(app, contract.optionFilter, (input, s) => listOptions(s.services, s, input.keys));
  mount(app, contract.sitePasswordCheck, (input, s) =>
    checkSitePassword(s.services, s, callerFacts(s).clientAddress, input.password),
  );
  mount(app, contract.elementGetByHandlers, (input, s) => elementsByHandlers(s.services, s, input.handlers));
  mount(app, contract.optionSave, async (input, s) => {
    requireBackoffice(s);
    await setOption(s.services, s, input.key, input.value, input.language, input.mediaId ?? null);
    return input;
  });
  mount(app, contract.optionSaveMany, async (input, s) => {
    requireBackoffice(s);
    await setOptions(s.services, s, input.options);
    return input.options;
  });
  mount(app, contract.cacheClear, (input, s) => {
    requireBackoffice(s);
    s.services.cache.invalidate(input.tag);
    return { cleared: input.tag };
  });
  mount(app, contract.cacheTags, (_input, s) => {
    requireBackoffice(s);
    return { tags: s.services.cache.tags() };
  });
  mount(app, contract.navigationTree, async (input, s) => ({
    id: input.id,
    children: await navigationTree(s.services, s, input.id),
  }));
  mount(app, contract.finderDecide, async (input, s) => {
    const found = await decide(s.services, s, input.params.join("/"), input.originalTranslation === true);
    if (!found) throw notFound(cmsMessages.pageNotFound);
    return found;
  });
  mount(app, contract.finderGetUrlOnLanguage, async (input, s) => {
    if (input.postId === undefined) {
      const url =
        input.termId === undefined ? null : await termUrlOnLanguage(s.services, s, input.termId, input.newLanguage);
      if (url === null) throw notFound(cmsMessages.termNotFound);
      return { url };
    }
    const url = await urlOnLanguage(s.services, s, input.postId, input.newLanguage);
    if (url === null) throw notFound(cmsMessages.postNotFound);
    return { url };
  });
  mount(app, contract.postFilterStandard, (input, s) => filterPosts(s.services, s, input));
  mount(app, contract.termFilter, async (input, s) => ({ records: await listTerms(s.services, s, input.slug) }));
}
