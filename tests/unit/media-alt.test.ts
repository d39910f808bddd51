/** Which alt text a content image gets (app/lib/media.ts contentAlt) and what a page's image carries. */
import { describe, expect, it } from "vitest";
import { contentAlt, toImageRef } from "~/lib/media";

const item = { alt: "", title: "", name: "img-0042", baseUrl: "/media/1/7", width: 800, height: 600 };
/** A media record as the library keeps it: with its title, which no page may read out. */
const record = (fields: { alt?: string; title?: string }) => ({ ...item, ...fields });

describe("contentAlt", () => {
  it("takes the editor's alt text first", () => {
    expect(contentAlt(record({ alt: " A red bicycle ", title: "Bike" }), "Cargo bike")).toBe("A red bicycle");
  });

  it("falls back to the given name (a product's, in the page's language)", () => {
    expect(contentAlt(record({ title: "Bike in the sun" }), "Cargo bike")).toBe("Cargo bike");
  });

  it("never uses the media library's title: one language for every page, and a name, not a description", () => {
    expect(contentAlt(record({ title: "Bike in the sun" }))).toBe("");
    expect(contentAlt(record({ title: "IMG_0042" }))).toBe("");
  });

  it("is empty without any of them", () => {
    expect(contentAlt(item)).toBe("");
  });
});

describe("toImageRef", () => {
  it("sends the editor's alt text and not the title", () => {
    expect(toImageRef(record({ alt: "Harbour at dusk", title: "Harbour" }))).toEqual({
      baseUrl: "/media/1/7",
      name: "img-0042",
      width: 800,
      height: 600,
      alt: "Harbour at dusk",
    });
  });
});
