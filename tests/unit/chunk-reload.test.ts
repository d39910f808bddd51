import { describe, expect, it } from "vitest";
import { mayReload, RELOAD_GUARD_MS } from "~/lib/chunk-reload";

/** Session storage as the browser keeps it: strings by key. */
function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the chunk reload guard", () => {
  it("allows the first reload and none within the guard's time after it", () => {
    const session = storage();
    const first = 1_800_000_000_000;
    expect(mayReload(session, first)).toBe(true);
    expect(mayReload(session, first + 1)).toBe(false);
    expect(mayReload(session, first + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it("allows the next reload once the guard's time has passed, and counts from it", () => {
    const session = storage();
    const first = 1_800_000_000_000;
    mayReload(session, first);
    expect(mayReload(session, first + RELOAD_GUARD_MS)).toBe(true);
    expect(mayReload(session, first + RELOAD_GUARD_MS + 1)).toBe(false);
  });
});
