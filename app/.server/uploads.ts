/**
 * Files reach the storefront only where a form takes them: a content page (its CMS-defined forms'
 * uploads), the back office's media library and an e-product's file. The host lets a multipart body through within the upload limit; every other route
 * answers it 415, as it answers any body that is not a plain form.
 */
import { data, type MiddlewareFunction } from "react-router";

/** The content page's route patterns (app/routes.ts: the home page and `:slug`, in each language),
 * the media library's and an e-product's, as React Router joins them: "/", ":slug", "hr",
 * "hr/:slug", "admin/media", "hr/admin/media", "admin/eproducts/:id", "hr/admin/eproducts/:id". */
const TAKES_FILES = /^\/?(hr\/?)?(:slug|admin\/media|admin\/eproducts\/:id)?$/;

export const uploadsWhereTaken: MiddlewareFunction<Response> = ({ request, pattern }, next) => {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (request.method === "POST" && type === "multipart/form-data" && !TAKES_FILES.test(pattern))
    throw data(null, { status: 415 });
  return next();
};
