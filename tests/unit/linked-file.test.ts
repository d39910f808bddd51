/** A download listing's row offers the file its post links (blog layouts, linkedFile). */
import { describe, expect, it } from "vitest";
import { linkedFile } from "~/lib/blog";

describe("linkedFile", () => {
  it("finds the first file of the media library a post's text links, and its type", () => {
    const html =
      '<p>Read first. <a href="/about">About</a> <a href="/media/demo/12/LargeSize/shoe.webp">picture</a></p>' +
      '<p><a href="/media/demo/31/file/size-chart.pdf">Download the size chart (PDF)</a> ' +
      '<a href="/media/demo/32/file/care.zip">cards</a></p>';
    expect(linkedFile(html)).toEqual({ url: "/media/demo/31/file/size-chart.pdf", type: "PDF" });
  });

  it("finds none in a text without one: pictures, pages and other sites' files are not the post's file", () => {
    expect(linkedFile("<p>No file here.</p>")).toBeUndefined();
    expect(linkedFile('<p><img src="/media/demo/31/file/chart.pdf"> <a href="/about">about</a></p>')).toBeUndefined();
    expect(linkedFile('<a href="https://example.com/media/demo/31/file/chart.pdf">elsewhere</a>')).toBeUndefined();
  });
});
