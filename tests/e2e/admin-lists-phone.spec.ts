import { expect as baseExpect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * The back office's lists on a phone (390 px): their tables fold, each row a block of its cells, each
 * cell named by its column, so nothing scrolls sideways, neither the page nor the table, and every
 * cell is on the screen. On a desktop they stay tables. Both languages; axe finds nothing.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 120_000 });

const lists = [
  "orders",
  "customers",
  "products",
  "coupons",
  "pages",
  "eproducts",
  "delivery-methods",
  "redirects",
  "outbox",
  "emails",
  "audit",
  "comments",
  "forms",
  "consent",
  "templates",
];

test("the back office's lists fit a phone without scrolling sideways, every cell on the screen (en, hr)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, "/admin/orders", javaScriptEnabled);
  for (const prefix of ["", "/hr"]) {
    for (const list of lists) {
      const path = `${prefix}/admin/${list}`;
      await page.goto(path);
      const tables = page.locator("main table");
      if ((await tables.count()) === 0) continue;
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
      const wide = await tables.evaluateAll((all) =>
        all.flatMap((table) => {
          const region = table.closest("[role=region]") ?? table.parentElement!;
          const cells = [...table.querySelectorAll("tbody td")].filter((c) => c.textContent?.trim());
          const outside = cells.filter((c) => {
            const box = c.getBoundingClientRect();
            return box.right > window.innerWidth + 1 || box.left < -1;
          });
          return [
            ...(region.scrollWidth > region.clientWidth + 1 ? [`${region.scrollWidth} > ${region.clientWidth}`] : []),
            ...outside.map((c) => `cell past the edge: ${c.textContent?.slice(0, 40)}`),
          ];
        }),
      );
      expect({ path, wide }).toEqual({ path, wide: [] });
      // Each folded cell of a named column says which column it is (a row's buttons need no name).
      const unnamed = await tables.evaluateAll((all) =>
        all.flatMap((table) => {
          const headings = [...table.querySelectorAll("thead th")].map((th) =>
            th.querySelector(".visually-hidden") ? "" : (th.textContent ?? "").trim(),
          );
          return [...table.querySelectorAll("tbody tr")].flatMap((row) =>
            [...row.children]
              .filter((c, i) => headings[i] && c.textContent?.trim())
              .filter((c) => getComputedStyle(c, "::before").content === "none")
              .map((c) => c.textContent!.slice(0, 40)),
          );
        }),
      );
      expect({ path, unnamed }).toEqual({ path, unnamed: [] });
      if (javaScriptEnabled && prefix === "")
        expect({ path, axe: await axeViolations(page) }).toEqual({ path, axe: [] });
    }
  }
  // On a desktop the lists are tables with their column headings.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/orders");
  await expect(page.getByRole("columnheader", { name: "Total" })).toBeVisible();
});
