import type { ReactNode } from "react";
import { Interpolated, useTranslation } from "~/lib/i18n";
import * as css from "./account.css";

/**
 * "Order DEMO-100001" as a heading: the order number kept whole on one line (a phone would break it
 * at its hyphen), the words around it wrapping before it if they must. The shopper's order page and
 * the back office's.
 */
export function OrderTitle({ slug }: { slug: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Interpolated sentence={(mark) => t("account.orders.detailTitle", { slug: mark })}>
      <span className={css.orderNumber}>{slug}</span>
    </Interpolated>
  );
}
