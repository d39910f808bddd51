/**
 * The release notice of the developer menu (spec section 4, decision 0075): the latest release
 * (CHANGELOG's latest version heading) is asked of the server at most once an hour, the answer kept
 * in the browser's storage; the notes pop up when it differs from the one this browser last saw,
 * and closing them records it as seen.
 */
import { describe, expect, it, vi } from "vitest";
import { markReleaseSeen, RELEASE_CACHE_MS, releaseToAnnounce } from "~/lib/release-notice";
import { latestReleaseOf, RELEASE_LIST_CACHE_MS, releaseList } from "~/.server/dev-docs";

/** A browser storage in memory; `broken` throws as a browser with storage turned off does. */
function storage(broken = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => {
      if (broken) throw new Error("SecurityError");
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error("SecurityError");
      items.set(key, value);
    },
  };
}

const now = Date.UTC(2026, 10, 30, 9, 0);

describe("the release notice", () => {
  it("announces a release this browser has not seen, and not once it is seen", async () => {
    const store = storage();
    const ask = vi.fn(async () => "1.2.0");
    expect(await releaseToAnnounce(store, now, ask)).toBe("1.2.0");
    markReleaseSeen(store, "1.2.0");
    expect(await releaseToAnnounce(store, now + 1000, ask)).toBeNull();
  });

  it("announces a release that differs from the one seen last", async () => {
    const store = storage();
    markReleaseSeen(store, "1.1.0");
    expect(await releaseToAnnounce(store, now, async () => "1.2.0")).toBe("1.2.0");
  });

  it("keeps the server's answer an hour, then asks again", async () => {
    const store = storage();
    markReleaseSeen(store, "1.2.0");
    const ask = vi.fn(async () => "1.2.0");
    expect(await releaseToAnnounce(store, now, ask)).toBeNull();
    ask.mockResolvedValue("1.3.0");
    // Within the hour: the kept answer, the server not asked.
    expect(await releaseToAnnounce(store, now + RELEASE_CACHE_MS - 1, ask)).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1);
    // An hour on: asked again, and the new release announced.
    expect(await releaseToAnnounce(store, now + RELEASE_CACHE_MS, ask)).toBe("1.3.0");
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("asks again when the kept answer is unreadable or from the future (a clock put back)", async () => {
    for (const kept of ["not json", JSON.stringify({ tag: 3 }), JSON.stringify({ tag: "0.1.0", at: now + 5000 })]) {
      const store = storage();
      store.items.set("release-notice:latest", kept);
      const ask = vi.fn(async () => "1.2.0");
      expect(await releaseToAnnounce(store, now, ask), kept).toBe("1.2.0");
      expect(ask).toHaveBeenCalledTimes(1);
    }
  });

  it("stays quiet without storage, or when the server does not answer", async () => {
    // Without storage every page would announce it again: never, then.
    expect(await releaseToAnnounce(storage(true), now, async () => "1.2.0")).toBeNull();
    expect(() => markReleaseSeen(storage(true), "1.2.0")).not.toThrow();
    expect(
      await releaseToAnnounce(storage(), now, async () => {
        throw new Error("offline");
      }),
    ).toBeNull();
    expect(await releaseToAnnounce(storage(), now, async () => "")).toBeNull();
  });
});

describe("the latest release", () => {
  it("is CHANGELOG's latest version heading", () => {
    expect(latestReleaseOf("# Changelog\n\nIntro.\n\n## [Unreleased]\n\n### Added\n\n## [1.0.0] - 2026-01-02\n")).toBe(
      "Unreleased",
    );
    expect(latestReleaseOf("# Changelog\n\n## [1.2.0] - 2026-11-30\n\n- a\n\n## [1.1.0]\n")).toBe("1.2.0");
    expect(latestReleaseOf("# Changelog\n\n## 0.9.1 (2026-10-01)\n")).toBe("0.9.1");
    expect(latestReleaseOf("# Changelog\n\nNothing yet.\n")).toBeNull();
  });
});

describe("review 4, finding 5: the release list on the server", () => {
  it("is read once and kept 5 minutes (spec section 9: release cache about 0.08 hour), then read again", async () => {
    let clock = now;
    const read = vi.fn(async () => `# Changelog\n\n## [1.${read.mock.calls.length}.0] - 2026-11-30\n\n- A line.\n`);
    const list = releaseList(read, () => clock);
    expect(RELEASE_LIST_CACHE_MS).toBe(5 * 60 * 1000);
    expect(await list.latest()).toBe("1.1.0");
    expect(await list.notesHtml()).toContain("<h2>[1.1.0] - 2026-11-30</h2>");
    clock += RELEASE_LIST_CACHE_MS - 1;
    expect(await list.latest()).toBe("1.1.0");
    expect(read).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(await list.latest()).toBe("1.2.0");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again when the clock was put back, and never keeps a failed or missing read", async () => {
    let clock = now;
    const read = vi.fn<() => Promise<string | null>>(async () => null);
    const list = releaseList(read, () => clock);
    expect(await list.latest()).toBeNull();
    expect(await list.notesHtml()).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
    read.mockImplementation(async () => "## [2.0.0]\n");
    expect(await list.latest()).toBe("2.0.0");
    clock -= 1000;
    expect(await list.latest()).toBe("2.0.0");
    expect(read).toHaveBeenCalledTimes(4);
  });
});
