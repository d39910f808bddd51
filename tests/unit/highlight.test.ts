/** The searched words marked in a search hit's excerpt, as the platform's search matches them. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight } from "~/routes/search/highlight";

const marked = (text: string, query: string, locale?: string) =>
  renderToStaticMarkup(createElement(Highlight, { text, query, locale }));

describe("Highlight", () => {
  it("marks a word ignoring case and diacritics", () => {
    expect(marked("Vaša Košarica je prazna", "kosarica", "hr")).toBe("Vaša <mark>Košarica</mark> je prazna");
  });

  it("marks, in Croatian, the whole words that end in another letter, as the search finds them", () => {
    expect(marked("Imate četrnaest dana od dostave za povrat.", "dostava", "hr")).toBe(
      "Imate četrnaest dana od <mark>dostave</mark> za povrat.",
    );
    // Not a longer word, and not in English, whose search does not match other endings.
    expect(marked("Dostavljamo brzo.", "dostava", "hr")).toBe("Dostavljamo brzo.");
    expect(marked("We deliver daily.", "delivery", "en")).toBe("We deliver daily.");
    // Short words match as typed only.
    expect(marked("kava i kave", "kav", "hr")).toBe("<mark>kav</mark>a i <mark>kav</mark>e");
  });
});
