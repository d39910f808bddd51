import { useLocation } from "react-router";
import type { OrderDetail } from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { downloadHref } from "~/lib/downloads";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import * as css from "../account/account.css";
import type { QrPicture } from "~/lib/qr";
import { QrCode } from "../ui/QrCode";
import * as styles from "./digital-delivery.css";

type Item = NonNullable<OrderDetail["deliverables"]>["items"][number];

function Delivered({ item, qr, locale }: { item: Item; qr: QrPicture | undefined; locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (item.downloadUrl)
    // A plain link (the router must not take it as a page's data): the storefront's download page
    // streams the file, or sends the browser on to the merchant's address, which opens as any link.
    return (
      <a
        href={downloadHref(item.downloadUrl, locale, `${pathname}${search}`)}
        className={outlineButton}
        data-testid="deliverable-download"
        rel="nofollow"
      >
        {item.linkTarget === "address" ? t("account.digital.open") : t("account.digital.download")}
      </a>
    );
  if (!item.code) return <span className={css.intro}>{t("account.digital.owed")}</span>;
  return (
    <span className={styles.delivered}>
      {item.type === "qrcode" && qr ? (
        <QrCode picture={qr} label={t("account.digital.qrLabel", { code: item.code })} className={styles.qr} />
      ) : null}
      <code className={styles.code} data-testid="deliverable-code">
        {item.code}
      </code>
    </span>
  );
}

/** An order's e-products: once paid, what each delivered (a download, a code, a QR code and its code);
 * before, that they come once the payment arrives. Nothing for an order without e-products. */
export function DigitalDelivery({
  deliverables,
  qrCodes,
  locale,
}: {
  deliverables: OrderDetail["deliverables"];
  /** The page's language: the download page's. */
  locale: Locale;
  /** The QR codes of the delivered codes, by code (app/.server/qr.ts). */
  qrCodes: Record<string, QrPicture>;
}) {
  const { t } = useTranslation();
  if (!deliverables) return null;
  const links = deliverables.items.some((i) => i.downloadUrl);
  return (
    <section className={css.section} data-testid="digital-delivery" aria-labelledby="digital-delivery-title">
      <h2 id="digital-delivery-title" className={css.subTitle}>
        {t("account.digital.title")}
      </h2>
      {deliverables.state === "awaitingPayment" ? (
        <p className={css.intro} data-testid="digital-awaiting-payment">
          {t("account.digital.awaitingPayment")}
        </p>
      ) : (
        <ul className={styles.list}>
          {deliverables.items.map((item, i) => (
            <li key={`${item.productId}-${i}`} className={styles.item} data-testid="deliverable">
              <span className={styles.name}>{item.name}</span>
              <Delivered item={item} qr={item.code ? qrCodes[item.code] : undefined} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {links ? <p className={styles.note}>{t("account.digital.linkNote")}</p> : null}
    </section>
  );
}
