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

  it("refuses, saying why, a required text left empty and a text over its length", () => {
    const refusal = (entries: Record<string, string>) => {
      try {
        sectionWithTexts(page, "hero-1", form(entries));
      } catch (error) {
        return error instanceof EditRefusal ? { key: error.key, values: error.values } : error;
      }
      return null;
    };
    expect(refusal({ "prop.title": "  " })).toEqual({ key: "editor.textRequired", values: undefined });
    expect(refusal({ "prop.title": "x".repeat(HEADING_MAX_LENGTH + 1) })).toEqual({
      key: "editor.textTooLong",
      values: { count: HEADING_MAX_LENGTH },
    });
    expect(refusal({ "prop.title": "x".repeat(HEADING_MAX_LENGTH) })).toBeNull();
    // The image section's alt text is a media item's: as long as the media library allows.
    const image = [{ id: "img-1", type: "image", props: { mediaId: 3 } }];
    expect(() => sectionWithTexts(image, "img-1", form({ "prop.alt": "x".repeat(ALT_TEXT_MAX_LENGTH + 1) }))).toThrow(
      EditRefusal,
    );
  });
});
