import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "#server/modules/content";

describe("sanitizeRichText", () => {
  it("lets pictures in rich text load lazily, unless the editor asked otherwise", () => {
    expect(sanitizeRichText('<p><img src="/media/a.png" alt="A" width="320" height="96" /></p>')).toBe(
      '<p><img loading="lazy" decoding="async" src="/media/a.png" alt="A" width="320" height="96" /></p>',
    );
    expect(sanitizeRichText('<img src="/media/a.png" alt="" loading="eager" />')).toBe(
      '<img loading="eager" decoding="async" src="/media/a.png" alt="" />',
    );
  });

  it("still drops handlers and scripts around pictures", () => {
    expect(sanitizeRichText('<img src="/media/a.png" alt="" onerror="alert(1)" /><script>x</script>')).toBe(
      '<img loading="lazy" decoding="async" src="/media/a.png" alt="" />',
    );
  });

  it("drops pictures whose source is neither an http(s) address nor a media path (review h2, finding 3)", () => {
    // A relative or odd source made every page view request a missing page, filling "Pages not found".
    expect(sanitizeRichText("<p>Hi <img src=x></p>")).toBe("<p>Hi </p>");
    expect(sanitizeRichText('<p><img src="../a.png" alt="" /><img src="/about-us" alt="" /></p>')).toBe("<p></p>");
    expect(sanitizeRichText('<p><img alt="no source" /></p>')).toBe("<p></p>");
    expect(sanitizeRichText('<p><img src="data:image/png;base64,AAAA" alt="" /></p>')).toBe("<p></p>");
    expect(sanitizeRichText('<p><img src="//evil.example/a.png" alt="" /></p>')).toBe("<p></p>");
    // What the editor and the demo content use stays.
    expect(sanitizeRichText('<img src="/media/1/2/SmallSize/logo.png" alt="" />')).toBe(
      '<img loading="lazy" decoding="async" src="/media/1/2/SmallSize/logo.png" alt="" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png" alt="" />')).toBe(
      '<img loading="lazy" decoding="async" src="https://cdn.example.com/a.png" alt="" />',
    );
  });
});
