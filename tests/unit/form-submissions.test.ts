/** A stored form submission's data read for the back office (app/lib/forms/submissions.ts). */
import { describe, expect, it } from "vitest";
import { submittedFields } from "~/lib/forms/submissions";

describe("submittedFields", () => {
  it("gives the fields in the order sent, text as it is and file names as a list", () => {
    expect(
      submittedFields(
        JSON.stringify({ name: "Ana", message: "Line one\nline two", files: ["a.pdf", "b.png"], quantity: 2, x: null }),
      ),
    ).toEqual([
      { name: "name", value: "Ana" },
      { name: "message", value: "Line one\nline two" },
      { name: "files", value: ["a.pdf", "b.png"] },
      { name: "quantity", value: "2" },
      { name: "x", value: "" },
    ]);
  });

  it("is null for data that is not a JSON object", () => {
    for (const data of ["", "not json", "[1, 2]", "null", '"text"']) expect(submittedFields(data), data).toBeNull();
  });
});
