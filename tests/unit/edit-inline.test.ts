import { describe, expect, it } from "vitest";
import {
  EditRefusal,
  sectionWithIcon,
  sectionWithImage,
  sectionWithLink,
  sectionWithVisibility,
} from "~/.server/edit-mode";
import { validSections } from "~/.server/sections";
import { isSafeHref, linkProblem } from "~/lib/sections/link-rules";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const cta = {
  id: "cta-1",
  type: "cta",
  props: { title: "Try it", button: { label: "Go", link: { type: "page", value: "try-for-free" } } },
};
const hero = { id: "hero-1", type: "hero", props: { title: "Hello", mediaId: 3, media: { id: 3 } } };

describe("a section link's rules", () => {
  it("refuse script URLs however they are spelled, and take safe ones", () => {
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
    ])
      expect([bad, isSafeHref(bad)]).toEqual([bad, false]);
    for (const good of [
      "https://example.com/a",
      "/blog",
      "mailto:a@b.hr",
      "tel:+385123",
      "www.example.com",
      "localhost:3000/x",
    ])
      expect([good, isSafeHref(good)]).toEqual([good, true]);
    expect(isSafeHref("//evil.example")).toBe(false);
  });

  it("name what is wrong with a link", () => {
    expect(linkProblem({ type: "external", value: "javascript:alert(1)" })).toBe("unsafeUrl");
    expect(linkProblem({ type: "external", value: "not a url" })).toBe("badUrl");
    // It opens another site, and runs nothing: said as an address to write whole.
    expect(linkProblem({ type: "external", value: "//evil.example" })).toBe("protocolRelative");
    expect(linkProblem({ type: "external", value: "/\\evil.example" })).toBe("protocolRelative");
    expect(linkProblem({ type: "external", value: "/blog" })).toBeNull();
    expect(linkProblem({ type: "external", value: "  https://example.com/a  " })).toBeNull();
    expect(linkProblem({ type: "page", value: "javascript:alert(1)" })).toBe("badSlug");
    expect(linkProblem({ type: "product", value: "" })).toBe("badSlug");
    expect(linkProblem({ type: "shop", value: "" })).toBeNull();
    expect(linkProblem({ type: "page", value: "o-nama" })).toBeNull();
    expect(linkProblem({ type: "ftp", value: "x" })).toBe("badType");
    expect(linkProblem({ type: "page", value: "a", rel: "evil" })).toBe("badOption");
    expect(
      linkProblem({ type: "external", value: "https://example.com", rel: "nofollow", target: "_self" }),
    ).toBeNull();
  });
});

describe("edit mode's section dialogs", () => {
  it("set a link with its rel and target, leaving the default target out", () => {
    const saved = sectionWithLink(
      [cta],
      "cta-1",
      form({
        linkProp: "button.link",
        "link.type": "external",
        "link.value": " https://example.com ",
        "link.rel": "nofollow",
        "link.target": "",
      }),
    )!;
    expect(saved[0]!.props.button).toEqual({
      label: "Go",
      link: { type: "external", value: "https://example.com", rel: "nofollow" },
    });
    // The storefront renders it: the schema takes rel.
    expect(validSections(saved, "test")).toHaveLength(1);
  });

  it("refuse a script link before anything is saved, and a link prop the section lacks", () => {
    const bad = form({ linkProp: "button.link", "link.type": "external", "link.value": "javascript:alert(1)" });
    expect(() => sectionWithLink([cta], "cta-1", bad)).toThrow(EditRefusal);
    const elsewhere = form({ linkProp: "cta.link", "link.type": "page", "link.value": "a-page" });
    expect(() => sectionWithLink([cta], "cta-1", elsewhere)).toThrow(Response);
  });

  it("hide a section on phones or desktops, and show it again", () => {
    const hidden = sectionWithVisibility([cta], "cta-1", form({ hideOnMobile: "on" }))!;
    expect(hidden[0]!.props).toMatchObject({ hideOnMobile: true });
    expect(hidden[0]!.props).not.toHaveProperty("hideOnDesktop");
    expect(validSections(hidden, "test")[0]!.props).toMatchObject({ hideOnMobile: true });
    expect(sectionWithVisibility(hidden, "cta-1", form({}))![0]!.props).not.toHaveProperty("hideOnMobile");
  });

  it("set a picked picture by id, drop the resolved one, or remove an optional picture", () => {
    expect(sectionWithImage([hero], "hero-1", form({ mediaId: "7" }))![0]!.props).toEqual({
      title: "Hello",
      mediaId: 7,
    });
    expect(sectionWithImage([hero], "hero-1", form({ mediaId: "" }))![0]!.props).toEqual({ title: "Hello" });
    expect(() => sectionWithImage([hero], "hero-1", form({ mediaId: "x" }))).toThrow(EditRefusal);
    expect(() => sectionWithImage([cta], "cta-1", form({ mediaId: "7" }))).toThrow(Response);
  });

  it("set an icon from the list, remove it, and refuse one the list lacks", () => {
    const withIcon = sectionWithIcon([cta], "cta-1", form({ icon: "cart" }))!;
    expect(withIcon[0]!.props).toMatchObject({ icon: "cart" });
    expect(validSections(withIcon, "test")[0]!.props).toMatchObject({ icon: "cart" });
    expect(sectionWithIcon(withIcon, "cta-1", form({ icon: "" }))![0]!.props).not.toHaveProperty("icon");
    expect(() => sectionWithIcon([cta], "cta-1", form({ icon: "skull" }))).toThrow(EditRefusal);
    expect(() => sectionWithIcon([hero], "hero-1", form({ icon: "cart" }))).toThrow(Response);
  });
});
