import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n";
import * as css from "./account.css";

/** What stands for the order number while the sentence is translated (no translation contains it). */
const MARK = "\u0001";

/**
 * "Order DEMO-100001" as a heading: the order number kept whole on one line (a phone would break it
 * at its hyphen), the words around it wrapping before it if they must. The shopper's order page and
 * the back office's.
 */
export function OrderTitle({ slug }: { slug: string }): ReactNode {
  const { t } = useTranslation();
  const [before, after = ""] = t("account.orders.detailTitle", { slug: MARK }).split(MARK);
  return (
    <>
      {before}
      <span className={css.orderNumber}>{slug}</span>
      {after}
    </>
  );
}
