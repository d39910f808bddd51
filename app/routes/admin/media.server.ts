import type { ErrorCode } from "#server/contract";
import { errorMessageKey } from "~/.server/auth/errors";
import { isPlatformError, isUnavailable } from "~/.server/platform";

/** The platform's refusals of an upload, by code, to their message. */
const uploadRefusals: Partial<Record<ErrorCode, string>> = {
  MEDIA_TYPE_REFUSED: "admin.media.errors.type",
  MEDIA_TOO_MANY_FILES: "admin.media.errors.tooMany",
  MEDIA_NO_FILES: "admin.media.errors.none",
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
      message: { key: "admin.media.errors.typeNamed", values: { count: files.length, files: files.join(", ") } },
    };
  return { status: 400, message: { key: uploadRefusals[error.code] ?? errorMessageKey(error) } };
}
