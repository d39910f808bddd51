/**
 * Money helpers (spec sections 1 and 9): amounts are integer cents, sold in EUR with 2 decimals,
 * always shown with the currency label.
 */
export type MoneyLocale = "en" | "hr";

/** BCP 47 tags used for formatting: "en-IE" gives "€1,234.50", "hr-HR" gives "1.234,50 €". */
const intlLocales: Record<MoneyLocale, string> = { en: "en-IE", hr: "hr-HR" };

/** Intl.NumberFormat instances are expensive to build: one per locale and currency. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: MoneyLocale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocales[locale] ?? intlLocales.en, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Euros as Intl writes them for these locales ("€1,234.50", "-€19.99"; "1.234,50 €" with a
 * no-break space U+00A0, "−19,99 €" with the minus sign U+2212), written out: a browser's first
 * Intl.NumberFormat loads its number data, 40 to 90 ms of the main thread on a fast machine while a
 * page with prices hydrates (docs/architecture.md, client performance). A unit test holds it to Intl.
 */
function formatEuros(cents: number, locale: MoneyLocale): string {
  const whole = Math.round(Math.abs(cents));
  const units = String(Math.floor(whole / 100));
  const fraction = String(whole % 100).padStart(2, "0");
  const negative = cents < 0 && whole > 0;
  if (locale === "hr") return `${negative ? "\u2212" : ""}${units.replace(/\B(?=(\d{3})+$)/g, ".")},${fraction}\u00a0€`;
  return `${negative ? "-" : ""}€${units.replace(/\B(?=(\d{3})+$)/g, ",")}.${fraction}`;
}

/** Formats integer cents with the currency label and exactly 2 fraction digits. Note that the
 * Croatian format separates the amount and the symbol with a no-break space (U+00A0) and uses
 * the minus sign U+2212 for negative amounts. */
export function formatMoney(cents: number, locale: MoneyLocale, currency = "EUR"): string {
  if (currency === "EUR" && (locale === "en" || locale === "hr")) return formatEuros(cents, locale);
  return formatter(locale, currency).format(fromCents(cents));
}

/** (retail - final) / retail as a rounded percent; the platform computes it the same way. */
export { discountPercent } from "#server/contract/money";

/** A decimal amount (e.g. 19.99) to integer cents (1999). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents (1999) to a decimal amount (19.99). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount typed in a form ("4.99", "4,99", "12") to integer cents; null unless it is a
 * non-negative number with at most 2 decimals (a grouping separator is refused as ambiguous). */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Cents as a form's amount, in the language's decimal separator without grouping ("1234,50"). */
export function amountInput(cents: number, locale: MoneyLocale): string {
  const text = fromCents(cents).toFixed(2);
  return locale === "hr" ? text.replace(".", ",") : text;
}
