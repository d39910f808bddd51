/**
 * Master components in edit mode (spec section 2, the "choose master component" dialog; issue 15
 * items 1 and 4): the list the section manager offers, and a master turned into a new section of
 * the page. The section is a copy of the master's type and props, marked with its id
 * (`props.masterId`) so that the templates list names the pages using it
 * (docs/decisions/0024-element-and-navigation-drafts.md).
 */
import type { RouterContextProvider } from "react-router";
import { cms, type Section } from "#server/contract";
import type { MasterChoice } from "~/components/cms/MasterPicker";
import { platformContext } from "./context";

type Context = Readonly<RouterContextProvider>;

/** The published master components of the page's language, as the picker lists them. */
export async function mastersForPicker(context: Context): Promise<MasterChoice[]> {
  const { records } = await context.get(platformContext).call(cms.masterFilter, {});
  return records.map((m) => ({ id: m.id, name: m.name, sectionType: m.sectionType }));
}

/** The section the edit action appends for `addFromMaster`; a 400 when the form names no master (404 from the platform for an unknown one). */
export async function sectionFromMaster(context: Context, form: FormData): Promise<Section> {
  const masterId = Number(form.get("masterId"));
  if (!Number.isInteger(masterId) || masterId <= 0) throw new Response(null, { status: 400 });
  const master = await context.get(platformContext).call(cms.masterGet, { id: masterId });
  return {
    id: `${master.sectionType}-${Date.now().toString(36)}`,
    type: master.sectionType,
    props: { ...master.props, masterId: master.id },
  };
}
