import type { Hono } from "hono";
import { forms as contract } from "#server/contract";
import {
  confirmOptIn,
  contactAdmin,
  countPublicForm,
  filterForms,
  getForm,
  deleteSubmission,
  listSubmissions,
  requestAvailability,
  storeFormData,
  subscribeNewsletter,
} from "#server/modules/forms";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountForms(app: Hono<PlatformEnv>): void {
  // The public forms write and mail on anyone's behalf: counted per client address first, refused ones too.
  mount(app, contract.newsletterSubscribe, async (input, s) => {
    await countPublicForm(s.services.db, s.clientAddress);
    return subscribeNewsletter(s.services, s, input, s.clientAddress);
  });
  mount(app, contract.contactAdmin, async (input, s) => {
    await countPublicForm(s.services.db, s.clientAddress);
    return contactAdmin(s.services, s, input, s.clientAddress);
  });
  mount(app, contract.filterForms, (_input, s) => filterForms(s.services, s));
  mount(app, contract.getForm, (input, s) => getForm(s.services, s, input.id));
  mount(app, contract.storeData, async (input, s) => {
    await countPublicForm(s.services.db, s.clientAddress);
    return storeFormData(s.services, s, input, s.clientAddress);
  });
  mount(app, contract.productAvailability, async (input, s) => {
    await countPublicForm(s.services.db, s.clientAddress);
    return requestAvailability(s.services, s, input);
  });
  mount(app, contract.confirmEmail, (input, s) => confirmOptIn(s.services, s, input.token));
  mount(app, contract.submissions, (input, s) => listSubmissions(s.services, requireBackoffice(s), input), {
    noStore: true,
  });
  mount(app, contract.submissionDelete, (input, s) => deleteSubmission(s.services, requireBackoffice(s), input.id));
}
