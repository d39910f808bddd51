/**
 * The product form's picture search for its gallery (decision 0085): the address's query read within
 * the platform's bounds and written back, and the list the gallery shows: the saved gallery first, then
 * the pictures ticked from an earlier search, then the page found, each once.
 */
import { describe, expect, it } from "vitest";
import type { Media } from "#server/contract";
import {
  askedPictures,
  galleryListed,
  pictureOf,
  pictureSearchPosted,
  picturesQuery,
  picturesShown,
} from "~/lib/gallery-pictures";

const picture = (id: number): Media => ({
  id,
  title: `Picture ${id}`,
  description: "",
  alt: "",
  name: `picture-${id}`,
  mime: "image/jpeg",
  extension: "jpg",
  width: 800,
  height: 600,
  baseUrl: `/media/key/${id}`,
});
const ids = (list: Media[]) => list.map((m) => m.id);

describe("the gallery's picture search", () => {
  it("reads the search and its page from the address, within bounds", () => {
    expect(askedPictures(new URLSearchParams(""))).toEqual({ search: "", page: 1 });
    expect(askedPictures(new URLSearchParams("pictures=%20Kite%20&picturesPage=3"))).toEqual({
      search: "Kite",
      page: 3,
    });
    for (const page of ["0", "-2", "1.5", "x", "100001"])
      expect(askedPictures(new URLSearchParams({ picturesPage: page })).page).toBe(1);
    expect(askedPictures(new URLSearchParams({ pictures: "a".repeat(500) })).search).toHaveLength(200);
  });

  it("writes the query of a page back, nothing for the first page of no search", () => {
    expect(picturesQuery("", 1)).toBe("");
    expect(picturesQuery("", 2)).toBe("?picturesPage=2");
    expect(picturesQuery("red kite", 1)).toBe("?pictures=red+kite");
    expect(askedPictures(new URLSearchParams(picturesQuery("čaša & co", 4)))).toEqual({ search: "čaša & co", page: 4 });
  });

  it("keeps only what the form shows of a media item", () => {
    const item = { ...picture(7), alts: { en: "A kite" }, originalName: "kite.jpg", size: 10, createdAt: "x" };
    expect(pictureOf(item)).toEqual(picture(7));
  });

  it("lists the saved gallery first, then pictures ticked elsewhere, then the page found, each once", () => {
    const [a, b, c, d, e] = [1, 2, 3, 4, 5].map(picture) as [Media, Media, Media, Media, Media];
    // Saved c, a; d ticked from an earlier search; the page found holds a, e, b (b ticked there: it stays in place).
    expect(ids(galleryListed([c, a], [a, d, b], [a, e, b]))).toEqual([3, 1, 4, 5, 2]);
    // No search results: the saved gallery and the ticked pictures alone.
    expect(ids(galleryListed([c], [d], []))).toEqual([3, 4]);
    // Nothing saved or ticked: the page as found.
    expect(ids(galleryListed([], [], [e, b]))).toEqual([5, 2]);
  });
});

/** A post of the product form: its fields, as a browser sends them. */
const posted = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};

describe("a post of the product form without JavaScript: a search or a save", () => {
  const typed = (text: string, shown = "?pictures=kite", more: [string, string][] = []) =>
    posted([["texts.en.name", "Kite"], ["pictures", text], ["picturesShown", shown], ...more]);

  it("searches the field's text from its first page with the search button", () => {
    expect(pictureSearchPosted(typed("  Harbour ", "", [["intent", "searchPictures"]]))).toEqual({
      search: "Harbour",
      page: 1,
    });
    expect(pictureSearchPosted(typed("kite", "?pictures=kite&picturesPage=3", [["intent", "searchPictures"]]))).toEqual(
      { search: "kite", page: 1 },
    );
  });

  it("turns the page of the search shown, whatever the field holds", () => {
    expect(pictureSearchPosted(typed("boat", "?pictures=kite", [["picturesPage", "2"]]))).toEqual({
      search: "kite",
      page: 2,
    });
    expect(pictureSearchPosted(typed("", "", [["picturesPage", "0"]]))).toEqual({ search: "", page: 1 });
  });

  it("searches on Enter only while the field holds a search not yet run; else Enter saves", () => {
    expect(pictureSearchPosted(typed("boat", "?pictures=kite", [["intent", "enter"]]))).toEqual({
      search: "boat",
      page: 1,
    });
    expect(pictureSearchPosted(typed("", "?pictures=kite", [["intent", "enter"]]))).toEqual({ search: "", page: 1 });
    expect(pictureSearchPosted(typed(" kite ", "?pictures=kite&picturesPage=2", [["intent", "enter"]]))).toBeNull();
  });

  it("saves with the save button, and with Enter when the form does not say what it showed (JavaScript)", () => {
    expect(pictureSearchPosted(typed("boat"))).toBeNull();
    expect(
      pictureSearchPosted(
        posted([
          ["pictures", "boat"],
          ["intent", "enter"],
        ]),
      ),
    ).toBeNull();
  });

  it("reads the search shown, or nothing when the post does not carry it", () => {
    expect(picturesShown(posted([["picturesShown", "?pictures=kite&picturesPage=2"]]))).toEqual({
      search: "kite",
      page: 2,
    });
    expect(picturesShown(posted([["picturesShown", ""]]))).toEqual({ search: "", page: 1 });
    expect(picturesShown(posted([]))).toBeNull();
  });
});
