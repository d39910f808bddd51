import { afterEach, describe, expect, it, vi } from "vitest";
import { validSections } from "~/.server/sections";
import { toastDuration } from "~/lib/toast";
import { log } from "#server/log";

describe("validSections", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes a featured products section with a title, a limit up to 12 and an optional button", () => {
    const sections = validSections(
      [
        {
          id: "f",
          type: "featuredProducts",
          props: { title: "Featured", button: { label: "Shop", link: { type: "shop", value: "" } } },
        },
        { id: "g", type: "featuredProducts", props: { title: "Too many", limit: 50 } },
        { id: "h", type: "featuredProducts", props: { limit: 4 } },
      ],
      "test",
    );
    expect(sections).toEqual([
      {
        id: "f",
        type: "featuredProducts",
        props: { title: "Featured", limit: 8, button: { label: "Shop", link: { type: "shop", value: "" } } },
      },
    ]);
  });

  it("keeps known sections with valid props, in order, and applies defaults", () => {
    const sections = validSections(
      [
        { id: "a", type: "hero", props: { title: "Hello" } },
        { id: "b", type: "richText", props: { html: "<p>x</p>" } },
      ],
      "test",
    );
    expect(sections.map((s) => s.id)).toEqual(["a", "b"]);
    expect(sections[0]).toMatchObject({ type: "hero", props: { title: "Hello", align: "left" } });
  });

  it("skips and logs an unknown section type", () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const sections = validSections(
      [
        { id: "x", type: "carousel3d", props: {} },
        { id: "y", type: "richText", props: { html: "" } },
      ],
      "page 1",
    );
    expect(sections.map((s) => s.id)).toEqual(["y"]);
    expect(warn).toHaveBeenCalledWith(
      "unknown section type skipped",
      expect.objectContaining({ type: "carousel3d", id: "x", where: "page 1" }),
    );
  });

  it("skips and logs a section whose props do not match its schema", () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const sections = validSections([{ id: "c", type: "cta", props: { title: "No button" } }], "page 2");
    expect(sections).toEqual([]);
    expect(warn).toHaveBeenCalledWith("invalid section skipped", expect.objectContaining({ type: "cta", id: "c" }));
  });
});

describe("toastDuration", () => {
  it("lasts 50 ms per character with 3000 ms at least, unless given", () => {
    expect(toastDuration("short")).toBe(3000);
    expect(toastDuration("x".repeat(100))).toBe(5000);
    expect(toastDuration("x".repeat(100), 12000)).toBe(12000);
  });
});
