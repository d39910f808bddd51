import { describe, expect, it } from "vitest";
import { ALT_TEXT_MAX_LENGTH, HEADING_MAX_LENGTH } from "#server/contract/text-limits";
import {
  changedItems,
  changedSections,
  EditRefusal,
  newSection,
  sectionWithForm,
  sectionWithImage,
  sectionWithLink,
  sectionWithTexts,
  type EditIntent,
} from "~/.server/edit-mode";
import { tFor } from "~/.server/i18n";
import { validSections } from "~/.server/sections";
import { addableSections, CARDS_MAX } from "~/lib/sections/addable";
import { sectionSchemas } from "~/lib/sections/schemas";
import type { Section } from "#server/contract";

const sections = ["hero-1", "text-1", "cta-1"].map((id) => ({ id, type: id.split("-")[0]!, props: { id } }));
const ids = (list: { id: string }[] | null) => list?.map((s) => s.id);

describe("edit mode's section buttons", () => {
  it("move a section one place up or down, and not past either end", () => {
    expect(ids(changedSections(sections, "up", "text-1"))).toEqual(["text-1", "hero-1", "cta-1"]);
    expect(ids(changedSections(sections, "down", "text-1"))).toEqual(["hero-1", "cta-1", "text-1"]);
    expect(ids(changedSections(sections, "up", "hero-1"))).toEqual(["hero-1", "text-1", "cta-1"]);
    expect(ids(changedSections(sections, "down", "cta-1"))).toEqual(["hero-1", "text-1", "cta-1"]);
  });

  it("duplicate a section below itself under a new id, with the same props, and delete one", () => {
    const copied = changedSections(sections, "duplicate", "text-1")!;
    expect(copied).toHaveLength(4);
    expect(copied[2]!.id).toMatch(/^text-1-copy-/);
    expect(copied[2]!.props).toEqual(sections[1]!.props);
    expect(ids(changedSections(sections, "delete", "hero-1"))).toEqual(["text-1", "cta-1"]);
  });

  it("answer null for a section that is not on the page or a button that is not theirs", () => {
    expect(changedSections(sections, "up", "nope")).toBeNull();
    expect(changedSections(sections, "title", "text-1")).toBeNull();
  });
});

describe("a section added from the toolbar", () => {
  it("is valid as it comes, for every type, with its texts in the editor's language", () => {
    const added = addableSections.map((type) => newSection(type, tFor("hr"), `${type}-new`, { formId: 4 }));
    expect(validSections(added, "test").map((s) => s.type)).toEqual([...addableSections]);
    expect(JSON.stringify(added)).toContain("Novi odjeljak");
  });

  it("can be of every type the storefront renders to shoppers", () => {
    expect([...addableSections].sort()).toEqual(Object.keys(sectionSchemas).sort());
  });

  it("starts a form section with its sign-up texts, a picture without a picture, a questionnaire with the form given", () => {
    const en = tFor("en");
    expect(newSection("newsletter", en, "n").props).toEqual({
      title: "Subscribe to our newsletter",
      text: "News and offers by e-mail; you can unsubscribe at any time.",
    });
    expect(newSection("contactForm", en, "c").props).toEqual({
      title: "Write to us",
      text: "We answer within two working days.",
    });
    expect(newSection("image", en, "i").props).toEqual({});
    expect(newSection("cmsForm", en, "f", { formId: 7 }).props).toEqual({ formId: 7 });
    // Without a form to show there is no questionnaire section to add: the editor is told why.
    expect(() => newSection("cmsForm", en, "f")).toThrow(EditRefusal);
  });
});

describe("a form section's form picker", () => {
  const page = [
    { id: "form-1", type: "cmsForm", props: { formId: 1, title: "Visit" } },
    { id: "text-1", type: "richText", props: { html: "<p>Old</p>" } },
  ];
  const chosen = (formId: string) => {
    const data = new FormData();
    data.set("formId", formId);
    return data;
  };

  it("sets the form chosen among the site's forms, keeping the section's texts", () => {
    expect(sectionWithForm(page, "form-1", chosen("3"), [1, 3])![0]!.props).toEqual({ formId: 3, title: "Visit" });
    expect(sectionWithForm(page, "nope", chosen("3"), [1, 3])).toBeNull();
  });

  it("refuses a form that is not the site's (or none), and a section that shows no form", () => {
    expect(() => sectionWithForm(page, "form-1", chosen("9"), [1, 3])).toThrow(EditRefusal);
    expect(() => sectionWithForm(page, "form-1", chosen(""), [1, 3])).toThrow(EditRefusal);
    expect(() => sectionWithForm(page, "text-1", chosen("3"), [1, 3])).toThrow(Response);
  });
});

describe("a section's options form", () => {
  const page = [
    { id: "hero-1", type: "hero", props: { title: "Old", subtitle: "Sub", mediaId: 3 } },
    { id: "text-1", type: "richText", props: { html: "<p>Old</p>" } },
  ];
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };

  it("changes the texts it names, keeps everything else, removes an optional text left empty", () => {
    const [hero] = sectionWithTexts(
      page,
      "hero-1",
      form({ "prop.title": " New ", "prop.subtitle": "", "prop.mediaId": "9" }),
    )!;
    expect(hero!.props).toEqual({ title: "New", mediaId: 3 });
  });

  it("keeps rich text as typed (the platform sanitizes it)", () => {
    expect(sectionWithTexts(page, "text-1", form({ "prop.html": "<p>New</p>" }))![1]!.props.html).toBe("<p>New</p>");
    expect(sectionWithTexts(page, "nope", form({}))).toBeNull();
  });

  it("refuses, saying why at the field in a form's words, a required text left empty and a text over its length", () => {
    const refusal = (entries: Record<string, string>) => {
      try {
        sectionWithTexts(page, "hero-1", form(entries));
      } catch (error) {
        return error instanceof EditRefusal ? { key: error.key, values: error.values, field: error.field } : error;
      }
      return null;
    };
    // The texts form, like a card's and every other form: under the field.
    expect(refusal({ "prop.title": "  " })).toEqual({
      key: "validation.required",
      values: undefined,
      field: "prop.title",
    });
    expect(refusal({ "prop.title": "x".repeat(HEADING_MAX_LENGTH + 1) })).toEqual({
      key: "validation.maxLength",
      values: { count: HEADING_MAX_LENGTH },
      field: "prop.title",
    });
    expect(refusal({ "prop.title": "x".repeat(HEADING_MAX_LENGTH) })).toBeNull();
    // An edit in place has no field in view: the editor's own sentence says what happened to the text.
    expect(refusal({ inline: "true", "prop.title": "  " })).toEqual({
      key: "editor.textRequired",
      values: undefined,
      field: undefined,
    });
    expect(refusal({ inline: "true", "prop.title": "x".repeat(HEADING_MAX_LENGTH + 1) })).toEqual({
      key: "editor.textTooLong",
      values: { count: HEADING_MAX_LENGTH },
      field: undefined,
    });
    // The image section's alt text is a media item's: as long as the media library allows.
    const image = [{ id: "img-1", type: "image", props: { mediaId: 3 } }];
    expect(() => sectionWithTexts(image, "img-1", form({ "prop.alt": "x".repeat(ALT_TEXT_MAX_LENGTH + 1) }))).toThrow(
      EditRefusal,
    );
  });
});

describe("a card grid's cards", () => {
  const card = (n: number) => ({ title: `Card ${n}`, text: `Text ${n}` });
  const grid = [{ id: "cards-1", type: "cardGrid", props: { title: "Grid", cards: [card(1), card(2), card(3)] } }];
  const cardForm = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };
  const cardsOf = (list: { props: Record<string, unknown> }[] | null) => list?.[0]?.props.cards as { title: string }[];
  const titles = (list: { props: Record<string, unknown> }[] | null) => cardsOf(list).map((c) => c.title);
  const added = () => ({ title: "New card", text: "" });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof EditRefusal ? { key: error.key, values: error.values, field: error.field } : error;
    }
    return null;
  };

  it("change one card's texts, link and picture, by its place, keeping the others and the grid's heading", () => {
    const texts = sectionWithTexts(grid, "cards-1", cardForm({ item: "1", "prop.title": " Two ", "prop.text": "" }));
    expect(cardsOf(texts)).toEqual([card(1), { title: "Two" }, card(3)]);
    expect(texts![0]!.props.title).toBe("Grid");
    const linked = sectionWithLink(
      grid,
      "cards-1",
      cardForm({ item: "0", linkProp: "link", "link.type": "page", "link.value": "about-us", "link.rel": "nofollow" }),
    );
    expect(cardsOf(linked)[0]).toEqual({ ...card(1), link: { type: "page", value: "about-us", rel: "nofollow" } });
    // "No link" takes a card's link away; a button's link cannot be left out so.
    const unlinked = sectionWithLink(linked!, "cards-1", cardForm({ item: "0", linkProp: "link", "link.type": "" }));
    expect(cardsOf(unlinked)[0]).toEqual(card(1));
    const cta = [
      { id: "cta-1", type: "cta", props: { title: "Go", button: { label: "Go", link: { type: "shop", value: "" } } } },
    ];
    expect(
      refusal(() => sectionWithLink(cta, "cta-1", cardForm({ linkProp: "button.link", "link.type": "" }))),
    ).toMatchObject({
      key: "editor.linkOptions.problems.badType",
    });
    const pictured = sectionWithImage(grid, "cards-1", cardForm({ item: "2", mediaId: "7" }));
    expect(cardsOf(pictured)[2]).toEqual({ ...card(3), mediaId: 7 });
    expect(cardsOf(sectionWithImage(pictured!, "cards-1", cardForm({ item: "2", mediaId: "" })))[2]).toEqual(card(3));
  });

  it("refuse a card's empty title and a too long one at the field, in the spec's words, and an unsafe link", () => {
    const save = (entries: Record<string, string>) => () =>
      sectionWithTexts(grid, "cards-1", cardForm({ item: "0", ...entries }));
    expect(refusal(save({ "prop.title": " " }))).toEqual({
      key: "validation.required",
      values: undefined,
      field: "prop.title",
    });
    expect(refusal(save({ "prop.title": "x".repeat(HEADING_MAX_LENGTH + 1) }))).toEqual({
      key: "validation.maxLength",
      values: { count: HEADING_MAX_LENGTH },
      field: "prop.title",
    });
    const link = { item: "0", linkProp: "link", "link.type": "external", "link.value": "javascript:alert(1)" };
    expect(refusal(() => sectionWithLink(grid, "cards-1", cardForm(link)))).toMatchObject({
      key: "editor.linkOptions.problems.unsafeUrl",
    });
    // A card that is not there, or a place that is no number, is no form of the page's (400).
    expect(refusal(save({ item: "9", "prop.title": "x" }))).toBeInstanceOf(Response);
    expect(refusal(save({ item: "-1", "prop.title": "x" }))).toBeInstanceOf(Response);
  });

  it("add a card at the end, move one, duplicate one and delete one, keeping at least one and at most the most", () => {
    const change = (intent: EditIntent, entries: Record<string, string> = {}, on: Section[] = grid) =>
      changedItems(on, intent, "cards-1", cardForm(entries), added);
    expect(titles(change("addItem"))).toEqual(["Card 1", "Card 2", "Card 3", "New card"]);
    expect(titles(change("up", { item: "1" }))).toEqual(["Card 2", "Card 1", "Card 3"]);
    expect(titles(change("down", { item: "1" }))).toEqual(["Card 1", "Card 3", "Card 2"]);
    expect(titles(change("down", { item: "2" }))).toEqual(["Card 1", "Card 2", "Card 3"]);
    expect(titles(change("duplicate", { item: "0" }))).toEqual(["Card 1", "Card 1", "Card 2", "Card 3"]);
    expect(titles(change("delete", { item: "1" }))).toEqual(["Card 1", "Card 3"]);
    const one = [{ ...grid[0]!, props: { cards: [card(1)] } }];
    expect(refusal(() => change("delete", { item: "0" }, one))).toMatchObject({ key: "editor.items.card.last" });
    const full = [{ ...grid[0]!, props: { cards: Array.from({ length: CARDS_MAX }, (_, i) => card(i)) } }];
    expect(refusal(() => change("addItem", {}, full))).toEqual({
      key: "editor.items.card.tooMany",
      values: { count: CARDS_MAX },
      field: undefined,
    });
    expect(refusal(() => change("duplicate", { item: "0" }, full))).toMatchObject({ key: "editor.items.card.tooMany" });
    // A section without cards has none to change.
    expect(refusal(() => changedItems(sections, "addItem", "text-1", cardForm({}), added))).toBeInstanceOf(Response);
  });

  it("move a card to a position in one step (from 1), the others keeping their order; a position outside the grid is refused", () => {
    const change = (entries: Record<string, string>) => changedItems(grid, "move", "cards-1", cardForm(entries), added);
    expect(titles(change({ item: "2", to: "1" }))).toEqual(["Card 3", "Card 1", "Card 2"]);
    expect(titles(change({ item: "0", to: "3" }))).toEqual(["Card 2", "Card 3", "Card 1"]);
    expect(titles(change({ item: "1", to: "2" }))).toEqual(["Card 1", "Card 2", "Card 3"]);
    for (const to of ["0", "4", "", "1.5", "x"])
      expect(
        refusal(() => change({ item: "1", to })),
        `to=${to}`,
      ).toBeInstanceOf(Response);
    expect(refusal(() => change({ item: "1" }))).toBeInstanceOf(Response);
    // Sections are moved one place at a time: no position for them.
    expect(refusal(() => changedSections(sections, "move", "text-1"))).toBeNull();
  });
});
