/**
 * The bot check of public forms without reCAPTCHA (app/.server/bot-check.ts): a honeypot, and the
 * signed time the form was served, so that a form sent back sooner than people can fill it in
 * (FORM_MIN_FILL_MS, 2 s by default) or with a forged time is refused. And the date rule of the
 * questionnaire (spec section 5): weekdays from yesterday on, typed dd.MM.yyyy.
 */
import { describe, expect, it } from "vitest";
import { formToday, isAvailableDate, parseFormDate } from "#server/contract/forms";
import { FILL_STARTED_FIELD, HONEYPOT_FIELD } from "~/lib/forms/messages";

process.env.SESSION_SECRET ??= "unit-test-secret";
delete process.env.FORM_MIN_FILL_MS;
const { botCheckView, checkBot } = await import("~/.server/bot-check");

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("the minimum fill time", () => {
  const servedAt = Date.UTC(2026, 10, 26, 10, 0, 0);
  const { startedAt } = botCheckView(servedAt);

  it("lets a form through that took a person's time, and refuses one sent at once", () => {
    const form = posted({ [FILL_STARTED_FIELD]: startedAt });
    expect(checkBot(form, servedAt + 500).passed).toBe(false);
    expect(checkBot(form, servedAt + 2000).passed).toBe(true);
    expect(checkBot(form, servedAt + 3_600_000).passed).toBe(true);
  });

  it("refuses a form without the time or with a time it did not sign", () => {
    expect(checkBot(posted({}), servedAt + 5000).passed).toBe(false);
    const forged = startedAt.replace(/^\d+/, String(servedAt - 60_000));
    expect(checkBot(posted({ [FILL_STARTED_FIELD]: forged }), servedAt + 5000).passed).toBe(false);
  });

  it("answers a filled honeypot with a plain 400", () => {
    const form = posted({ [FILL_STARTED_FIELD]: startedAt, [HONEYPOT_FIELD]: "+385 1 234 5678" });
    expect(() => checkBot(form, servedAt + 5000)).toThrow();
  });
});

describe("the date input's rule", () => {
  it("reads dd.MM.yyyy (and the Croatian trailing dot), nothing else", () => {
    expect(parseFormDate("02.12.2026")).toBe("2026-12-02");
    expect(parseFormDate("2.12.2026.")).toBe("2026-12-02");
    for (const bad of ["2026-12-02", "12/02/2026", "31.02.2026", "00.01.2026", "1.13.2026", ""])
      expect(parseFormDate(bad), bad).toBeNull();
  });

  it("allows weekdays from yesterday on, never Saturdays, Sundays or earlier days", () => {
    const today = "2026-11-26"; // a Thursday
    expect(isAvailableDate("2026-11-25", today)).toBe(true); // yesterday, Wednesday
    expect(isAvailableDate("2026-11-24", today)).toBe(false);
    expect(isAvailableDate("2026-11-28", today)).toBe(false); // Saturday
    expect(isAvailableDate("2026-11-29", today)).toBe(false); // Sunday
    expect(isAvailableDate("2026-11-30", today)).toBe(true);
    // Monday's yesterday is a Sunday: it stays closed.
    expect(isAvailableDate("2026-11-29", "2026-11-30")).toBe(false);
  });

  it("counts days in Zagreb: 23:30 UTC on the 26th is already the 27th there", () => {
    expect(formToday(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
    expect(formToday(new Date("2026-11-26T12:00:00Z"))).toBe("2026-11-26");
  });
});
