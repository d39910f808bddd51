import type { TranslationHandle } from "~/lib/i18n";
import type { SectionType } from "~/lib/sections/schemas";
import type { Route } from "./+types/page";

/** Sections whose texts are the events namespace's (app/components/events). */
const eventSections: readonly SectionType[] = ["events", "documents"];
/** Sections that render a form (app/components/cms/FormSections.tsx, CmsFormSection.tsx). */
const formSections: readonly SectionType[] = ["newsletter", "contactForm", "cmsForm"];

type ContentPage = Route.ComponentProps["loaderData"];

const shows = (page: ContentPage, types: readonly SectionType[]) =>
  page.sections.some((section) => types.includes(section.type));

/**
 * A content page's translations, by what it shows (decision 0048): none of its own for a page of
 * headings, text and product cards; the editor's strings only in edit mode. An editor may add any
 * section there, so edit mode carries what every section renders. A module of its own, without the
 * page's styles, so that tests can read it.
 */
export const handle: TranslationHandle<ContentPage> = {
  i18n: [],
  i18nWhen: {
    editor: (page) => !!page.editing,
    blog: (page) => !!page.post,
    comments: (page) => !!page.comments,
    events: (page) => !!page.editing || shows(page, eventSections),
    contact: (page) => !!page.editing || shows(page, formSections),
    // The form sections' fields and consents; a comment's refusal can be one of its messages (core.notifications.*).
    forms: (page) => !!page.editing || !!page.post || shows(page, formSections),
  },
};
