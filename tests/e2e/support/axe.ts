import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe for a page, run inside the page itself (the builder's "legacy mode"). By default the builder
 * opens a blank page for every analysis to gather the frames' results in, which made one analysis
 * cost 0.9-2.1 s where running in the page costs 0.4-0.7 s (home, shop and product at 390 px, the
 * same violations found). What the blank page buys is testing cross-origin frames, and the
 * storefront has none: its one frame, reCAPTCHA's fallback, sits in a <noscript>.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
