import type { Hono } from "hono";
import { forms as contract } from "#server/contract";
import { confirmOptIn, contactAdmin, listSubmissions, subscribeNewsletter } from "#server/modules/forms";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountForms(app: Hono<PlatformEnv>): void {
  mount(app, contract.newsletterSubscribe, (input, s) => subscribeNewsletter(s.services, s, input));
  mount(app, contract.contactAdmin, (input, s) => contactAdmin(s.services, s, input));
  mount(app, contract.confirmEmail, (input, s) => confirmOptIn(s.services, s, input.token));
  mount(app, contract.submissions, (input, s) => listSubmissions(s.services, requireBackoffice(s), input));
}
