import { describe, expect, it } from "vitest";
import { askedListPage, clampPage, pageSearch, paginationModel } from "~/lib/pagination";

describe("clampPage", () => {
  it("keeps the page within 1..totalPages", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(NaN, 5)).toBe(1);
  });

  it("treats an empty list as one page", () => {
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe("paginationModel", () => {
  it("shows all pages when there are at most 9", () => {
    const m = paginationModel(1, 4);
    expect(m.pages).toEqual([1, 2, 3, 4]);
    expect(m.first).toBeNull();
    expect(m.previous).toBeNull();
    expect(m.next).toBe(2);
    expect(m.last).toBe(4);
  });

  it("shows a window of 9 pages around the current one", () => {
    expect(paginationModel(10, 20).pages).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(paginationModel(2, 20).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationModel(19, 20).pages).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("marks the pages left out before and after the window (the ellipses of spec section 2)", () => {
    const gaps = (page: number, total: number) => {
      const m = paginationModel(page, total);
      return [m.pagesBefore, m.pagesAfter];
    };
    expect(gaps(1, 9)).toEqual([false, false]);
    expect(gaps(2, 20)).toEqual([false, true]);
    expect(gaps(10, 20)).toEqual([true, true]);
    expect(gaps(19, 20)).toEqual([true, false]);
  });

  it("links first, previous, next and last except where they lead to the current page", () => {
    const m = paginationModel(10, 20);
    expect([m.first, m.previous, m.next, m.last]).toEqual([1, 9, 11, 20]);
    const end = paginationModel(20, 20);
    expect([end.first, end.previous, end.next, end.last]).toEqual([1, 19, null, null]);
  });

  it("has a single page for an empty or one-page list, and clamps the page", () => {
    const empty = paginationModel(1, 0);
    expect(empty.pages).toEqual([1]);
    expect([empty.first, empty.previous, empty.next, empty.last]).toEqual([null, null, null, null]);
    expect(paginationModel(50, 3).page).toBe(3);
  });

  it("accepts another window size", () => {
    expect(paginationModel(5, 10, 3).pages).toEqual([4, 5, 6]);
  });
});

describe("pageSearch", () => {
  it("sets the page and keeps the rest of the query", () => {
    expect(pageSearch("?color=red&page=2", 3)).toBe("?color=red&page=3");
    expect(pageSearch("color=red&page=2", 1)).toBe("?color=red");
    expect(pageSearch("", 1)).toBe("");
    expect(pageSearch(new URLSearchParams("search=k%C5%A1"), 2)).toBe("?search=k%C5%A1&page=2");
  });
});

describe("askedListPage", () => {
  const asked = (query: string) => askedListPage(new URLSearchParams(query), 1000);
  it("reads a whole page number, 1 for none or nonsense, null past the platform's last page", () => {
    expect(asked("")).toBe(1);
    expect(asked("page=3")).toBe(3);
    expect(asked("page=abc")).toBe(1);
    expect(asked("page=2.5")).toBe(1);
    expect(asked("page=-2")).toBe(1);
    expect(asked("page=1000")).toBe(1000);
    expect(asked("page=1001")).toBeNull();
    expect(asked("page=1e9")).toBeNull();
  });
});
