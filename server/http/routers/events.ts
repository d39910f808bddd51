import type { Hono } from "hono";
import { events } from "#server/contract";
import { filterEvents, getEvent } from "#server/modules/events";
import { mount, type PlatformEnv } from "../mount";

/** Events (spec section 7 calendar event/public): public reads for every caller with the site's apiKey. */
export function mountEvents(app: Hono<PlatformEnv>): void {
  mount(app, events.filter, (input, s) => filterEvents(s.services, s, input));
  mount(app, events.get, (input, s) => getEvent(s.services, s, input.id));
}
