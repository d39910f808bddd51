/**
 * What uses a file, as the media library names it when it refuses to delete it (issue 15 item 3):
 * the platform sends the users as data, the back office names their kinds in its own language.
 */
import { describe, expect, it } from "vitest";
import { tFor } from "~/.server/i18n";
import { describeMediaUsers } from "~/lib/media-users";
import { mediaUsersOf } from "#server/contract/media-usage";

const details = {
  usedBy: [
    { kind: "page", title: "Početna", id: 1 },
    { kind: "draft", title: "O nama", id: 2 },
    { kind: "featuredImage", title: "Blog", id: 3 },
    { kind: "cmsOption", title: "Logo", id: null },
    { kind: "product", title: "Lampa", id: 4 },
    { kind: "category", title: null, id: 5 },
    { kind: "swatch", title: "red", id: null },
    { kind: "event", title: "Sajam", id: 6 },
    { kind: "document", title: "Katalog", id: 7 },
  ],
};

describe("the users of a file, named in the admin's language", () => {
  it("names every kind in Croatian", () => {
    expect(describeMediaUsers(mediaUsersOf(details), tFor("hr"))).toBe(
      "stranica Početna, nacrt stranice O nama, istaknuta slika stranice Blog, CMS opcija Logo, proizvod Lampa, " +
        "kategorija #5, uzorak boje red, događaj Sajam, dokument Katalog",
    );
  });

  it("and in English", () => {
    expect(describeMediaUsers(mediaUsersOf(details), tFor("en"))).toBe(
      "page Početna, draft of O nama, featured image of Blog, CMS option Logo, product Lampa, " +
        "category #5, colour swatch red, event Sajam, document Katalog",
    );
  });

  it("keeps only well-formed users from the details", () => {
    expect(mediaUsersOf(null)).toEqual([]);
    expect(mediaUsersOf({ usedBy: "Home" })).toEqual([]);
    expect(
      mediaUsersOf({
        usedBy: [
          { kind: "script", title: "x", id: 1 },
          { kind: "page", title: null, id: null },
        ],
      }),
    ).toEqual([]);
  });
});
