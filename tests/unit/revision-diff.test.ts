import { describe, expect, it } from "vitest";
import { plainText, sectionChanges, shownValue, wordChanges } from "~/lib/revision-diff";

const hero = { id: "a", type: "hero", props: { title: "Welcome", subtitle: "Hi", mediaId: 7 } };
const text = { id: "b", type: "richText", props: { html: "<p>Old <strong>text</strong></p>" } };
const cta = { id: "c", type: "cta", props: { title: "Buy", button: "Shop now" } };

describe("sectionChanges", () => {
  it("finds nothing between equal sections", () => {
    expect(sectionChanges([hero, text], [hero, text])).toEqual([]);
  });

  it("names a changed section by its places and each changed prop as plain text", () => {
    const after = [{ ...hero, props: { ...hero.props, title: "Hello", mediaId: 9 } }, text];
    expect(sectionChanges([hero, text], after)).toEqual([
      {
        change: "changed",
        type: "hero",
        from: 1,
        to: 1,
        moved: false,
        props: [
          {
            prop: "title",
            labelled: true,
            before: "Welcome",
            after: "Hello",
            words: [
              { text: "Welcome", change: "removed" },
              { text: "Hello", change: "added" },
            ],
          },
          {
            prop: "mediaId",
            labelled: true,
            before: "#7",
            after: "#9",
            words: [{ text: "#" }, { text: "7", change: "removed" }, { text: "9", change: "added" }],
          },
        ],
      },
    ]);
  });

  it("shows rich text without its tags, never as HTML", () => {
    const after = [{ ...text, props: { html: "<p>New <em>text</em><script>x</script></p>" } }];
    const [change] = sectionChanges([text], after);
    expect(change).toMatchObject({ props: [{ prop: "html", before: "Old text", after: "New textx" }] });
  });

  it("tells added, removed and moved sections apart (a shift by an insertion is no move)", () => {
    expect(sectionChanges([hero, text], [cta, hero, text])).toEqual([{ change: "added", type: "cta", to: 1 }]);
    expect(sectionChanges([hero, text, cta], [hero, cta])).toEqual([{ change: "removed", type: "richText", from: 2 }]);
    const moved = sectionChanges([hero, text, cta], [text, hero, cta]);
    expect(moved.map((c) => c.change === "changed" && [c.type, c.from, c.to, c.moved])).toContainEqual([
      "hero",
      1,
      2,
      true,
    ]);
    expect(moved.every((c) => c.change === "changed" && c.props.length === 0)).toBe(true);
  });

  it("falls back to the prop's name for a prop with no label, and copes with bad input", () => {
    const after = [{ ...cta, props: { ...cta.props, colour: "red" } }];
    expect(sectionChanges([cta], after)).toMatchObject([
      { props: [{ prop: "colour", labelled: false, after: "red" }] },
    ]);
    expect(sectionChanges(null, "x")).toEqual([]);
  });
});

describe("plain text", () => {
  it("decodes entities and collapses white space", () => {
    expect(plainText("<p>Fish &amp; chips</p>\n<p>&lt;b&gt; &#39;x&#39;</p>")).toBe("Fish & chips <b> 'x'");
  });
  it("shows lists by the texts in them", () => {
    expect(shownValue("cards", [{ title: "One", mediaId: 3 }, { title: "Two" }])).toBe("One · #3 · Two");
  });
});

describe("wordChanges", () => {
  it("marks only the words that changed, each version read whole from the runs", () => {
    const words = wordChanges("Summer sale on all linen shirts", "Summer sale on all cotton shirts, today");
    const version = (skip: "added" | "removed") =>
      words
        .filter((w) => w.change !== skip)
        .map((w) => w.text)
        .join("");
    expect(version("added")).toBe("Summer sale on all linen shirts");
    expect(version("removed")).toBe("Summer sale on all cotton shirts, today");
    expect(words.filter((w) => w.change === "removed").map((w) => w.text.trim())).toEqual(["linen"]);
    expect(words.filter((w) => w.change === "added").map((w) => w.text.trim())).toEqual(["cotton", ", today"]);
  });

  it("an emptied or a new text is one run", () => {
    expect(wordChanges("", "New")).toEqual([{ text: "New", change: "added" }]);
    expect(wordChanges("Old", "")).toEqual([{ text: "Old", change: "removed" }]);
  });
});
