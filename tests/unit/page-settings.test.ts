import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH } from "#server/contract/text-limits";
import { SLUG_MIN_LENGTH, type PageUse } from "#server/contract/publishing";
import { addressRefusal, pictureChange, settingsChanges } from "~/.server/page-settings";
import { tFor } from "~/.server/i18n";
import { linkingPagesToast, pageUseTitles } from "~/.server/page-uses";
import { PlatformRequestError } from "~/.server/platform";

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

describe("review 4, finding 2: the address refusal names the linking pages as the removal toast does", () => {
  const uses: PageUse[] = [
    { kind: "navigation", name: "main", title: "Menu", language: "hr" },
    { kind: "element", name: "footer-section", title: "Footer", language: "en" },
    { kind: "page", name: "/linking", title: "Linking", post: { id: 7, published: true } },
    { kind: "post", name: "/hr/objava", title: "", post: { id: 9, published: false } },
  ];
  const inUse = new PlatformRequestError("Page is in use", 409, "PAGE_IN_USE", uses);
  const en = tFor("en");

  it("carries a link to edit each linking page, the same links (one piece of code) as the toast's", () => {
    const refusal = addressRefusal(inUse, "en", en);
    const links = [
      // A menu link and an element are edited in the back office of their own language.
      {
        key: "admin.pageLinks.editMenuLink",
        values: { title: "Menu", menu: "Main menu" },
        href: "/hr/admin/navigation?tree=main",
      },
      { key: "admin.pageLinks.edit", values: { title: "Footer" }, href: "/admin/templates/footer-section" },
      { key: "admin.pageLinks.edit", values: { title: "Linking" }, href: "/linking?editPage=true" },
      { key: "admin.pageLinks.edit", values: { title: "/hr/objava" }, href: "/admin/pages/9" },
    ];
    expect(refusal).toEqual({
      key: "editor.settings.address.errors.inUse",
      values: { min: SLUG_MIN_LENGTH, uses: "Menu (Main menu), Footer, Linking, /hr/objava" },
      links,
    });
    expect(linkingPagesToast(uses, "en", en).links).toEqual(links);
    expect(addressRefusal(inUse, "hr", en)?.links?.[3]?.href).toBe("/hr/admin/pages/9");
  });

  it("names each menu link's menu, so one title in two menus is two entries, in the interface's language", () => {
    const twoMenus: PageUse[] = [
      { kind: "navigation", name: "main", title: "O nama", language: "hr" },
      { kind: "navigation", name: "footer1", title: "O nama", language: "hr" },
      { kind: "element", name: "footer-section", title: "Podnožje", language: "hr" },
    ];
    expect(pageUseTitles(twoMenus, tFor("hr"))).toBe("O nama (Glavni izbornik), O nama (Stupac podnožja 1), Podnožje");
    expect(pageUseTitles(twoMenus, en)).toBe("O nama (Main menu), O nama (Footer column 1), Podnožje");
    const labels = linkingPagesToast(twoMenus, "hr", tFor("hr")).links!.map((link) =>
      tFor("hr")(link.key, link.values),
    );
    expect(labels).toEqual([
      "Uredi poveznicu izbornika „O nama” (Glavni izbornik)",
      "Uredi poveznicu izbornika „O nama” (Stupac podnožja 1)",
      "Uredi „Podnožje”",
    ]);
  });

  it("has no links for its other refusals", () => {
    const taken = new PlatformRequestError("Slug is taken", 409, "SLUG_TAKEN");
    expect(addressRefusal(taken, "en", en)).toEqual({
      key: "editor.settings.address.errors.slugTaken",
      values: { min: SLUG_MIN_LENGTH, uses: "" },
    });
  });
});
