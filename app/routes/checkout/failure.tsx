import { data, Link } from "react-router";
import type { Route } from "./+types/failure";
import { pagePath } from "../../../server/contract/urls";
import { localeContext } from "../../.server/context";
import { tFor } from "../../.server/i18n";
import * as css from "../../components/checkout/checkout.css";
import { type TranslationHandle, useTranslation } from "../../lib/i18n";
import { primaryButton } from "../../styles/button.css";
import { accountMeta } from "../account/meta";

export const handle: TranslationHandle = { i18n: ["checkout"] };

/** /checkout/failure, /hr/checkout/failure (spec section 2): the localized failure title. */
export function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  return data({ locale, title: tFor(locale)("core.notifications.checkoutFailureTitle") }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta = accountMeta;

export default function CheckoutFailure({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = loaderData;
  return (
    <div className={`${css.page} ${css.resultPage}`}>
      <section className={css.result} data-testid="checkout-failure">
        <h1 className={css.resultTitle}>{t("core.notifications.checkoutFailureTitle")}</h1>
        <p>{t("checkout.failure.text")}</p>
        <Link to={pagePath("cart", locale)} className={primaryButton}>
          {t("checkout.failure.back")}
        </Link>
      </section>
    </div>
  );
}
