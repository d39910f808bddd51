/**
 * The back office's coupon form (decision 0072): every field at fault is told at once, the code's
 * shape with the others (found in review: a bad code hid the discount's, the days' and the limit's).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { couponCreateSchema, couponSaveSchema } from "~/lib/forms/coupons";

function form(fields: Record<string, string>) {
  const data = new FormData();
  const all = {
    code: "SPRING-26",
    type: "percent",
    value: "10",
    minTotal: "",
    validFrom: "",
    validUntil: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) data.append(name, value);
  return data;
}

const faults = { code: "a b", value: "150", validFrom: "2027-02-01", validUntil: "2027-01-01", usageLimit: "0" };

describe("the coupon forms", () => {
  it("a new coupon's form tells every field at fault at once, the code among them", () => {
    const parsed = parseWithZod(form(faults), { schema: couponCreateSchema });
    expect(parsed.status).toBe("error");
    expect(parsed.reply().error).toEqual({
      code: ["admin.coupons.errors.codeInvalid"],
      value: ["admin.coupons.errors.percent"],
      validUntil: ["admin.coupons.errors.datesReversed"],
      usageLimit: ["admin.coupons.errors.usageLimit"],
    });
  });

  it("a day not in the date input's shape is told with the other faults", () => {
    const parsed = parseWithZod(form({ validFrom: "1.2.2027", value: "0" }), { schema: couponSaveSchema });
    expect(parsed.reply().error).toEqual({
      validFrom: ["admin.coupons.errors.date"],
      value: ["admin.coupons.errors.percent"],
    });
  });

  it("a good form reads as the platform's input, the code as typed", () => {
    const parsed = parseWithZod(form({ usageLimit: "5", active: "on" }), { schema: couponCreateSchema });
    expect(parsed.status === "success" && parsed.value).toEqual({
      code: "SPRING-26",
      type: "percent",
      value: 10,
      minTotal: 0,
      validFrom: null,
      validUntil: null,
      usageLimit: 5,
      active: true,
    });
  });
});
