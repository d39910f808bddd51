import type { AdminEProduct } from "#server/contract";
import { useTranslation } from "~/lib/i18n";
import * as css from "./admin.css";

/** A link's file or address, or a code product's pool in three numbers. */
export function DeliverySummary({ product }: { product: AdminEProduct }) {
  const { t } = useTranslation();
  if (product.codes)
    return (
      <span data-testid="eproduct-codes">
        {t("admin.eproducts.counts", {
          available: product.codes.available,
          reserved: product.codes.reserved,
          delivered: product.codes.delivered,
        })}
      </span>
    );
  if (product.file) return <span className={css.breakable}>{product.file.name}</span>;
  if (product.url) return <span className={css.breakable}>{product.url}</span>;
  return <span>{t("admin.eproducts.nothing")}</span>;
}
