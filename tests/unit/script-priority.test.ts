import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "~/.server/script-priority";

describe("lowerModulePreloads", () => {
  it("marks every module preload of the head low priority and leaves the rest byte for byte", () => {
    const head =
      '<head><link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/></head><body>é</body>';
    expect(lowerModulePreloads(Buffer.from(head)).toString()).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/>' +
        '<link rel="stylesheet" href="/assets/root.css"/></head><body>é</body>',
    );
  });

  it("gives back the same buffer when there is nothing to mark", () => {
    const html = Buffer.from("<p>rel=modulepreload in text</p>");
    expect(lowerModulePreloads(html)).toBe(html);
  });
});
