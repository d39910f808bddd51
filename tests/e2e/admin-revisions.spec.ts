import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { hydrated } from "./support/hydration";

/**
 * The history of a site-wide part (issue 15 item 2; docs/decisions/0036): an editor adds a link to
 * the third footer column at /admin/navigation, sees the tree's revisions (the first change also
 * keeps the tree as it was), compares the two newest, restores the first, and shoppers see the
 * restored footer. Each project edits the column of its own language (they run at once against one
 * server), one no other spec checks beyond its heading and having links; restoring the first
 * revision puts the site back as it found it.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const cases = {
  js: {
    base: "",
    name: "Label",
    type: "Link type",
    add: "Add link",
    saved: "Saved",
    compare: "Compare",
    restore: /^Restore version/,
    restored: "Restored",
    current: "Current version",
  },
  "no-js": {
    base: "/hr",
    name: "Naziv",
    type: "Vrsta poveznice",
    add: "Dodaj poveznicu",
    saved: "Spremljeno",
    compare: "Usporedi",
    restore: /^Vrati verziju/,
    restored: "Vraćeno",
    current: "Trenutna verzija",
  },
} as const;

/** Publishes the tree's draft when there is one (the site requires publishing). */
async function publishIfRequired(page: Page) {
  const publish = page.getByTestId("navigation-publish");
  if (await publish.count()) {
    await publish.click();
    await expect(page.getByTestId("navigation-publish")).toHaveCount(0);
  }
}

test("an editor compares two revisions of a footer column and restores the first; shoppers see it restored", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const c = cases[info.project.name as keyof typeof cases];
  const name = `Probe ${info.project.name} ${Date.now().toString(36)}`;
  await logInAsAdmin(page, `${c.base}/admin/navigation?tree=footer3`, javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);

  const add = page.getByTestId("navigation-add");
  await add.getByLabel(c.name).fill(name);
  await add.getByLabel(c.type).selectOption("shop");
  await add.getByRole("button", { name: c.add }).click();
  await expect(page.getByRole("status").first()).toContainText(c.saved);
  await publishIfRequired(page);

  const shopper = await browser.newPage({ javaScriptEnabled });
  const column = shopper.getByTestId("footer-column-3");
  await shopper.goto(`${c.base}/`);
  await expect(column.getByRole("link", { name, exact: true })).toHaveCount(1);

  // Two revisions at least: the tree as it was and with the new link.
  const history = page.getByTestId("revision-history");
  const revisions = history.getByTestId("history-revision");
  await expect(revisions.nth(1)).toBeVisible();
  await history.getByRole("button", { name: c.compare, exact: true }).click();
  const change = history.getByTestId("history-change");
  await expect(change).toHaveCount(1);
  await expect(change).toContainText("links");
  // Word by word: the newer version has the link's name marked as added, the older lacks it.
  await expect(change.getByTestId("history-after").locator("ins", { hasText: name })).not.toHaveCount(0);
  await expect(change.getByTestId("history-before")).not.toContainText(name);

  // Found in review: the newest, what the editor has now, offered a restore that would change nothing.
  await expect(revisions.first()).toContainText(c.current);
  await expect(revisions.first().getByRole("button", { name: c.restore })).toHaveCount(0);
  await expect(revisions.nth(1).getByRole("button", { name: c.restore })).toHaveCount(1);

  const count = await revisions.count();
  await revisions.last().getByRole("button", { name: c.restore }).click();
  await expect(history.getByTestId("history-revision")).toHaveCount(count + 1);
  await expect(history.getByTestId("history-revision").first()).toContainText(c.restored);
  await publishIfRequired(page);

  await shopper.goto(`${c.base}/`);
  await expect(column).toBeVisible();
  await expect(column.getByRole("link", { name, exact: true })).toHaveCount(0);
  await shopper.close();
});
