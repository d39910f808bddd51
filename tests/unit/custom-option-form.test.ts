/**
 * The product page's personalization field forms (decision 0114): a code typed in capitals is kept
 * in lower case, an empty price adds nothing and an empty length is the cart's cap; every field at
 * fault is told at once.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MAX_PERSONALIZATION_LENGTH } from "#server/contract/cart-pricing";
import { customOptionCreateSchema, customOptionSchema } from "~/lib/forms/custom-options";

function form(fields: Record<string, string>) {
  const data = new FormData();
  const all = { code: "gift_note", type: "text", "labels.en": "Gift note", "labels.hr": "Poruka", ...fields };
  for (const [name, value] of Object.entries(all)) data.append(name, value);
  return data;
}

describe("the personalization field forms", () => {
  it("keeps a code in lower case; an empty price and length are none and the cart's cap", () => {
    const parsed = parseWithZod(form({ code: " Gift_Note ", price: "", maxLength: "" }), {
      schema: customOptionCreateSchema,
    });
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).toEqual({
      code: "gift_note",
      type: "text",
      labels: { en: "Gift note", hr: "Poruka" },
      required: false,
      price: 0,
      maxLength: MAX_PERSONALIZATION_LENGTH,
    });
  });

  it("reads a Croatian amount, a length and the required box", () => {
    const parsed = parseWithZod(form({ price: "2,50", maxLength: "12", required: "on" }), {
      schema: customOptionSchema,
    });
    expect(parsed.status === "success" && parsed.value).toMatchObject({ price: 250, maxLength: 12, required: true });
  });

  it("ignores a number field's length, which the form asks before it knows the type", () => {
    const parsed = parseWithZod(form({ type: "number", maxLength: "999" }), { schema: customOptionCreateSchema });
    expect(parsed.status === "success" && parsed.value.maxLength).toBe(MAX_PERSONALIZATION_LENGTH);
    const text = parseWithZod(form({ type: "text", maxLength: "999" }), { schema: customOptionCreateSchema });
    expect(text.reply().error?.maxLength).toHaveLength(1);
  });

  it("tells every field at fault at once", () => {
    const parsed = parseWithZod(
      form({ code: "gift note", "labels.hr": " ", price: "abc", maxLength: String(MAX_PERSONALIZATION_LENGTH + 1) }),
      { schema: customOptionCreateSchema },
    );
    expect(Object.keys(parsed.reply().error ?? {}).sort()).toEqual(["code", "labels.hr", "maxLength", "price"]);
    expect(parsed.reply().error?.code).toEqual(["admin.productOptions.errors.code"]);
    for (const length of ["0", "1.5", "-3"]) {
      const wrong = parseWithZod(form({ maxLength: length }), { schema: customOptionSchema });
      expect(wrong.reply().error?.maxLength, length).toHaveLength(1);
    }
  });
});
