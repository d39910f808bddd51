import { expect as baseExpect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { logInAsAdmin } from "./support/admin";
import { API_HEADERS } from "./support/cart";
import { withDb } from "./support/db";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";

/**
 * The back office's lists on a phone (390 px): their tables fold, each row a block of its cells, each
 * cell named by its column, so nothing scrolls sideways, neither the page nor the table, and every
 * cell is on the screen, and each part keeps its table role explicitly. On a desktop they stay
 * tables. Both languages; axe finds nothing. A long e-mail address wraps after its @ or before a dot.
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
      // Folded, the table keeps its semantics by explicit roles (a browser may drop a block-displayed table's).
      const roleless = await tables.evaluateAll((all) =>
        all.flatMap((table) => {
          const expected: [string, string][] = [
            ["table", "table"],
            ["thead, tbody", "rowgroup"],
            ["tr", "row"],
            ["thead th", "columnheader"],
            ["tbody td", "cell"],
          ];
          return expected.flatMap(([selector, role]) =>
            [table, ...table.querySelectorAll(selector)]
              .filter((element) => element.matches(selector) && element.getAttribute("role") !== role)
              .map((element) => `${element.tagName.toLowerCase()} without role=${role}`),
          );
        }),
      );
      expect({ path, roleless: [...new Set(roleless)] }).toEqual({ path, roleless: [] });
      if (javaScriptEnabled && prefix === "")
        expect({ path, axe: await axeViolations(page) }).toEqual({ path, axe: [] });
    }
  }
  // On a desktop the lists are tables with their column headings.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/orders");
  await expect(page.getByRole("columnheader", { name: "Total" })).toBeVisible();
});

test("a long e-mail address in a folded list wraps after its @ or before a dot, not mid-word", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const stamp = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  const email = `${stamp}.ana.horvatkovacevic@trgovina.primjer.example.com`;
  const registered = await request.post("/api/v1/user/web/register", {
    headers: API_HEADERS,
    data: { details: { firstName: "Ana", lastName: "Horvat" }, email, password: "wrap-password-1" },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'register:address:%'").run());
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page, `/admin/customers?q=${encodeURIComponent(stamp)}`, javaScriptEnabled);
  const link = page.getByRole("link", { name: email });
  await expect(link).toBeVisible();
  // Where each line of the address ends: the text before and after each break.
  const breaks = await link.evaluate((element) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ char: node.textContent![i]!, top: range.getBoundingClientRect().top });
      }
    return chars.flatMap((c, i) => (i > 0 && c.top > chars[i - 1]!.top + 2 ? [`${chars[i - 1]!.char}|${c.char}`] : []));
  });
  expect(breaks.length).toBeGreaterThan(0);
  for (const at of breaks) expect(at, `a line break at ${at}`).toMatch(/^@\||^.\|\.$/);
  expect(await horizontalOverflow(page)).toBe(0);
});
