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
});
