import type { ErrorCode } from "#server/contract";
import { errorMessageKey } from "./auth/errors";
import { isPlatformError, isUnavailable } from "./platform";

/**
 * The media library's uploads (spec section 7 v2/media/upload), shared by the back office's media
 * library and edit mode's picture picker: the files a form posted, and why the platform refused them,
 * said the same way in both (their messages are the editor namespace's, which both pages load).
 */

/** The platform's refusals of an upload, by code, to their message. */
const uploadRefusals: Partial<Record<ErrorCode, string>> = {
  MEDIA_TYPE_REFUSED: "editor.upload.errors.type",
  MEDIA_TOO_MANY_FILES: "editor.upload.errors.tooMany",
  MEDIA_NO_FILES: "editor.upload.errors.none",
};

/** Why an upload was refused, as a message shown at the upload form with the page's status: the
 * files that are not images by name (the platform lists them in the refusal's details), or that the
 * platform cannot serve just now (503, "try again in a moment"). */
export function uploadRefusal(error: unknown): {
  status: number;
  message: { key: string; values?: { count: number; files: string } };
} {
  // Nothing wrong with the files: the platform cannot store them just now, and the page says so with its status.
  if (isUnavailable(error)) return { status: 503, message: { key: errorMessageKey(error) } };
  if (!isPlatformError(error)) return { status: 400, message: { key: errorMessageKey(error) } };
  const listed = (error.details as { refused?: unknown } | undefined)?.refused;
  const files = Array.isArray(listed) ? listed.filter((name): name is string => typeof name === "string") : [];
  if (error.code === "MEDIA_TYPE_REFUSED" && files.length)
    return {
      status: 400,
      message: { key: "editor.upload.errors.typeNamed", values: { count: files.length, files: files.join(", ") } },
    };
  return { status: 400, message: { key: uploadRefusals[error.code] ?? errorMessageKey(error) } };
}

/** The files a form posted under `name`, as the upload endpoint takes them (an empty file input posts
 * one nameless, empty file: left out, so the platform says none was chosen). */
export function postedFiles(form: FormData, name = "files"): { field: string; file: File }[] {
  return form
    .getAll(name)
    .filter((file): file is File => file instanceof File && (file.size > 0 || file.name !== ""))
    .map((file) => ({ field: name, file }));
}
