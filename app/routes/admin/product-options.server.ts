/**
 * The product page's personalization fields (decision 0114): the posts of a new field's form, of a
 * field's form and of a field's removal, answered as the product form's are (back to the page with a
 * toast, or the form again with what was typed and each message under its field).
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { catalogAdmin, type ErrorCode } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { adminProductPath } from "~/lib/admin-paths";
import { NEW_OPTION_FORM, OPTION_INTENTS, optionFormId, OPTIONS_SECTION } from "~/lib/forms/custom-option-forms";
import { customOptionCreateSchema, customOptionErrors, customOptionSchema } from "~/lib/forms/custom-options";
import { positiveId } from "~/lib/ids";
import { refusalKey } from "./admin.server";

/** The platform's refusals said under the code's field. */
const codeRefusals: Partial<Record<ErrorCode, string>> = {
  OPTION_CODE_INVALID: customOptionErrors.code,
  OPTION_CODE_TAKEN: "admin.productOptions.errors.codeTaken",
};

/** Answers a post of the fields' forms, or null for any other post of the page. */
export async function customOptionAction(context: Readonly<RouterContextProvider>, form: FormData, productId: number) {
  const intent = form.get("intent");
  if (!Object.values(OPTION_INTENTS).includes(intent as never)) return null;
  const api = context.get(platformContext);
  const back = () => redirect(`${adminProductPath(context.get(localeContext), productId)}#${OPTIONS_SECTION}`, 303);
  const optionId = positiveId(String(form.get("optionId") ?? ""));
  if (intent === OPTION_INTENTS.delete) {
    try {
      await api.call(catalogAdmin.deleteCustomOption, { productId, id: optionId ?? 0 });
      sendToast(context, { type: "success", key: "admin.productOptions.deleted" });
    } catch (error) {
      sendToast(context, { type: "error", key: refusalKey(error) });
    }
    return back();
  }
  const creating = intent === OPTION_INTENTS.create;
  const formId = creating ? NEW_OPTION_FORM : optionFormId(optionId ?? 0);
  // Parsed and sent by the form's own schema and endpoint: a new field's code and type, or the rest.
  const { submission, sending } = creating
    ? sent(parseWithZod(form, { schema: customOptionCreateSchema }), (fields) =>
        api.call(catalogAdmin.createCustomOption, { productId, ...fields }),
      )
    : sent(parseWithZod(form, { schema: customOptionSchema }), (fields) =>
        api.call(catalogAdmin.saveCustomOption, { productId, id: optionId ?? 0, ...fields }),
      );
  if (!sending) return data({ option: { formId, result: submission.reply() } }, 400);
  try {
    await sending;
  } catch (error) {
    // A field removed meanwhile: the page again, whose toast says so.
    if (isPlatformError(error, 404) && !creating) {
      sendToast(context, { type: "error", key: refusalKey(error) });
      return back();
    }
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    const onCode = isPlatformError(error) ? codeRefusals[error.code] : undefined;
    const result = onCode
      ? submission.reply({ fieldErrors: { code: [onCode] } })
      : submission.reply({ formErrors: [refusalKey(error)] });
    return data({ option: { formId, result } }, { status: isPlatformError(error, 409) ? 409 : 400 });
  }
  sendToast(context, {
    type: "success",
    key: creating ? "admin.productOptions.created" : "admin.productOptions.saved",
  });
  return back();
}

/** A form's submission and, when it parsed, its call under way. */
function sent<V>(submission: Submission<unknown, string[], V>, call: (value: V) => Promise<unknown>) {
  return { submission, sending: submission.status === "success" ? call(submission.value) : null };
}
