/**
 * The back office's delivery-method form as the server reads it (app/.server/delivery-methods.ts):
 * its settings, or every field it cannot be asked with, each refused under its own name at once.
 */
import { describe, expect, it } from "vitest";
import { deliveryMethodSettings } from "~/.server/delivery-methods";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("deliveryMethodSettings", () => {
  it("reads the settings: amounts in cents, no free-delivery amount as never free, the ticked countries", () => {
    const typed = form([
      ["names.en", " Courier "],
      ["names.hr", "Dostava"],
      ["price", "4,50"],
      ["freeFrom", ""],
      ["position", "3"],
      ["countryScope", "LIST"],
      ["countries", "HR"],
      ["countries", "SI"],
      ["active", "on"],
    ]);
    expect(deliveryMethodSettings(typed)).toEqual({
      settings: {
        names: { en: "Courier", hr: "Dostava" },
        descriptions: { en: "", hr: "" },
        price: 450,
        freeFrom: null,
        position: 3,
        countries: ["HR", "SI"],
        active: true,
        handsOver: false,
      },
    });
    const all = deliveryMethodSettings(
      form([
        ["price", "0"],
        ["freeFrom", "100"],
        ["position", "0"],
        ["countryScope", "ALL"],
      ]),
    );
    expect(all).toMatchObject({ settings: { price: 0, freeFrom: 10000, position: 0, countries: "ALL" } });
  });

  it("refuses every field it cannot be asked with, each by its name, at once", () => {
    expect(
      deliveryMethodSettings(
        form([
          ["price", "a lot"],
          ["freeFrom", "0"],
          ["position", "-1"],
          ["countryScope", "LIST"],
        ]),
      ),
    ).toEqual({
      refused: {
        price: "admin.deliveryMethods.errors.price",
        freeFrom: "admin.deliveryMethods.errors.freeFrom",
        position: "admin.deliveryMethods.errors.position",
        countries: "admin.deliveryMethods.errors.countries",
      },
    });
    // Over their bounds: refused too; the rest read.
    expect(
      deliveryMethodSettings(
        form([
          ["price", "10000,01"],
          ["position", "10000"],
          ["countryScope", "ALL"],
        ]),
      ),
    ).toEqual({
      refused: { price: "admin.deliveryMethods.errors.price", position: "admin.deliveryMethods.errors.position" },
    });
  });
});
