import { describe, expect, it } from "vitest";
import { fromTable, toTable } from "~/lib/table";

type Card = { id: number; name: string; soldOut?: true; image?: { baseUrl: string; width: number }; tags?: string[] };

const cards: Card[] = [
  { id: 1, name: "Mug", image: { baseUrl: "/media/demo/1", width: 800 } },
  { id: 2, name: "Lamp", soldOut: true, tags: ["new", "sale"] },
  { id: 3, name: "Towel", image: { baseUrl: "/media/demo/3", width: 600 } },
];

describe("records sent as a table", () => {
  it("names each field once and reads the same records back, absent fields absent", () => {
    const table = toTable(cards);
    expect(table.columns).toEqual(["id", "name", ["image", ["baseUrl", "width"]], "soldOut", "tags"]);
    expect(table.rows[1]).toEqual([2, "Lamp", undefined, true, ["new", "sale"]]);
    const back = fromTable(table);
    expect(back).toEqual(cards);
    expect(back[0]).not.toHaveProperty("soldOut");
    expect(back[1]).not.toHaveProperty("image");
  });

  it("survives JSON as React Router sends it (an absent cell comes back as null there, and stays absent)", () => {
    const back = fromTable(JSON.parse(JSON.stringify(toTable(cards))));
    expect(back[0]).toEqual({ id: 1, name: "Mug", image: { baseUrl: "/media/demo/1", width: 800 } });
  });

  it("is an empty table for no records", () => {
    expect(fromTable(toTable([]))).toEqual([]);
  });
});
