/** A refused edit-mode form opens again with what the editor changed, and the page's version in the rest. */
import { describe, expect, it } from "vitest";
import { changedByEditor } from "~/lib/edit-refusal";

const opened = (values: Record<string, string | string[]>, whole = false) => JSON.stringify({ values, whole });

describe("changedByEditor", () => {
  it("leaves out the fields left as they were, and keeps those changed and those it did not open with", () => {
    const typed = { "prop.title": "Saved heading", "prop.subtitle": "My subtitle", linkProp: "cta.link" };
    expect(
      changedByEditor(typed, opened({ "prop.title": "Saved heading", "prop.subtitle": "Saved subtitle" })),
    ).toEqual({ "prop.subtitle": "My subtitle", linkProp: "cta.link" });
  });

  it("reads a textarea's line breaks as the browser sends them back", () => {
    expect(changedByEditor({ body: "<p>a</p>\r\n<p>b</p>" }, opened({ body: "<p>a</p>\n<p>b</p>" }))).toEqual({});
  });

  it("compares a list whatever its order, and keeps a list emptied by the editor as an empty list", () => {
    expect(changedByEditor({ termIds: ["3", "1"] }, opened({ termIds: ["1", "3"] }))).toEqual({});
    expect(changedByEditor({ termIds: "1" }, opened({ termIds: ["1"] }))).toEqual({});
    expect(changedByEditor({}, opened({ termIds: ["1"] }))).toEqual({ termIds: [] });
    expect(changedByEditor({ termIds: "2" }, opened({ termIds: ["1"] }))).toEqual({ termIds: "2" });
    expect(changedByEditor({}, opened({ termIds: [] }))).toEqual({});
  });

  it("keeps or leaves a whole value's fields together", () => {
    const link = { "link.type": "external", "link.value": "https://example.com/" };
    expect(changedByEditor({ ...link }, opened(link, true))).toEqual({});
    const changed = { ...link, "link.value": "https://example.org/" };
    expect(changedByEditor(changed, opened(link, true))).toEqual(changed);
  });

  it("keeps everything typed when the form says nothing of how it opened, or says it unreadably", () => {
    const typed = { title: "Typed" };
    expect(changedByEditor(typed, null)).toEqual(typed);
    expect(changedByEditor(typed, "{not json")).toEqual(typed);
    expect(changedByEditor(typed, "null")).toEqual(typed);
  });
});
