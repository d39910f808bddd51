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

/**
 * axe's violations on a page (or what a builder from `axe(page)` narrows it to), one line per
 * failing element naming the rule, its impact, the element and what is wrong: an empty list passes.
 * Only violations are gathered; no spec reads the passes.
 */
export async function axeViolations(target: Page | AxeBuilder): Promise<string[]> {
  const builder = target instanceof AxeBuilder ? target : axe(target);
  const { violations } = await builder.options({ resultTypes: ["violations"] }).analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`),
  );
}
