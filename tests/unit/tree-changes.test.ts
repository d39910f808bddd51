/**
 * What a save did to a navigation tree, as its history lists it: the links added and removed (with
 * the sub-links that went with them), renamed, changed, and the lists whose order changed.
 */
import { describe, expect, it } from "vitest";
import { treeChanges, type LinkSnapshot } from "#server/modules/cms/tree-changes";

const link = (name: string, value = name.toLowerCase(), children: LinkSnapshot[] = []): LinkSnapshot => ({
  name,
  title: "",
  type: "page",
  value,
  rel: "",
  target: "",
  children,
});

const company = link("Company", "company", [link("About"), link("Team"), link("Jobs")]);
const tree = [link("Shop", ""), company, link("Blog")];

describe("treeChanges", () => {
  it("says nothing of a tree saved unchanged", () => {
    expect(treeChanges(tree, structuredClone(tree))).toEqual([]);
  });

  it("names a link added, and one removed with the number of sub-links that went with it", () => {
    expect(treeChanges(tree, [...tree, link("Contact")])).toEqual([{ change: "added", name: "Contact", links: 0 }]);
    expect(treeChanges(tree, [tree[0]!, tree[2]!])).toEqual([{ change: "removed", name: "Company", links: 3 }]);
  });

  it("names a sub-link by its place under its parent", () => {
    const fewer = [tree[0]!, { ...company, children: company.children.slice(0, 2) }, tree[2]!];
    expect(treeChanges(tree, fewer)).toEqual([{ change: "removed", name: "Company › Jobs", links: 0 }]);
  });

  it("tells a rename (same place, same target) from a link replaced by another", () => {
    expect(treeChanges(tree, [tree[0]!, tree[1]!, { ...tree[2]!, name: "News" }])).toEqual([
      { change: "renamed", name: "News", from: "Blog" },
    ]);
    expect(treeChanges(tree, [tree[0]!, tree[1]!, link("News")])).toEqual([
      { change: "removed", name: "Blog", links: 0 },
      { change: "added", name: "News", links: 0 },
    ]);
  });

  it("names a link whose target, title or opening changed", () => {
    expect(treeChanges(tree, [tree[0]!, tree[1]!, { ...tree[2]!, target: "_blank" }])).toEqual([
      { change: "changed", name: "Blog" },
    ]);
  });

  it("names the list whose order changed, the top one by an empty name", () => {
    expect(treeChanges(tree, [tree[1]!, tree[0]!, tree[2]!])).toEqual([{ change: "reordered", name: "" }]);
    const moved = { ...company, children: [company.children[1]!, company.children[0]!, company.children[2]!] };
    expect(treeChanges(tree, [tree[0]!, moved, tree[2]!])).toEqual([{ change: "reordered", name: "Company" }]);
  });

  it("keeps links of the same name apart by their order among them", () => {
    const twice = [...tree, link("Blog", "blog-2")];
    expect(treeChanges(twice, tree)).toEqual([{ change: "removed", name: "Blog", links: 0 }]);
  });
});
