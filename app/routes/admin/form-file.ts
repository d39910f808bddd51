import { data } from "react-router";
import type { Route } from "./+types/form-file";
import { platformFile } from "~/.server/downloads";
import { positiveId } from "~/lib/ids";

/** The platform's path of a file sent with a form, and the back office's (its `?expires&signature` the same). */
export const formFilePath = (platformUrl: string, adminBase: string) => {
  const [path, query = ""] = platformUrl.split("?");
  return `${adminBase}/files/${path!.slice(path!.lastIndexOf("/") + 1)}?${query}`;
};

/**
 * GET /admin/forms/files/{id}?expires&signature: a file a visitor sent with a form (decision 0090),
 * streamed from the platform's address signed for the submissions list, to back-office users only
 * (the admin layout's middleware). Refused or gone: the admin's error page with the status.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = positiveId(params.id);
  const answer =
    id === null ? 403 : await platformFile(context, `/api/v1/form/file/${id}`, new URL(request.url).searchParams);
  if (answer instanceof Response) return answer;
  throw data(null, { status: answer });
}
