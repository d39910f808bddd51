import { describe, expect, it } from "vitest";
import { addressProblems, isPlausiblePhone, isPostalCodeOf, isValidOib } from "#server/contract/address-rules";

describe("OIB (ISO 7064 MOD 11,10)", () => {
  it("takes 11 digits whose last is the check digit of the first ten", () => {
    for (const oib of ["69435151530", "12345678903", "94826457011", "38174829506", " 69435151530 "])
      expect(isValidOib(oib), oib).toBe(true);
  });

  it("refuses a wrong check digit, another length and anything but digits", () => {
    for (const oib of ["12345678901", "69435151531", "6943515153", "694351515300", "6943515153a", "HR69435151530", ""])
      expect(isValidOib(oib), oib).toBe(false);
  });
});

describe("phone numbers", () => {
  it("takes 6 to 15 digits with spaces, a leading +, - / ( ) and dots", () => {
    for (const phone of [
      "+385 91 111 2222",
      "091 234 5678",
      "(091) 234-5678",
      "01/234.5678",
      "123456",
      "+123456789012345",
    ])
      expect(isPlausiblePhone(phone), phone).toBe(true);
  });

  it("refuses letters, a + inside, fewer than 6 or more than 15 digits", () => {
    for (const phone of [
      "Phone",
      "091 234 567x",
      "091+2345678",
      "12345",
      "+1234567890123456",
      "1",
      "--",
      "091#2345678",
    ])
      expect(isPlausiblePhone(phone), phone).toBe(false);
  });
});

describe("postal codes", () => {
  it("are 5 digits in Croatia, only limited in length elsewhere", () => {
    expect(isPostalCodeOf("HR", "10000")).toBe(true);
    expect(isPostalCodeOf("hr", "21000")).toBe(true);
    for (const zip of ["1000", "100000", "1000a", "HR-10000"]) expect(isPostalCodeOf("HR", zip), zip).toBe(false);
    expect(isPostalCodeOf("SI", "1000")).toBe(true);
    expect(isPostalCodeOf("GB", "SW1A 1AA")).toBe(true);
  });
});

describe("an address's plausibility", () => {
  const address = { country: "HR", contactPhone: "+385 91 111 2222", zipCode: "10000", companyOIB: "69435151530" };

  it("names each field whose rule fails", () => {
    expect(addressProblems(address)).toEqual([]);
    expect(addressProblems({ ...address, contactPhone: "1", zipCode: "1000", companyOIB: "12345678901" })).toEqual([
      { field: "contactPhone", rule: "phone" },
      { field: "zipCode", rule: "postalCode" },
      { field: "companyOIB", rule: "oib" },
    ]);
  });

  it("checks the OIB and the postal code only in Croatia; empty fields are left to 'required'", () => {
    expect(addressProblems({ ...address, country: "SI", zipCode: "1000", companyOIB: "SI12345678" })).toEqual([]);
    expect(addressProblems({ country: "HR", contactPhone: "", zipCode: "", companyOIB: "" })).toEqual([]);
  });
});
