import type { Hono } from "hono";
import { documents } from "#server/contract";
import { filterDocuments, getDocument } from "#server/modules/documents";
import { mount, type PlatformEnv } from "../mount";

/** Documents (spec section 7 document/filter/web, document/get/web): public reads. */
export function mountDocuments(app: Hono<PlatformEnv>): void {
  mount(app, documents.filter, (input, s) => filterDocuments(s.services, s, input));
  mount(app, documents.get, (input, s) => getDocument(s.services, s, input.id));
}
