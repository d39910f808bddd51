/**
 * The product form's picture search for its gallery (decision 0085): the address's query read within
 * the platform's bounds and written back, and the list the gallery shows: the saved gallery first, then
 * the pictures ticked from an earlier search, then the page found, each once.
 */
import { describe, expect, it } from "vitest";
import type { Media } from "#server/contract";
import { askedPictures, galleryListed, pictureOf, picturesQuery } from "~/lib/gallery-pictures";

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
