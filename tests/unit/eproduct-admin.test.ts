/** The back office's e-product page: what the file input offers, and how a held code is shown. */
import { describe, expect, it } from "vitest";
import { DELIVERY_FILE_ACCEPT } from "~/lib/delivery-files";
import { maskCode } from "#server/modules/deliveries/admin";
import { documentTypes } from "#server/modules/media/types";

describe("the e-product page", () => {
  it("the file input offers the document types the platform takes, no more, no fewer", () => {
    const offered = DELIVERY_FILE_ACCEPT.split(",").map((e) => e.replace(/^\./, ""));
    expect(offered.sort()).toEqual(Object.keys(documentTypes).sort());
  });

  it("a held code shows at most its last four characters, and never more than half of it", () => {
    expect(maskCode("ABCDEFGHIJKL")).toBe("••••••••IJKL");
    expect(maskCode("123456")).toBe("•••456");
    expect(maskCode("12345")).toBe("•••45");
    expect(maskCode("1234")).toBe("••34");
    expect(maskCode("1")).toBe("•");
    expect(maskCode("X".repeat(40))).toBe(`${"•".repeat(8)}XXXX`);
  });
});
