import { lazyPart } from "~/lib/lazy";
// Their styles stay in the document's stylesheet: a page rendered on the server must not wait for
// the browser to load them (nor go without them, without JavaScript).
import "./error.css";

/** The error and maintenance pages: only a page that fails, or a shop under maintenance, loads their code. */
export const ErrorPage = lazyPart(() => import("./ErrorPage").then((m) => m.ErrorPage));
export const MaintenancePage = lazyPart(() => import("./MaintenancePage").then((m) => m.MaintenancePage));
