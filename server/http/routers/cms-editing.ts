import type { Hono } from "hono";
import { cms as contract, siteRevisions } from "#server/contract";
import {
  compareSiteRevisions,
  createElement,
  createNavigationLink,
  deleteNavigationLink,
  elementForEditing,
  elementHistory,
  getMaster,
  listMasters,
  moveNavigationLink,
  navigationForEditing,
  navigationHistory,
  publishElement,
  publishNavigation,
  restoreSiteRevision,
  updateElement,
  updateNavigationLink,
} from "#server/modules/cms";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

/** The back office's changes of elements, master components and navigation trees, and their
 * history: back-office users only. */
export function mountCmsEditing(app: Hono<PlatformEnv>): void {
  mount(app, contract.elementEdit, (input, s) => elementForEditing(s.services, requireBackoffice(s), input.handler), {
    noStore: true,
  });
  mount(app, contract.elementCreate, (input, s) => createElement(s.services, requireBackoffice(s), input));
  mount(app, contract.elementUpdate, ({ id, version, ...changes }, s) =>
    updateElement(s.services, requireBackoffice(s), id, changes, version),
  );
  mount(app, contract.elementPublish, (input, s) =>
    publishElement(s.services, requireBackoffice(s), input.id, input.version),
  );
  mount(
    app,
    contract.masterFilter,
    async (_input, s) => ({ records: await listMasters(s.services, requireBackoffice(s)) }),
    {
      noStore: true,
    },
  );
  mount(app, contract.masterGet, (input, s) => getMaster(s.services, requireBackoffice(s), input.id), {
    noStore: true,
  });
  mount(app, contract.navigationEdit, (input, s) => navigationForEditing(s.services, requireBackoffice(s), input.id), {
    noStore: true,
  });
  mount(app, contract.navigationLinkCreate, (input, s) =>
    createNavigationLink(s.services, requireBackoffice(s), input),
  );
  mount(app, contract.navigationLinkUpdate, ({ id, ...changes }, s) =>
    updateNavigationLink(s.services, requireBackoffice(s), id, changes),
  );
  mount(app, contract.navigationLinkMove, (input, s) =>
    moveNavigationLink(s.services, requireBackoffice(s), input.id, input.direction),
  );
  mount(app, contract.navigationLinkDelete, (input, s) =>
    deleteNavigationLink(s.services, requireBackoffice(s), input.id),
  );
  mount(app, contract.navigationPublish, (input, s) => publishNavigation(s.services, requireBackoffice(s), input.id));
  mount(app, siteRevisions.elementRevisions, (input, s) => elementHistory(s.services, requireBackoffice(s), input.id), {
    noStore: true,
  });
  mount(
    app,
    siteRevisions.navigationRevisions,
    (input, s) => navigationHistory(s.services, requireBackoffice(s), input.id),
    { noStore: true },
  );
  mount(
    app,
    siteRevisions.compare,
    async (input, s) => ({
      changes: await compareSiteRevisions(s.services, requireBackoffice(s), input.from, input.to),
    }),
    { noStore: true },
  );
  mount(app, siteRevisions.restore, (input, s) =>
    restoreSiteRevision(s.services, requireBackoffice(s), input.id, input.version),
  );
}
