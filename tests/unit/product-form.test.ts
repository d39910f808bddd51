/** The back office's product form (decision 0071), as its action reads it: amounts in euros with a
 * comma or a dot become cents, an empty stock is untracked, an address is lower-cased and checked by
 * the slug rules, and a selling price above the retail price is refused under its field. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { tFor } from "~/.server/i18n";
import { translateFormMessage } from "~/lib/forms/messages";
import { productCreateSchema, productErrors, productFormSchema } from "~/lib/forms/product";
import { slugMessages } from "~/lib/forms/slugs";

const texts = (language: string, slug: string): [string, string][] => [
  [`texts.${language}.name`, `Name ${language}`],
  [`texts.${language}.slug`, slug],
];

function parse(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of [...texts("en", "Winter-Jacket"), ...texts("hr", "zimska-jakna"), ...entries])
    form.append(name, value);
  return parseWithZod(form, { schema: productFormSchema });
}

describe("the product form", () => {
  it("reads euros typed with a comma or a dot as cents, and an empty stock as untracked", () => {
    const parsed = parse([
      ["retailPrice", "49,90"],
      ["finalPrice", "39.9"],
      ["membershipPrice", ""],
      ["stockQty", ""],
      ["categoryIds", "3"],
      ["categoryIds", "x"],
      ["featured", "on"],
    ]);
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(parsed.value).toMatchObject({
      retailPrice: 4990,
      finalPrice: 3990,
      membershipPrice: null,
      stockQty: null,
      categoryIds: [3],
      featured: true,
      archived: false,
      mainCategoryId: null,
      mediaId: null,
    });
    expect(parsed.value.texts.en.slug).toBe("winter-jacket");
  });

  it("puts each refusal under its field", () => {
    const parsed = parse([
      ["retailPrice", "10"],
      ["finalPrice", "12"],
      ["stockQty", "-1"],
    ]);
    expect(parsed.status).toBe("error");
    const errors = parsed.reply().error ?? {};
    expect(errors.stockQty).toEqual([productErrors.stock]);
    const priced = parse([
      ["retailPrice", "10"],
      ["finalPrice", "12"],
    ]);
    expect(priced.reply().error?.finalPrice).toEqual([productErrors.finalAboveRetail]);
    const slugs = parseWithZod(
      (() => {
        const form = new FormData();
        for (const [name, value] of [...texts("en", "abc"), ...texts("hr", "zimska--jakna")]) form.append(name, value);
        form.append("retailPrice", "1,2,3");
        return form;
      })(),
      { schema: productFormSchema },
    );
    const errors2 = slugs.reply().error ?? {};
    // The spec's two messages: "abc" is too short, "zimska--jakna" of the wrong form.
    expect(errors2["texts.en.slug"]).toEqual([slugMessages.tooShort]);
    expect(errors2["texts.hr.slug"]).toEqual([slugMessages.invalid]);
    expect(errors2.retailPrice?.[0]).toMatch(/^admin\.products\.errors\.price\|/);
    expect(errors2.finalPrice).toEqual(["validation.required"]);
  });

  it("says the highest price as an amount in the reader's language", () => {
    const message = parse([["retailPrice", "99999999"]]).reply().error?.retailPrice?.[0] ?? "";
    expect(translateFormMessage(tFor("en"), message)).toBe(
      "Enter an amount in euros, e.g. 19.99 (at most €1,000,000).",
    );
    expect(translateFormMessage(tFor("hr"), message)).toBe("Upišite iznos u eurima, npr. 19,99 (najviše 1.000.000 €).");
  });
});

describe("a new product's form (decision 0076)", () => {
  const create = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return parseWithZod(form, { schema: productCreateSchema });
  };
  const base: [string, string][] = [
    ["texts.en.name", "Winter jacket"],
    ["texts.hr.name", "Zimska jakna"],
    ["retailPrice", "49,90"],
    ["finalPrice", "39,90"],
  ];

  it("takes a SKU as typed and empty addresses (the platform makes them of the names)", () => {
    const parsed = create([["sku", " WJ-01/blue "], ["texts.en.slug", ""], ...base]);
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(parsed.value.sku).toBe("WJ-01/blue");
    expect(parsed.value.texts.en.slug).toBe("");
    expect(parsed.value.texts.hr.slug).toBe("");
    expect(parsed.value).toMatchObject({ retailPrice: 4990, finalPrice: 3990, archived: false });
  });

  it("refuses a missing SKU, one of the wrong form, an address typed against the rules, prices out of order", () => {
    expect(create(base).reply().error?.sku).toEqual(["validation.required"]);
    expect(create([["sku", "-x"], ...base]).reply().error?.sku).toEqual([productErrors.sku]);
    expect(create([["sku", "a b"], ...base]).reply().error?.sku).toEqual([productErrors.sku]);
    const wrong =
      create([["sku", "A1"], ["texts.hr.slug", "abc"], ...base.slice(0, 3), ["finalPrice", "60"]]).reply().error ?? {};
    expect(wrong["texts.hr.slug"]).toEqual([slugMessages.tooShort]);
    expect(wrong.finalPrice).toEqual([productErrors.finalAboveRetail]);
  });
});

/** Decision 0080: the gallery's boxes and position numbers, and the cross-sells' SKUs one a line. */
describe("the product form's gallery and cross-sells", () => {
  const prices: [string, string][] = [
    ["retailPrice", "10"],
    ["finalPrice", "10"],
  ];

  it("orders the ticked pictures by their numbers (unnumbered last, as listed) and reads SKUs one a line", () => {
    const parsed = parse([
      ...prices,
      ["gallery", "7"],
      ["gallery", "5"],
      ["gallery", "9"],
      ["gallery", "4"],
      ["galleryPosition.7", ""],
      ["galleryPosition.5", "2"],
      ["galleryPosition.9", "1"],
      ["galleryPosition.8", "3"],
      ["crossSellSkus", " KIT-1 \r\n\r\nkit-2, EBK-004\n"],
    ]);
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(parsed.value.galleryIds).toEqual([9, 5, 7, 4]);
    expect(parsed.value.crossSellSkus).toEqual(["KIT-1", "kit-2", "EBK-004"]);
    expect(parsed.value).not.toHaveProperty("gallery");
    const empty = parse(prices);
    expect(empty.status === "success" && empty.value).toMatchObject({ galleryIds: [], crossSellSkus: [] });
  });

  it("refuses more than the caps and a SKU named twice, naming it", () => {
    const many = parse([
      ...prices,
      ...Array.from({ length: 13 }, (_, i): [string, string] => ["gallery", String(i + 1)]),
      ["crossSellSkus", Array.from({ length: 13 }, (_, i) => `SKU-${i}`).join("\n")],
    ]);
    expect(many.reply().error?.gallery).toEqual([`${productErrors.galleryTooMany}|{"max":12}`]);
    expect(many.reply().error?.crossSellSkus).toEqual([`${productErrors.crossSellsTooMany}|{"max":12}`]);
    const twice = parse([...prices, ["crossSellSkus", "A-1\nB-2\na-1"]]);
    expect(twice.reply().error?.crossSellSkus).toEqual([`${productErrors.crossSellsTwice}|{"skus":"a-1"}`]);
  });
});
