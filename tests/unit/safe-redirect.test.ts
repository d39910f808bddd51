import { describe, it, expect } from "vitest";
import { MAX_REDIRECT_LENGTH, isSafeRedirect, safeRedirect } from "~/lib/safe-redirect";

const accepted = [
  "/",
  "/cart",
  "/hr/kosarica",
  "/profile/",
  "/product/my-product_1",
  "/shop/a/b/c",
  "/~user",
  "/@handle",
  "/hr/pretraga?q=shoes",
  "/search-results?posttype=post&keyword=a+b",
  "/checkout#payment",
  "/blog?page=2#latest",
  "/?x=1",
  "/#top",
  "/hr/ko%C5%A1arica",
  "/%2F%2Fevil", // percent-encoded slashes stay a path on our host
  "/search?next=//evil.com", // a protocol-relative URL inside the query is only data
  "/search?q=a.b:c/d@e",
];

const rejected: unknown[] = [
  "",
  "cart",
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "/\\\\evil.com",
  "https://evil.com",
  "http://evil.com/cart",
  "javascript:alert(1)",
  "/cart\\evil",
  "/search?q=a\\b",
  "/search#a\\b",
  "/cart\nLocation: https://evil.com",
  "/cart\r\n",
  "/cart\t",
  "/ca rt",
  "/search?q=a b",
  "/cart\u0000",
  "/search?q=\u007f",
  "/search?q=\u202e",
  "/%2F%2Fevil.com", // rejected by the literal rule: "." is not allowed in the path
  "/../admin",
  "/./cart",
  "/file.html",
  "/hr/košarica",
  " /cart",
  "/cart ",
  "/a:b",
  null,
  undefined,
  42,
  {},
  ["/cart"],
  new URL("https://example.com/cart"),
];

describe("isSafeRedirect", () => {
  it.each(accepted)("accepts %j", (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each(rejected.map((t) => [t]))("rejects %j", (target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it("rejects overly long targets", () => {
    expect(isSafeRedirect("/" + "a".repeat(MAX_REDIRECT_LENGTH - 1))).toBe(true);
    expect(isSafeRedirect("/" + "a".repeat(MAX_REDIRECT_LENGTH))).toBe(false);
  });
});

describe("safeRedirect", () => {
  it("returns a safe target unchanged", () => {
    expect(safeRedirect("/hr/profil?tab=orders#list")).toBe("/hr/profil?tab=orders#list");
  });

  it("falls back to / by default", () => {
    expect(safeRedirect("//evil.com")).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(null)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.com", "/hr/")).toBe("/hr/");
    expect(safeRedirect(123, "/profile")).toBe("/profile");
  });
});
