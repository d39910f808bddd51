/**
 * Decision 0061: how long an order's carrier name, tracking number and tracking link may be, and
 * which of them a shipment refuses, without zod, so that the back office's shipping form (a client
 * bundle) holds the same limits the platform refuses longer ones with, and its action says every
 * refused field at once where the platform answers with the first.
 */
export const MAX_CARRIER_LENGTH = 100;
export const MAX_TRACKING_NUMBER_LENGTH = 100;
export const MAX_TRACKING_URL_LENGTH = 500;

export type ShipmentField = "carrier" | "trackingNumber" | "trackingUrl";

/** An https address with a host, no credentials, within the limit: what an e-mail's button and the
 * order page may link to (never javascript:, data: or a plain http page). */
export function isHttpsUrl(text: string): boolean {
  if (text.length > MAX_TRACKING_URL_LENGTH) return false;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The fields of a shipment that are refused, in the form's order (each is refused for one reason:
 * too long, or not an https address). An empty one is none, and never refused. */
export function refusedShipmentFields(input: Partial<Record<ShipmentField, string>>): ShipmentField[] {
  const given = (name: ShipmentField) => input[name]?.trim() ?? "";
  const refused: ShipmentField[] = [];
  if (given("carrier").length > MAX_CARRIER_LENGTH) refused.push("carrier");
  if (given("trackingNumber").length > MAX_TRACKING_NUMBER_LENGTH) refused.push("trackingNumber");
  if (given("trackingUrl") && !isHttpsUrl(given("trackingUrl"))) refused.push("trackingUrl");
  return refused;
}
