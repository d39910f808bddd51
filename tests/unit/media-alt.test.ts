/** Which alt text a content image gets (app/lib/media.ts contentAlt) and what a page's image carries. */
import { describe, expect, it } from "vitest";
import { contentAlt, toImageRef } from "~/lib/media";

const item = { alt: "", title: "", name: "img-0042", baseUrl: "/media/1/7", width: 800, height: 600 };

describe("contentAlt", () => {
  it("takes the editor's alt text first", () => {
    expect(contentAlt({ ...item, alt: " A red bicycle ", title: "Bike" }, "Cargo bike")).toBe("A red bicycle");
  });

  it("falls back to the given name (a product's), then to the media title", () => {
    expect(contentAlt({ ...item, title: "Bike in the sun" }, "Cargo bike")).toBe("Cargo bike");
    expect(contentAlt({ ...item, title: "Bike in the sun" })).toBe("Bike in the sun");
  });

  it("never uses a title that is only the file name", () => {
    expect(contentAlt({ ...item, title: "IMG_0042" })).toBe("");
    expect(contentAlt({ ...item, name: "sunset-beach", title: "Sunset Beach" })).toBe("");
    expect(contentAlt({ ...item, name: "sunset-beach", title: "Sunset Beach" }, "Beach towel")).toBe("Beach towel");
  });

  it("is empty without any of them", () => {
    expect(contentAlt(item)).toBe("");
  });
});

describe("toImageRef", () => {
  it("sends the chosen alt text and not the title", () => {
    expect(toImageRef({ ...item, title: "Harbour at dusk" })).toEqual({
      baseUrl: "/media/1/7",
      name: "img-0042",
      width: 800,
      height: 600,
      alt: "Harbour at dusk",
    });
  });
});
