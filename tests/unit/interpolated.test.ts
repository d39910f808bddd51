/** A translated sentence with an element in its place (a link, an order number kept on one line). */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Interpolated } from "~/lib/i18n";

const rendered = (sentence: (mark: string) => string) =>
  renderToStaticMarkup(
    createElement(Interpolated, { sentence, children: createElement("a", { href: "/x" }, "3 posts") }),
  );

describe("Interpolated", () => {
  it("puts the element where the translation puts its value, in either language's word order", () => {
    expect(rendered((posts) => `Used by ${posts}: it can be deleted once no post uses it.`)).toBe(
      'Used by <a href="/x">3 posts</a>: it can be deleted once no post uses it.',
    );
    expect(rendered((posts) => `Koriste je ${posts}.`)).toBe('Koriste je <a href="/x">3 posts</a>.');
    expect(rendered((slug) => `${slug}`)).toBe('<a href="/x">3 posts</a>');
  });

  it("escapes the sentence's own text", () => {
    expect(rendered((v) => `<b>${v}</b>`)).toBe('&lt;b&gt;<a href="/x">3 posts</a>&lt;/b&gt;');
  });
});
