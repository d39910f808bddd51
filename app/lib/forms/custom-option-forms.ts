/** The names the product page's personalization fields' forms and their action share (decision 0114),
 * without zod: the page's bundle imports them. */

/** The section of the product page that lists the fields: where an answer without JavaScript opens. */
export const OPTIONS_SECTION = "product-options";

export const OPTION_INTENTS = { create: "option-create", save: "option-save", delete: "option-delete" } as const;

/** The form that makes a field, and the forms of the product's fields by their ids. */
export const NEW_OPTION_FORM = "option-new";
export const optionFormId = (id: number) => `option-${id}`;
