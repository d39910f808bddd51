import { Form } from "react-router";
import type { FulfilmentStatus } from "#server/contract";
import {
  MAX_CARRIER_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  MAX_TRACKING_URL_LENGTH,
  type ShipmentField,
} from "#server/contract/fulfilment-limits";
import { FormErrors, useRefusedFields } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { FieldFrame } from "~/components/forms/FieldFrame";
import * as formCss from "~/components/forms/forms.css";
import { typed, useRefusal } from "~/lib/forms/refusal";
import { useTranslation } from "~/lib/i18n";
import { primaryButton } from "~/styles/button.css";
import * as css from "./admin.css";

/**
 * An order's shipping in the back office (decision 0061): "Mark as shipped" with the carrier and
 * tracking while it may leave, then, headed "On its way", "Mark as delivered". Plain forms: they work without JavaScript.
 * A refused shipment keeps what was typed, each refused field with its reason under it.
 */
export function ShipmentSection({
  action,
  canShip,
  status,
}: {
  action: string;
  canShip: boolean;
  status: FulfilmentStatus;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal("orderShipment");
  const values = refusal?.values;
  const refusedField = useRefusedFields(refusal);
  if (!canShip && status !== "shipped") return null;
  const field = (name: ShipmentField, max: number) => {
    const id = `shipment-${name}`;
    const { errors, control } = refusedField(name, id);
    return (
      <FieldFrame id={id} label={t(`admin.orders.${name}`)} errors={errors}>
        <input
          id={id}
          name={name}
          type={name === "trackingUrl" ? "url" : "text"}
          maxLength={max}
          defaultValue={typed(values, name) ?? ""}
          autoComplete="off"
          {...(name === "trackingUrl" ? { placeholder: "https://", inputMode: "url" as const } : {})}
          className={formCss.input}
          data-testid={id}
          {...control}
        />
      </FieldFrame>
    );
  };
  return (
    <section aria-labelledby="order-shipment" className={css.shipment} data-testid="admin-order-shipment">
      <h2 className={css.subheading} id="order-shipment">
        {canShip ? t("admin.orders.fulfilmentTitle") : t("admin.orders.deliveryTitle")}
      </h2>
      {canShip ? (
        <Form method="post" action={action} className={css.fields} data-testid="admin-order-ship">
          <FaultFocus reply={refusal}>
            <FormErrors
              id="order-shipment-errors"
              errors={refusal ? [refusal.error] : undefined}
              answer={refusal}
              pointsToFields={Object.keys(refusal?.fields ?? {}).length > 0}
            />
            <p className={css.muted}>{t("admin.orders.shipIntro")}</p>
            <input type="hidden" name="intent" value="ship" />
            {field("carrier", MAX_CARRIER_LENGTH)}
            {field("trackingNumber", MAX_TRACKING_NUMBER_LENGTH)}
            {field("trackingUrl", MAX_TRACKING_URL_LENGTH)}
            <div>
              <button type="submit" className={primaryButton} data-testid="admin-order-mark-shipped">
                {t("admin.orders.markShipped")}
              </button>
            </div>
          </FaultFocus>
        </Form>
      ) : (
        <Form method="post" action={action} className={css.fields}>
          <p className={css.muted}>{t("admin.orders.deliverIntro")}</p>
          <input type="hidden" name="intent" value="deliver" />
          <div>
            <button type="submit" className={primaryButton} data-testid="admin-order-mark-delivered">
              {t("admin.orders.markDelivered")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
