import { createContext, data, Link } from "react-router";
import type { Route } from "./+types/download";
import { pagePath } from "#server/contract/urls";
import { localeContext } from "~/.server/context";
import { platformDownload } from "~/.server/downloads";
import { tFor } from "~/.server/i18n";
import * as css from "~/components/checkout/checkout.css";
import { positiveId } from "~/lib/ids";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { privatePageMeta } from "~/lib/seo";
import { primaryButton } from "~/styles/button.css";

export const handle: TranslationHandle = { i18n: ["checkout"] };

/** Why the platform refused the address (set by the middleware when it did not answer the file); the
 * download route answers 403 or 410, a 404 (a file route's) is said the same way. */
const refusalContext = createContext<403 | 404 | 410>(403);

/**
 * /download/{id}, /hr/preuzimanje/{id} (?expires&signature&order): an e-product's download, the
 * address the buyer's order page links to (decision 0049). A valid address streams the file, or
 * sends the browser on to the merchant's address (a video course); otherwise this page, in the site's
 * layout and the address's language, says the link is not valid or has expired (403, or 410 for one
 * whose hour is over) and leads back to the order (`order`, the page that showed the link, when it is
 * a path of this site; else the buyer's profile).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const id = positiveId(params.id);
    const answer = id === null ? 403 : await platformDownload(context, id, new URL(request.url).searchParams);
    if (answer instanceof Response) return answer;
    context.set(refusalContext, answer);
    return next();
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const back = safeRedirect(new URL(request.url).searchParams.get("order"), pagePath("profile", locale));
  return data(
    { locale, title: tFor(locale)("checkout.download.title"), back },
    { status: context.get(refusalContext) },
  );
}

/** The refusal page: its address carries the order's (a guest's token), kept from caches and referrers. */
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export const meta = privatePageMeta;

export default function DownloadRefused({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={`${css.page} ${css.resultPage}`}>
      <section className={css.result} data-testid="download-invalid">
        <h1 className={css.resultTitle}>{t("checkout.download.title")}</h1>
        <p>{t("checkout.result.downloadInvalid")}</p>
        <div className={css.links}>
          <Link to={loaderData.back} className={primaryButton} reloadDocument>
            {t("checkout.download.back")}
          </Link>
        </div>
      </section>
    </div>
  );
}
