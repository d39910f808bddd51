import { describe, expect, it } from "vitest";
import { changedSections, newSection } from "~/.server/edit-mode";
import { tFor } from "~/.server/i18n";
import { validSections } from "~/.server/sections";
import { addableSections } from "~/lib/sections/addable";

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
    const added = addableSections.map((type) => newSection(type, tFor("hr"), `${type}-new`));
    expect(validSections(added, "test").map((s) => s.type)).toEqual([...addableSections]);
    expect(JSON.stringify(added)).toContain("Novi odjeljak");
  });
});
