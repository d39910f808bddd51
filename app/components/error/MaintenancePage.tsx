import { useTranslation } from "~/lib/i18n";
import * as css from "./error.css";

/** Maintenance mode: no header, footer or cookie notice, just the message (status 503). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main className={css.maintenance} data-testid="maintenance">
      <div className={css.wrap}>
        <h1 className={css.title}>{t("maintenance.message")}</h1>
      </div>
    </main>
  );
}
