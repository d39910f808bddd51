import type { Hono } from "hono";
import { forms as contract } from "#server/contract";
import {
  confirmOptIn,
  contactAdmin,
  filterForms,
  getForm,
  listSubmissions,
  requestAvailability,
  storeFormData,
  subscribeNewsletter,
} from "#server/modules/forms";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountForms(app: Hono<PlatformEnv>): void {
  mount(app, contract.newsletterSubscribe, (input, s) => subscribeNewsletter(s.services, s, input));
  mount(app, contract.contactAdmin, (input, s) => contactAdmin(s.services, s, input, s.clientAddress));
  mount(app, contract.filterForms, (_input, s) => filterForms(s.services, s));
  mount(app, contract.getForm, (input, s) => getForm(s.services, s, input.id));
  mount(app, contract.storeData, (input, s) => storeFormData(s.services, s, input, s.clientAddress));
  mount(app, contract.productAvailability, (input, s) => requestAvailability(s.services, s, input));
  mount(app, contract.confirmEmail, (input, s) => confirmOptIn(s.services, s, input.token));
  mount(app, contract.submissions, (input, s) => listSubmissions(s.services, requireBackoffice(s), input));
}
