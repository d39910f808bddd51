import { data } from "react-router";
import { log } from "#server/log";
import { HONEYPOT_FIELD } from "~/lib/forms/messages";

/** Public forms carry a honeypot field; a bot that fills it gets a plain 400 and nothing is done. */
export function checkHoneypot(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  if (typeof value === "string" && value.length > 0) {
    log.info("honeypot filled; form refused");
    throw data({ error: "Form not submitted properly" }, { status: 400 });
  }
}
