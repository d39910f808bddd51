import type { Submission } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { CategoryUse, ErrorCode } from "#server/contract";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { slugMessages } from "~/lib/forms/slugs";
import { refusalKey, refusedLanguage } from "./admin.server";

/** The platform's refusals of a category's form that concern one field. */
const fieldRefusals: Partial<Record<ErrorCode, [string, string]>> = {
  CATEGORY_PARENT_CYCLE: ["parentId", "admin.shopCategories.errors.cycle"],
  CATEGORY_IMAGE_NOT_FOUND: ["mediaId", "admin.categoryCreate.errors.image"],
  CATEGORY_SORTS_INVALID: ["sortDefaultType", "admin.shopCategories.errors.sortDefault"],
};

/** Those that concern one language's slug (the refusal names the language). */
const slugRefusals: Partial<Record<ErrorCode, string>> = {
  SLUG_TOO_SHORT: slugMessages.tooShort,
  CATEGORY_SLUG_INVALID: slugMessages.invalid,
  CATEGORY_SLUG_TAKEN: "admin.shopCategories.errors.slugTakenHere",
};

function refusedField(error: unknown): [string, string] | undefined {
  if (!isPlatformError(error)) return undefined;
  const slug = slugRefusals[error.code];
  const language = refusedLanguage(error);
  return slug && language ? [`texts.${language}.slug`, slug] : fieldRefusals[error.code];
}

/** A new or saved category's form refused by the platform: the form again as typed, the reason
 * under its field (or above the form). */
export function categoryFormRefused(submission: Submission<unknown>, error: unknown) {
  const refusal = refusedField(error);
  const result = refusal
    ? submission.reply({ fieldErrors: { [refusal[0]]: [refusal[1]] } })
    : submission.reply({ formErrors: [refusalKey(error)] });
  return data({ result }, { status: isPlatformError(error, 404) ? 404 : 400 });
}

function usesOf(details: unknown): CategoryUse[] {
  return Array.isArray(details)
    ? details.filter((d): d is CategoryUse => !!d && typeof d === "object" && typeof d.title === "string")
    : [];
}

/** A deletion refused: back to the category with a toast saying why (the menu items that link to it). */
export function categoryDeleteRefused(context: Readonly<RouterContextProvider>, error: unknown, back: string) {
  if (isPlatformError(error) && error.code === "CATEGORY_IN_MENU") {
    const links = usesOf(error.details).map((use) => `${use.title} (${use.tree}, ${use.language})`);
    sendToast(context, {
      type: "error",
      key: "admin.categoryCreate.errors.inMenu",
      values: { links: links.join(", ") },
    });
  } else sendToast(context, { type: "error", key: refusalKey(error) });
  return redirect(back, { status: 303 });
}
