import { useState } from "react";
import { Picture } from "~/components/ui/Picture";
import { CloseIcon } from "~/components/ui/icons";
import * as shared from "~/components/catalog/catalog.css";
import { bundleOptionField } from "~/lib/cart-form";
import { useOnHydration } from "~/lib/hooks";
import { changedBeforeHydration } from "~/lib/hydration";
import { useTranslation } from "~/lib/i18n";
import type { BundleData } from "./product.server";
import * as css from "./product.css";

export type BundleDialog = { open: () => void };

/** The bundle's members, with a variant select for each configurable one (inside the add-to-cart
 * form, so the choices travel with it). */
function Members({
  bundle,
  chosen,
  onInvalid,
}: {
  bundle: BundleData;
  /** Variants chosen before hydration, by member id: they stay chosen. */
  chosen: Record<number, string>;
  onInvalid?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={css.bundleList} data-testid="bundle-members">
      {bundle.members.map((m) => (
        <li key={m.id} className={css.bundleItem}>
          <div className={css.bundleThumb}>{m.media ? <Picture media={m.media} alt="" sizes="56px" /> : null}</div>
          <div style={{ display: "grid", gap: 4, minWidth: 0 }}>
            <span className={css.bundleName}>
              {t("product.bundleQuantity", { count: m.quantity })} {m.name}
            </span>
            {m.format === "Configurable" && m.variants.length ? (
              <select
                className={shared.input}
                name={bundleOptionField(m.id)}
                defaultValue={chosen[m.id] ?? m.defaultVariantId ?? ""}
                required
                aria-label={t("product.bundleVariant", { name: m.name })}
                onInvalid={onInvalid}
              >
                <option value="">{t("product.bundleChoose")}</option>
                {m.variants.map((v) => (
                  <option key={v.id} value={v.id} disabled={!v.inStock}>
                    {v.label}
                    {v.inStock ? "" : ` (${t("product.outOfStock")})`}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Bundle customisation (spec section 2). Without JavaScript a section of the add-to-cart form;
 * with it the same controls in a <dialog> opened by "Customise bundle" (still inside the form, so
 * the choices are submitted with it). The dialog has its own add-to-cart button.
 */
export function BundleCustomiser({
  bundle,
  hydrated,
  dialogRef,
  submitLabel,
  canSubmit,
}: {
  bundle: BundleData;
  hydrated: boolean;
  dialogRef: React.RefObject<HTMLDialogElement | null>;
  submitLabel: string;
  canSubmit: boolean;
}) {
  const { t } = useTranslation();
  const open = () => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  };
  const titleId = "bundle-title";
  // On a slow phone a shopper may choose before the scripts come (decision 0040); hydrated, the
  // selects move into the dialog, drawn again from their defaults.
  const [chosenEarly, setChosenEarly] = useState<Record<number, string>>({});
  useOnHydration(() => {
    const changed = bundle.members.flatMap((m) => {
      const select = document.getElementsByName(bundleOptionField(m.id))[0];
      return select instanceof HTMLSelectElement && changedBeforeHydration(select) ? [[m.id, select.value]] : [];
    });
    if (changed.length) setChosenEarly(Object.fromEntries(changed));
  });
  if (!hydrated || !bundle.configurable) {
    return (
      <section aria-labelledby={titleId} data-testid="bundle-section">
        <h2 id={titleId} className={css.axisLegend} style={{ fontSize: "1rem" }}>
          {t("product.bundle")}
        </h2>
        <Members bundle={bundle} chosen={chosenEarly} />
      </section>
    );
  }
  return (
    <div data-testid="bundle-section">
      <p className={css.axisLegend} style={{ margin: 0 }}>
        {t("product.bundle")}: {bundle.members.map((m) => m.name).join(", ")}
      </p>
      <button
        type="button"
        className={`${shared.button} ${shared.buttonSecondary} ${shared.buttonSmall}`}
        onClick={open}
        style={{ marginTop: 8 }}
      >
        {t("product.customiseBundle")}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click is the pointer's way out; keyboards have the dialog's native Escape */}
      <dialog
        ref={dialogRef}
        className={css.dialog}
        aria-labelledby={titleId}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        <div className={css.dialogHeader}>
          <h2 id={titleId} style={{ margin: 0, fontSize: "1.25rem" }}>
            {t("product.customiseBundle")}
          </h2>
          <button
            type="button"
            className={css.iconButton}
            onClick={() => dialogRef.current?.close()}
            aria-label={t("layout.close")}
          >
            <CloseIcon />
          </button>
        </div>
        <Members bundle={bundle} chosen={chosenEarly} onInvalid={open} />
        <div style={{ display: "flex", gap: 8, justifyContent: "flex-end", marginTop: 16 }}>
          <button
            type="button"
            className={`${shared.button} ${shared.buttonSecondary}`}
            onClick={() => dialogRef.current?.close()}
          >
            {t("product.bundleDone")}
          </button>
          <button type="submit" className={shared.button} disabled={!canSubmit}>
            {submitLabel}
          </button>
        </div>
      </dialog>
    </div>
  );
}
