import type { Page } from "@playwright/test";

/** A focusable element whose focus ring, in its best tone, stays under 3:1 against what lies around it. */
export interface WeakFocusRing {
  element: string;
  ring: string;
  background: string;
  contrast: number;
}

/**
 * Focuses every visible focusable element of the page in turn (after a Tab, so that the browser shows
 * :focus-visible as it does for keyboard users) and measures its ring (WCAG 1.4.11): the outline and
 * any outer box-shadow of 2 px or more, against the background around the element, which is its
 * parent's (the ring is drawn outside the element). A translucent background is laid over the ones
 * under it; a gradient counts with each of its colours. A visually hidden input (a filter pill) is
 * judged by its label, which draws the ring for it. An element that shows no ring at all is reported with
 * contrast 0.
 */
export async function weakFocusRings(page: Page): Promise<{ checked: number; weak: WeakFocusRing[] }> {
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, a = "1"] = m[1].split(/[\s,/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      });
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1) as Rgba;
    };
    const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

    /** The colours that can lie behind the ring: the first opaque layer, translucent ones over it. */
    function backgrounds(from: Element | null): Rgba[] {
      const layers: Rgba[][] = [];
      for (let el = from; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        const gradient = style.backgroundImage.includes("gradient") ? parse(style.backgroundImage) : [];
        const colour = parse(style.backgroundColor)[0];
        const layer = gradient.length ? gradient : colour && colour[3] > 0 ? [colour] : [];
        if (!layer.length) continue;
        layers.push(layer);
        if (layer.every((c) => c[3] === 1)) break;
      }
      let result: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((under) => over(top, under)));
      return result;
    }

    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const visible = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== "hidden" && style.opacity !== "0";
    };
    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
      ),
    ].filter((el) => !el.closest("[inert], [aria-hidden='true']") && el.getClientRects().length > 0);

    const weak: { element: string; ring: string; background: string; contrast: number }[] = [];
    let checked = 0;
    for (const el of focusable) {
      // A hidden input draws its ring on its label (`input:focus-visible + label`).
      const shown = visible(el) ? el : ((el as HTMLInputElement).labels?.[0] ?? null);
      if (!shown || !visible(shown)) continue;
      el.focus({ preventScroll: true });
      if (document.activeElement !== el || !el.matches(":focus-visible")) continue;
      checked++;
      const style = getComputedStyle(shown);
      const tones: Rgba[] = [];
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2)
        tones.push(...parse(style.outlineColor));
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const lengths = shadow
          .replace(/rgba?\([^)]*\)/, "")
          .trim()
          .split(/\s+/)
          .map(parseFloat);
        if (!shadow.includes("inset") && (lengths[3] ?? 0) >= 2) tones.push(...parse(shadow));
      }
      const around = backgrounds(shown.parentElement);
      const opaque = tones.filter((t) => t[3] === 1);
      const best = Math.min(...around.map((bg) => Math.max(0, ...opaque.map((tone) => contrast(tone, bg)))));
      if (best < 3) {
        weak.push({
          element: describe(el),
          ring: opaque.map(hex).join(" + ") || "none",
          background: around.map(hex).join(" / "),
          contrast: Math.round(best * 100) / 100,
        });
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return { checked, weak };
  });
}
