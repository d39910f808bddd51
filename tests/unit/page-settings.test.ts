import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH } from "#server/contract/text-limits";
import { pictureChange, settingsChanges } from "~/.server/page-settings";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the page-settings dialog's forms", () => {
  it("take a page's meta texts, trimmed, and nothing of a post's", () => {
    const typed = form([
      ["metaTitle", "  Title  "],
      ["metaDescription", "About"],
      ["excerpt", "ignored"],
      ["categories", "listed"],
      ["termIds", "3"],
    ]);
    expect(settingsChanges(typed, false)).toEqual({
      changes: { metaTitle: "Title", metaDescription: "About" },
      termIds: null,
    });
  });

  it("take a post's excerpt, body as typed and its ticked categories (none when none is ticked)", () => {
    const typed = form([
      ["metaTitle", ""],
      ["excerpt", " Short "],
      ["body", "<p>Text</p>\n"],
      ["categories", "listed"],
      ["termIds", "4"],
      ["termIds", "2"],
      ["termIds", "4"],
    ]);
    expect(settingsChanges(typed, true)).toEqual({
      changes: { metaTitle: "", excerpt: "Short", body: "<p>Text</p>\n" },
      termIds: [4, 2],
    });
    expect(settingsChanges(form([["categories", "listed"]]), true)).toEqual({ changes: {}, termIds: [] });
  });

  it("refuse a meta text over its length, or a category that is no id, saying why", () => {
    expect(settingsChanges(form([["metaTitle", "x".repeat(META_TITLE_MAX_LENGTH + 1)]]), false)).toEqual({
      key: "editor.textTooLong",
      values: { count: META_TITLE_MAX_LENGTH },
    });
    expect(
      settingsChanges(form([["metaDescription", "x".repeat(META_DESCRIPTION_MAX_LENGTH + 1)]]), true),
    ).toMatchObject({ key: "editor.textTooLong" });
    expect(
      settingsChanges(
        form([
          ["categories", "listed"],
          ["termIds", "x"],
        ]),
        true,
      ),
    ).toEqual({ key: "editor.pickers.noChoice" });
  });

  it("set the page's picture, or none", () => {
    expect(pictureChange(form([["mediaId", "12"]]))).toEqual({ mediaId: 12 });
    expect(pictureChange(form([["mediaId", ""]]))).toEqual({ mediaId: null });
    expect(pictureChange(form([["mediaId", "-1"]]))).toEqual({ key: "editor.pickers.noChoice" });
  });
});
