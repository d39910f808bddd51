import type { Hono } from "hono";
import { redirects as contract } from "#server/contract";
import {
  deleteRedirect,
  dismissFailedRequest,
  findRedirect,
  listFailedRequests,
  listRedirects,
  recordFailedRequest,
  saveRedirect,
} from "#server/modules/redirects";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountRedirects(app: Hono<PlatformEnv>): void {
  mount(app, contract.find, async (input, s) => ({ redirect: await findRedirect(s.services, s, input.path) }));
  mount(app, contract.addFailedRequest, async (input, s) => ({
    counted: await recordFailedRequest(s.services, s, input.path),
  }));
  mount(app, contract.list, async (_input, s) => {
    requireBackoffice(s);
    return { redirects: await listRedirects(s.services, s) };
  });
  mount(app, contract.failedRequests, (input, s) => {
    requireBackoffice(s);
    return listFailedRequests(s.services, s, input.limit);
  });
  mount(app, contract.save, (input, s) => {
    requireBackoffice(s);
    return saveRedirect(s.services, s, input);
  });
  mount(app, contract.remove, async (input, s) => {
    requireBackoffice(s);
    await deleteRedirect(s.services, s, input.id);
    return { deleted: true as const };
  });
  mount(app, contract.dismissFailedRequest, async (input, s) => {
    requireBackoffice(s);
    return { dismissed: await dismissFailedRequest(s.services, s, input.path) };
  });
}
