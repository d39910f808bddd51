import { describe, expect, it } from "vitest";
import { splitStreetNumber } from "~/lib/forms/street-number";

describe("a street typed or autofilled with its number", () => {
  it("gives the number to the house number field, as the shops' countries write it", () => {
    expect(splitStreetNumber("Ilica 10")).toEqual({ street: "Ilica", houseNumber: "10" });
    expect(splitStreetNumber("Ulica kralja Zvonimira 12a")).toEqual({
      street: "Ulica kralja Zvonimira",
      houseNumber: "12a",
    });
    expect(splitStreetNumber("Mariahilfer Straße 1/3")).toEqual({ street: "Mariahilfer Straße", houseNumber: "1/3" });
    expect(splitStreetNumber("Via Roma, 10")).toEqual({ street: "Via Roma", houseNumber: "10" });
    expect(splitStreetNumber("Fő utca 10.")).toEqual({ street: "Fő utca", houseNumber: "10." });
    expect(splitStreetNumber("Savska cesta 10 B")).toEqual({ street: "Savska cesta", houseNumber: "10 B" });
  });

  it("leaves a street without a number at its end, or only a number, as it is", () => {
    expect(splitStreetNumber("Ilica")).toBeNull();
    expect(splitStreetNumber("10")).toBeNull();
    expect(splitStreetNumber("Ulica 1. svibnja")).toBeNull();
    expect(splitStreetNumber("")).toBeNull();
  });
});
