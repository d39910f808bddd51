/**
 * How storefront links prefetch the next page: on intent (hover, focus, touch) by default, never
 * when the visitor's browser asks to save data (Chrome's data saver, `navigator.connection.saveData`).
 * A prefetch spends the visitor's bytes on a page they may not open; the click still loads it.
 * On the server no link prefetches anyway (intent is client-side only), so the two sides render the
 * same markup whichever value they read.
 */
export const linkPrefetch: "intent" | "none" = visitorSavesData() ? "none" : "intent";

function visitorSavesData(): boolean {
  if (typeof navigator === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
