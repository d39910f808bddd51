import type { Hono } from "hono";
import { audit as contract } from "#server/contract";
import { listAudit } from "#server/modules/audit";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountAudit(app: Hono<PlatformEnv>): void {
  mount(app, contract.filter, (input, s) => {
    requireBackoffice(s);
    return listAudit(s.services, s, input);
  });
}
