/**
 * Events (issue 14 item 4; spec section 7 calendar event/public/filter and get): the published
 * events of a language, upcoming or past, in a date range, paged; one event with its translation;
 * drafts and unknown ids are not found. The demo seeds events counted from the seeding day
 * (server/seed/events.ts). The pages are tested end to end in tests/e2e/events.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "#server/contract";
import { eventMessages } from "#server/contract/events";
import { demoEvents } from "#server/seed/events";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const lang = (language: "en" | "hr") => ({ language });
const published = demoEvents.filter((e) => e.status !== "draft");
const upcoming = published.filter((e) => e.inDays > 0);
const past = published.filter((e) => e.inDays < 0);

describe("event filter", () => {
  it("lists the upcoming published events of the language, soonest first", async () => {
    const { records, totalRecords, totalPages } = await t.call(events.filter, { when: "upcoming" }, lang("en"));
    expect(records.map((e) => e.slug)).toEqual([...upcoming].sort((a, b) => a.inDays - b.inDays).map((e) => e.en.slug));
    expect({ totalRecords, totalPages }).toEqual({ totalRecords: upcoming.length, totalPages: 1 });
    const now = Date.now();
    for (const e of records) {
      expect(Date.parse(e.endEvent)).toBeGreaterThanOrEqual(now);
      expect(e.startEvent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(e.languageCode).toBe("en");
      expect(e.url).toBe(`/event/${e.id}`);
    }
    const hr = await t.call(events.filter, {}, lang("hr"));
    expect(hr.records.map((e) => e.slug)).toEqual(
      [...upcoming].sort((a, b) => a.inDays - b.inDays).map((e) => e.hr.slug),
    );
    expect(hr.records[0].url).toBe(`/hr/dogadjaj/${hr.records[0].id}`);
  });

  it("lists the past ones latest first, and all of them by start", async () => {
    const { records } = await t.call(events.filter, { when: "past" }, lang("hr"));
    expect(records.map((e) => e.slug)).toEqual([...past].sort((a, b) => b.inDays - a.inDays).map((e) => e.hr.slug));
    const all = await t.call(events.filter, { when: "all", limit: 100 }, lang("en"));
    expect(all.records.map((e) => e.slug)).toEqual(
      [...published].sort((a, b) => a.inDays - b.inDays).map((e) => e.en.slug),
    );
  });

  it("keeps the events that overlap a date range", async () => {
    const day = 86_400_000;
    const from = new Date(Date.now() - 12 * day).toISOString();
    const to = new Date(Date.now() + 10 * day).toISOString();
    const { records } = await t.call(events.filter, { when: "all", from, to }, lang("en"));
    expect(records.map((e) => e.slug)).toEqual(
      published.filter((e) => e.inDays >= -12 && e.inDays <= 10).map((e) => e.en.slug),
    );
    // An offset other than Z is the same instant.
    const plus2 = to.replace(/\.\d{3}Z$/, "+00:00");
    expect((await t.call(events.filter, { when: "all", from, to: plus2 }, lang("en"))).totalRecords).toBe(
      records.length,
    );
    await expectFailure(t.call(events.filter, { when: "all", from: to, to: from }, lang("en")), 400);
    await expectFailure(t.call(events.filter, { from: "next tuesday" } as never, lang("en")), 400);
  });

  it("pages", async () => {
    const first = await t.call(events.filter, { when: "all", limit: 2, page: 1 }, lang("en"));
    const second = await t.call(events.filter, { when: "all", limit: 2, page: 2 }, lang("en"));
    const all = await t.call(events.filter, { when: "all", limit: 100 }, lang("en"));
    expect(first.totalPages).toBe(Math.ceil(published.length / 2));
    expect([...first.records, ...second.records].map((e) => e.id)).toEqual(all.records.slice(0, 4).map((e) => e.id));
    await expectFailure(t.call(events.filter, { limit: 101 }, lang("en")), 400);
  });
});

describe("event get", () => {
  it("answers one event with place, attendees, picture, sanitized description and its translation", async () => {
    const [coffee] = (await t.call(events.filter, {}, lang("en"))).records;
    const facts = [...upcoming].sort((a, b) => a.inDays - b.inDays)[0];
    const event = await t.call(events.get, { id: coffee.id }, lang("en"));
    expect(event).toEqual(coffee);
    expect(event.title).toBe(facts.en.title);
    expect(event.place).toEqual(facts.en.place);
    expect(event.eventAttendees).toEqual(facts.attendees);
    expect(event.media?.baseUrl).toMatch(/^\/media\//);
    expect(event.description).toContain('rel="noopener noreferrer"');
    expect(Date.parse(event.endEvent) - Date.parse(event.startEvent)).toBe(facts.hours * 3_600_000);
    const hr = event.translations.find((tr) => tr.languageCode === "hr")!;
    expect(event.translations.map((tr) => tr.languageCode)).toEqual(["en", "hr"]);
    const translated = await t.call(events.get, { id: hr.id }, lang("hr"));
    expect(translated).toMatchObject({
      title: facts.hr.title,
      url: `/hr/dogadjaj/${hr.id}`,
      startEvent: event.startEvent,
    });
    expect(translated.translations).toEqual(event.translations);
  });

  it("does not find a draft or an unknown id", async () => {
    const draft = await t.platform.services.db
      .selectFrom("events")
      .select("id")
      .where("status", "=", "draft")
      .executeTakeFirstOrThrow();
    const all = await t.call(events.filter, { when: "all", limit: 100 }, lang("en"));
    expect(all.records.some((e) => e.id === draft.id)).toBe(false);
    const error = await expectFailure(
      t.call(events.get, { id: draft.id }, lang("en")),
      404,
      eventMessages.eventNotFound,
    );
    expect((error.body as { code: string }).code).toBe("EVENT_NOT_FOUND");
    await expectFailure(t.call(events.get, { id: 999_999 }, lang("en")), 404, eventMessages.eventNotFound);
    expect(
      (await t.request("/api/v1/calendar/event/public/get?id=abc", { headers: { apikey: "demo-public-api-key" } }))
        .status,
    ).toBe(400);
  });
});
