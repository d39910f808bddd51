import fc from "fast-check";
import { describe, it, expect } from "vitest";
import { amountInput, discountPercent, formatMoney, fromCents, parseAmount, toCents } from "~/lib/money";

/** Intl may use no-break spaces (U+00A0, U+202F) and the minus sign U+2212 in hr; normalise them. */
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\u2212/g, "-");

describe("formatMoney", () => {
  it("formats English amounts with the euro sign first and 2 decimals", () => {
    expect(formatMoney(0, "en")).toBe("€0.00");
    expect(formatMoney(5, "en")).toBe("€0.05");
    expect(formatMoney(100, "en")).toBe("€1.00");
    expect(formatMoney(1999, "en")).toBe("€19.99");
    expect(formatMoney(123450, "en")).toBe("€1,234.50");
    expect(formatMoney(123456789, "en")).toBe("€1,234,567.89");
  });

  it("formats negative English amounts", () => {
    expect(norm(formatMoney(-1999, "en"))).toBe("-€19.99");
  });

  it("formats Croatian amounts with comma decimals and the euro sign last", () => {
    expect(norm(formatMoney(0, "hr"))).toBe("0,00 €");
    expect(norm(formatMoney(5, "hr"))).toBe("0,05 €");
    expect(norm(formatMoney(1999, "hr"))).toBe("19,99 €");
    expect(norm(formatMoney(123450, "hr"))).toBe("1.234,50 €");
    expect(norm(formatMoney(123456789, "hr"))).toBe("1.234.567,89 €");
    expect(norm(formatMoney(-1999, "hr"))).toBe("-19,99 €");
  });

  it("matches Intl output exactly (including no-break spaces)", () => {
    const hr = new Intl.NumberFormat("hr-HR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
    expect(formatMoney(123450, "hr")).toBe(hr.format(1234.5));
  });

  it("writes euros exactly as Intl does, in both languages, for any whole number of cents", () => {
    const intl = (locale: string) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    const formats = { en: intl("en-IE"), hr: intl("hr-HR") };
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        for (const locale of ["en", "hr"] as const)
          expect(formatMoney(cents, locale)).toBe(formats[locale].format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    for (const cents of [0, 1, 99, 100, 999, 1000, 99999, 100000, 999999, 1000000, -1, -100000])
      for (const locale of ["en", "hr"] as const)
        expect(formatMoney(cents, locale)).toBe(formats[locale].format(cents / 100));
  });

  it("always shows exactly 2 fraction digits", () => {
    for (const cents of [0, 1, 10, 100, 1999, 200000, -7, 123456789]) {
      for (const locale of ["en", "hr"] as const) {
        // en ends "…0.00", hr ends "…0,00 €": the last separator is followed by exactly 2 digits.
        expect(norm(formatMoney(cents, locale))).toMatch(/\d[.,]\d{2}(?: €)?$/);
      }
    }
  });

  it("supports another currency", () => {
    expect(formatMoney(1999, "en", "USD")).toContain("19.99");
    expect(formatMoney(1999, "en", "USD")).not.toContain("€");
  });

  it("reuses its formatters (same output on repeated calls)", () => {
    expect(formatMoney(1, "hr")).toBe(formatMoney(1, "hr"));
    expect(formatMoney(1, "en")).not.toBe(formatMoney(1, "hr"));
  });
});

describe("discountPercent", () => {
  it("rounds the discount percent", () => {
    expect(discountPercent(1000, 667)).toBe(33);
    expect(discountPercent(1000, 665)).toBe(34); // 33.5 rounds up
    expect(discountPercent(1000, 500)).toBe(50);
    expect(discountPercent(2999, 1999)).toBe(33);
    expect(discountPercent(1000, 0)).toBe(100);
    expect(discountPercent(300, 299)).toBe(0);
  });

  it("is 0 without a retail price or without a discount", () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
    expect(discountPercent(-100, 50)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1500)).toBe(0);
  });
});

describe("toCents / fromCents", () => {
  it("converts amounts to integer cents", () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0)).toBe(0);
    expect(toCents(-5.25)).toBe(-525);
  });

  it("converts cents back to amounts", () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(0)).toBe(0);
    expect(fromCents(-525)).toBe(-5.25);
    expect(fromCents(toCents(12.34))).toBe(12.34);
  });
});

describe("an amount typed in a form", () => {
  it("is read with a point or a comma, at most two decimals, never negative", () => {
    expect(parseAmount("4.99")).toBe(499);
    expect(parseAmount(" 4,9 ")).toBe(490);
    expect(parseAmount("12")).toBe(1200);
    expect(parseAmount("0")).toBe(0);
    expect(parseAmount("0,05")).toBe(5);
    for (const refused of ["", "-1", "4.999", "1,234.50", "1.234,50", "4.", ".5", "abc", "1e3"])
      expect(parseAmount(refused)).toBeNull();
  });

  it("is shown for editing in the language's decimal separator, without grouping", () => {
    expect(amountInput(123450, "en")).toBe("1234.50");
    expect(amountInput(499, "hr")).toBe("4,99");
    expect(parseAmount(amountInput(123450, "hr"))).toBe(123450);
  });
});
