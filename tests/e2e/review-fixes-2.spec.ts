import { expect, test } from "@playwright/test";
import { axe, axeViolations } from "./support/axe";
import { hydrated, scriptsRun } from "./support/hydration";
import { site } from "./support/site";

/** Fixes of the review's findings (reports/h4.md, findings 3, 6 and 7). */

test.describe("the top loading bar", () => {
  // A toast fading in or out would be measured half-transparent.
  test.use({ reducedMotion: "reduce" });

  test("is labelled in the page's language and passes axe while it shows", async ({ page }) => {
    test.skip(!scriptsRun(), "the bar shows only during a client-side navigation");
    test.setTimeout(90_000);
    for (const locale of ["hr", "en"] as const) {
      await page.goto(site[locale].home);
      await hydrated(page);
      // The next page's data takes 4 s to arrive: the bar shows after 200 ms and stays meanwhile.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.data*", async (route) => {
        await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 20_000))]);
        await route.fallback();
      });
      await page.getByRole("contentinfo").getByRole("link", { name: site[locale].privacy.label }).first().click();
      const bar = page.getByTestId("loading-bar");
      await expect(bar).toBeVisible();
      expect(await axeViolations(axe(page).include("body"))).toEqual([]);
      await expect(page.getByRole("progressbar")).toHaveAccessibleName(locale === "hr" ? "Učitavanje" : "Loading");
      release();
      await expect(page).toHaveURL(new RegExp(`${site[locale].privacy.href}$`));
      await expect(bar).toBeHidden();
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
  });
});
