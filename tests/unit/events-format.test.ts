/**
 * How the storefront shows event times (app/lib/events.ts): in Zagreb time whatever the server's
 * zone, summer time included, in the locale's words; file sizes of documents in the locale's numbers.
 * And the events section's props (app/lib/sections/schemas.ts).
 */
import { describe, expect, it } from "vitest";
import { validSections } from "~/.server/sections";
import { eventStartShort, eventTimeRange, fileSize } from "~/lib/events";
import { zagrebTime } from "#server/seed/events";

describe("event times", () => {
  it("are Zagreb's wall-clock time in winter (UTC+1) and summer (UTC+2)", () => {
    expect(eventTimeRange("2026-12-01T17:00:00.000Z", "2026-12-01T19:00:00.000Z", "en")).toBe(
      "Tuesday, 1 December 2026, 18:00–20:00",
    );
    expect(eventTimeRange("2026-07-01T16:00:00.000Z", "2026-07-01T18:30:00.000Z", "en")).toBe(
      "Wednesday, 1 July 2026, 18:00–20:30",
    );
    expect(eventTimeRange("2026-12-01T17:00:00.000Z", "2026-12-01T19:00:00.000Z", "hr")).toMatch(
      /^utorak, 1\. prosinca 2026\.,? 18:00\s?–\s?20:00$/,
    );
    expect(eventStartShort("2026-07-01T16:00:00.000Z", "en")).toBe("1 Jul 2026, 18:00");
  });

  it("name both days when an event runs over midnight", () => {
    const text = eventTimeRange("2026-12-01T17:00:00.000Z", "2026-12-02T19:00:00.000Z", "en");
    expect(text).toContain("1 December");
    expect(text).toContain("2 December");
  });

  it("seed at Zagreb's wall-clock hour on both sides of the clock change", () => {
    const winter = zagrebTime(new Date("2026-12-01T10:00:00Z"), 0, [18, 30]);
    expect(winter.toISOString()).toBe("2026-12-01T17:30:00.000Z");
    const summer = zagrebTime(new Date("2026-07-01T10:00:00Z"), 0, [18, 30]);
    expect(summer.toISOString()).toBe("2026-07-01T16:30:00.000Z");
  });
});

describe("file sizes", () => {
  it("use the locale's decimal mark", () => {
    expect(fileSize(601, "en")).toBe("601 B");
    expect(fileSize(1536, "en")).toBe("1.5 KB");
    expect(fileSize(1536, "hr")).toBe("1,5 KB");
    expect(fileSize(5 * 1024 * 1024, "hr")).toBe("5 MB");
  });
});

describe("the events section", () => {
  it("lists upcoming events by default, three of them, and refuses more than 12", () => {
    const sections = validSections(
      [
        { id: "a", type: "events", props: { title: "Upcoming" } },
        { id: "b", type: "events", props: { title: "Past", when: "past", limit: 6 } },
        { id: "c", type: "events", props: { title: "Too many", limit: 50 } },
        { id: "d", type: "documents", props: { title: "Documents" } },
      ],
      "test",
    );
    expect(sections.map((s) => s.props)).toEqual([
      { title: "Upcoming", when: "upcoming", limit: 3 },
      { title: "Past", when: "past", limit: 6 },
      { title: "Documents", limit: 10 },
    ]);
  });
});
