import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { submitWith } from "./support/cart";
import { insertSimpleProduct, withDb } from "./support/db";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * Links to a product when it is deleted or archived (decision 0081), in both projects, with a product,
 * a footer link and a page of this test's own (made in the database, removed at the end): deleting
 * it is refused with a message naming the footer link and the page, and a link to edit the page;
 * archiving it saves and says the same; once the links are gone it is deleted, and a redirect to its
 * address goes with it. The API tests check every way a link may be written.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

interface Own {
  product: number;
  link: number;
  post: number;
  redirect: number;
  name: string;
  slug: string;
  linkName: string;
  pageTitle: string;
  pageSlug: string;
  from: string;
}

/** The product, a footer link and a page linking to it, and a redirect to its address. */
function ownLinkedProduct(suffix: string): Own {
  return withDb((db) => {
    const now = new Date().toISOString();
    const name = `Linked lamp ${suffix}`;
    const slug = `e2e-linked-lamp-${suffix}`;
    const product = insertSimpleProduct(db, {
      sku: `E2E-LINKED-${suffix}`.toUpperCase(),
      price: 1500,
      texts: { en: { name, slug }, hr: { name: `Povezana lampa ${suffix}`, slug: `e2e-povezana-lampa-${suffix}` } },
    });
    const linkName = `E2E link ${suffix}`;
    const link = Number(
      db
        .prepare(
          `INSERT INTO navigation_links (site_id, tree, language_code, parent_id, position, name, title, link_type,
             link_value, rel, target, stage, origin_id)
           VALUES (1, 'footer4', 'en', NULL, 999, ?, '', 'product', ?, '', '', 'live', NULL)`,
        )
        .run(linkName, slug).lastInsertRowid,
    );
    const pageTitle = `E2E linking ${suffix}`;
    const pageSlug = `e2e-linking-${suffix}`;
    const components = JSON.stringify([
      { id: `text-${suffix}`, type: "richText", props: { html: `<p><a href="/product/${slug}">Buy it</a></p>` } },
    ]);
    const post = Number(
      db
        .prepare(
          `INSERT INTO posts (site_id, type, slug, language_code, translation_group, title, excerpt, body, components,
             status, access, meta_title, meta_description, media_id, author_name, published_at, created_at, updated_at)
           VALUES (1, 'page', ?, 'en', NULL, ?, '', '', ?, 'published', 'public', '', '', NULL, '', ?, ?, ?)`,
        )
        .run(pageSlug, pageTitle, components, now, now, now).lastInsertRowid,
    );
    const from = `/e2e-old-lamp-${suffix}`;
    const redirect = Number(
      db
        .prepare(
          `INSERT INTO redirects (site_id, from_path, to_url, status_code, created_at, updated_at)
           VALUES (1, ?, ?, 301, ?, ?)`,
        )
        .run(from, `/product/${slug}`, now, now).lastInsertRowid,
    );
    return { product, link, post, redirect, name, slug, linkName, pageTitle, pageSlug, from };
  });
}

/** Whatever of the test's own rows is left (a failed run). */
function cleanUp(own: Own): void {
  withDb((db) => {
    db.prepare("DELETE FROM navigation_links WHERE id = ?").run(own.link);
    db.prepare("DELETE FROM posts WHERE id = ?").run(own.post);
    db.prepare("DELETE FROM redirects WHERE id = ?").run(own.redirect);
    db.prepare("DELETE FROM products WHERE id = ?").run(own.product);
  });
}

async function reload(page: Page, javaScriptEnabled: boolean) {
  await page.reload();
  if (javaScriptEnabled) await hydrated(page);
}

async function askToDelete(page: Page, javaScriptEnabled: boolean, name: string) {
  await page.getByLabel(`Delete product ${name}`, { exact: true }).click();
  const confirm = page.getByTestId("product-delete");
  await expect(confirm.getByRole("heading", { name: `Delete ${name}?` })).toBeVisible();
  await submitWith(page, javaScriptEnabled, confirm.getByRole("button", { name: "Yes, delete it" }));
}

test("a product menus and pages link to is not deleted, archived it says so, and unlinked it goes with its redirects", async ({
  page,
  javaScriptEnabled,
}) => {
  const suffix = `${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const own = ownLinkedProduct(suffix);
  try {
    await logInAsAdmin(page, `/admin/products/${own.product}`, javaScriptEnabled);

    // Refused: the message names the footer link and the page, with a link to edit the page.
    await askToDelete(page, javaScriptEnabled, own.name);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Menus or pages link to this product");
    await expect(toast).toContainText(own.linkName);
    await expect(toast).toContainText(own.pageTitle);
    const edit = toast.getByTestId("message-links").getByRole("link", { name: `Edit “${own.pageTitle}”` });
    await expect(edit).toHaveAttribute("href", `/${own.pageSlug}?editPage=true`);
    // The footer's link, at its tree in the back office.
    await expect(
      toast.getByTestId("message-links").getByRole("link", { name: `Edit the menu link “${own.linkName}”` }),
    ).toHaveAttribute("href", "/admin/navigation?tree=footer4");
    await expect(page).toHaveURL(new RegExp(`/admin/products/${own.product}$`));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(withDb((db) => db.prepare("SELECT id FROM products WHERE id = ?").get(own.product))).toBeTruthy();

    // Archived: saved, and the same list.
    await reload(page, javaScriptEnabled);
    const form = page.getByTestId("product-form");
    await form.getByTestId("product-archived").check();
    await form.getByTestId("product-save").click();
    await expect(toast).toContainText("Saved. The product is archived, but these still link to it");
    await expect(toast).toContainText(own.linkName);
    await expect(toast.getByRole("link", { name: `Edit “${own.pageTitle}”` })).toBeVisible();
    expect(
      withDb((db) => db.prepare("SELECT archived FROM products WHERE id = ?").get(own.product) as { archived: number })
        .archived,
    ).toBe(1);

    // The links removed (as an editor would in the menu and the page): deleted, its redirect with it.
    withDb((db) => {
      db.prepare("DELETE FROM navigation_links WHERE id = ?").run(own.link);
      db.prepare("UPDATE posts SET components = '[]' WHERE id = ?").run(own.post);
    });
    await reload(page, javaScriptEnabled);
    await askToDelete(page, javaScriptEnabled, own.name);
    await expect(toast).toContainText("The product is deleted, and with it the redirects to its address (1).");
    await expect(page).toHaveURL(/\/admin\/products$/);
    expect(withDb((db) => db.prepare("SELECT id FROM redirects WHERE id = ?").get(own.redirect))).toBeUndefined();
  } finally {
    cleanUp(own);
  }
});
