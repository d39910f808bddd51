/**
 * Decision 0061: how long an order's carrier name, tracking number and tracking link may be, without
 * zod, so that the back office's shipping form (a client bundle) holds the same limits the platform
 * refuses longer ones with.
 */
export const MAX_CARRIER_LENGTH = 100;
export const MAX_TRACKING_NUMBER_LENGTH = 100;
export const MAX_TRACKING_URL_LENGTH = 500;
