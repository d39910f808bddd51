/** The first words that name a text in a sentence (a comment in its deletion's question). */
import { describe, expect, it } from "vitest";
import { firstWords } from "~/lib/excerpt";

describe("firstWords", () => {
  it("keeps a short text whole, its white space collapsed", () => {
    expect(firstWords("  Clear and\n useful,   thank you. ")).toBe("Clear and useful, thank you.");
  });

  it("cuts a long text at the last whole word that fits, then adds …", () => {
    const text = "Lovely recipe, but the oven temperature seems far too high for a cake of this size: mine burned.";
    expect(firstWords(text)).toBe("Lovely recipe, but the oven temperature seems far too high…");
    expect(firstWords(text, 14)).toBe("Lovely recipe…");
  });

  it("keeps a word that ends exactly at the limit", () => {
    expect(firstWords("one two three", 7)).toBe("one two…");
  });

  it("cuts inside a single word longer than the limit", () => {
    expect(firstWords("Donaudampfschifffahrtsgesellschaft", 10)).toBe("Donaudampf…");
  });
});
