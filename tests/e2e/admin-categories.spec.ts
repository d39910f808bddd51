/**
 * The back office's Blog categories (app/routes/admin/blog-categories.tsx), in both projects, with
 * plain forms: a category is created in two languages and found on the blog, renamed per language,
 * refused with the field's reason and what was typed kept, offered no deletion while posts use it (the
 * demo's: the row says why and what to do instead), refused one should a post take it while the
 * question is open, and deleted; a category's count of posts links to those posts in the pages list
 * (every language, each row with its language); the Croatian page speaks Croatian.
 */
import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { hydrated } from "./support/hydration";
import { axeViolations } from "./support/axe";
import { horizontalOverflow } from "./support/site";
import { submitWith } from "./support/cart";
import { withDb } from "./support/db";

const rowOf = (page: Page, slug: string) =>
  page.getByTestId("admin-blog-category").filter({ has: page.locator(`input[name="slug.en"][value="${slug}"]`) });

test("an editor creates, renames and deletes a blog category; one in use offers no Delete and says why", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const slug = `e2e-garden-${testInfo.project.name}-${Date.now().toString(36)}`;
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  await page.getByTestId("admin-menu").getByRole("link", { name: "Blog categories", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog-categories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog categories");
  if (javaScriptEnabled) await hydrated(page);

  // Create, in both languages.
  const create = page.getByRole("form", { name: "New category" });
  await create.getByLabel("Title").first().fill("Garden diary");
  await create.getByLabel("Slug").first().fill(slug);
  await create.getByLabel("Title").nth(1).fill("Vrtni dnevnik");
  await create.getByLabel("Slug").nth(1).fill(`${slug}-hr`);
  await create.getByRole("button", { name: "Create the category" }).click();
  await expect(page.getByTestId("toast")).toContainText("The category is saved.");
  const row = rowOf(page, slug);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("admin-blog-category-posts")).toHaveText("0 posts");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  expect((await page.request.get(`/hr/objave/${slug}-hr`)).status()).toBe(200);

  // A slug against the rules: refused beside its form, what was typed kept.
  await row.getByLabel("Title").first().fill("Garden notes");
  await row.getByLabel("Slug").first().fill("ab");
  await row.getByRole("button", { name: "Save" }).click();
  const refused = page.getByTestId("form-error");
  // Review: in words of its own; the spec's (sections 5 and 9), as every other slug says it.
  await expect(refused).toHaveText("Slug is too short! (minimum 4 characters)");
  // The message takes the cursor, with JavaScript and without.
  await expect(refused).toBeFocused();
  const form = page.getByTestId("admin-blog-category").filter({ has: refused });
  await expect(form.getByLabel("Title").first()).toHaveValue("Garden notes");
  await expect(form.getByLabel("Slug").first()).toHaveValue("ab");

  // Renamed in English only.
  await form.getByLabel("Slug").first().fill(slug);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("The category is saved.");
  await expect(rowOf(page, slug).getByLabel("Title").first()).toHaveValue("Garden notes");
  await expect(rowOf(page, slug).getByLabel("Title").nth(1)).toHaveValue("Vrtni dnevnik");

  // A category the demo's posts use: no Delete to ask about, but why, and what to do instead.
  const used = page.getByTestId("admin-blog-category").filter({ has: page.getByTestId("blog-category-in-use") });
  await expect(used.first()).toBeVisible();
  await expect(used.first().getByTestId("blog-category-in-use")).toHaveText(
    /^Used by (1 post|([2-9]|\d\d+) posts): it can be deleted once no post uses it\.$/,
  );
  await expect(used.first().getByTestId("blog-category-delete")).toHaveCount(0);
  await expect(used.first().getByLabel(/^Delete the category/)).toHaveCount(0);
  await expect(used.first().getByTestId("admin-blog-category-posts")).toHaveCount(0);

  // Deleted in every language.
  await rowOf(page, slug).getByLabel("Delete the category Garden notes", { exact: true }).click();
  await submitWith(
    page,
    javaScriptEnabled,
    rowOf(page, slug).getByTestId("blog-category-delete").getByRole("button", { name: "Yes, delete it" }),
  );
  await expect(page.getByTestId("toast")).toContainText("The category is deleted.");
  await expect(rowOf(page, slug)).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect((await page.request.get(`/hr/objave/${slug}-hr`)).status()).toBe(404);
});

/** Each project deletes in its own language (projects run at once against one server). */
const deleteCase = {
  js: {
    base: "/hr",
    form: "Nova kategorija",
    title: "Naslov",
    create: "Stvori kategoriju",
    name: (tag: string) => `Vrtni dnevnik ${tag}`,
    deleteOne: (name: string) => `Obriši kategoriju ${name}`,
    question: (name: string) => `Obrisati kategoriju „${name}”?`,
    yes: "Da, obriši",
    deleted: "Kategorija je obrisana.",
  },
  "no-js": {
    base: "",
    form: "New category",
    title: "Title",
    create: "Create the category",
    name: (tag: string) => `Garden diary ${tag}`,
    deleteOne: (name: string) => `Delete the category ${name}`,
    question: (name: string) => `Delete the category “${name}”?`,
    yes: "Yes, delete it",
    deleted: "The category is deleted.",
  },
} as const;

test("deleting a blog category asks first, naming it in the admin's language", async ({
  page,
  javaScriptEnabled,
}, info) => {
  // Found in review: Delete took a category, in every language, at once, with no second step.
  const c = deleteCase[info.project.name as keyof typeof deleteCase];
  const tag = `${info.project.name} ${Date.now().toString(36)}`;
  const slug = `e2e-ask-${info.project.name}-${Date.now().toString(36)}`;
  await logInAsAdmin(page, `${c.base}/admin/blog-categories`, javaScriptEnabled);
  const create = page.getByRole("form", { name: c.form });
  await create.getByLabel(c.title).first().fill(`Garden diary ${tag}`);
  await create.getByLabel("Slug").first().fill(slug);
  await create.getByLabel(c.title).nth(1).fill(`Vrtni dnevnik ${tag}`);
  await create.getByLabel("Slug").nth(1).fill(`${slug}-hr`);
  await create.getByRole("button", { name: c.create }).click();
  const row = rowOf(page, slug);
  await expect(row).toHaveCount(1);

  const name = c.name(tag);
  await row.getByLabel(c.deleteOne(name), { exact: true }).click();
  const confirm = row.getByTestId("blog-category-delete");
  await expect(confirm.getByRole("heading", { name: c.question(name) })).toBeVisible();
  if (!javaScriptEnabled) {
    // Found in review: the question opened beside the posts' count, squeezed (on a phone to a third
    // of the row); it takes a line of its own below the count and the button, the row's full width.
    const count = await row.getByTestId("admin-blog-category-posts").boundingBox();
    const question = await confirm.getByRole("heading", { name: c.question(name) }).boundingBox();
    expect(question!.y).toBeGreaterThan(count!.y + count!.height);
  }
  // Asked, not yet deleted.
  await expect(row).toHaveCount(1);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  await submitWith(page, javaScriptEnabled, confirm.getByRole("button", { name: c.yes }));
  await expect(page.getByTestId("toast")).toContainText(c.deleted);
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

/** What a category in use says instead of Delete, in each language (projects run at once, one each). */
const raceCase = {
  js: {
    base: "/hr",
    deleteOne: (name: string) => `Obriši kategoriju ${name}`,
    yes: "Da, obriši",
    refused: "Kategoriju još koriste objave.",
    inUse: "Koristi je 1 objava: može se obrisati tek kad je nijedna ne koristi.",
  },
  "no-js": {
    base: "",
    deleteOne: (name: string) => `Delete the category ${name}`,
    yes: "Yes, delete it",
    refused: "The category is still used by posts.",
    inUse: "Used by 1 post: it can be deleted once no post uses it.",
  },
} as const;

test("a category a post takes while its deletion is asked about is not deleted, and says why", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const c = raceCase[info.project.name as keyof typeof raceCase];
  const slug = `e2e-race-${info.project.name}-${Date.now().toString(36)}`;
  const name = `Race ${info.project.name}`;
  const termOf = () =>
    withDb((db) => db.prepare("SELECT id FROM terms WHERE slug = ? AND language_code = 'en'").get(slug)) as
      { id: number } | undefined;
  const cleanUp = () =>
    withDb((db) => {
      const term = db.prepare("SELECT id, translation_group FROM terms WHERE slug = ?").get(slug) as
        { id: number; translation_group: number | null } | undefined;
      if (!term) return;
      const group = term.translation_group ?? term.id;
      const ids = (
        db.prepare("SELECT id FROM terms WHERE translation_group = ? OR id = ?").all(group, group) as { id: number }[]
      ).map((t) => t.id);
      for (const id of ids) db.prepare("DELETE FROM post_terms WHERE term_id = ?").run(id);
      for (const id of ids) db.prepare("DELETE FROM terms WHERE id = ?").run(id);
    });
  try {
    await logInAsAdmin(page, `${c.base}/admin/blog-categories`, javaScriptEnabled);
    const create = page.getByRole("form", { name: /^(New category|Nova kategorija)$/ });
    await create.locator('input[name="title.en"]').fill(name);
    await create.locator('input[name="slug.en"]').fill(slug);
    await create.locator('input[name="title.hr"]').fill(name);
    await create.locator('input[name="slug.hr"]').fill(slug);
    await create.locator('button[type="submit"]').click();
    const row = rowOf(page, slug);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("blog-category-in-use")).toHaveCount(0);

    await row.getByLabel(c.deleteOne(name), { exact: true }).click();
    // Meanwhile, someone files a post of the demo under it.
    withDb((db) => {
      const post = db
        .prepare("SELECT id FROM posts WHERE type = 'post' AND language_code = 'en' AND status != 'deleted' LIMIT 1")
        .get() as { id: number };
      db.prepare("INSERT INTO post_terms (post_id, term_id) VALUES (?, ?)").run(post.id, termOf()!.id);
    });
    await submitWith(
      page,
      javaScriptEnabled,
      row.getByTestId("blog-category-delete").getByRole("button", { name: c.yes }),
    );
    await expect(page.getByTestId("toast")).toContainText(c.refused);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("blog-category-in-use")).toHaveText(c.inUse);
    await expect(row.getByTestId("blog-category-delete")).toHaveCount(0);
  } finally {
    cleanUp();
  }
});

/** Following a category's count to its posts, in each language (projects run at once, one each). */
const postsCase = {
  js: {
    base: "/hr",
    inUse: "Koriste je 2 objave: može se obrisati tek kad je nijedna ne koristi.",
    link: "2 objave",
    heading: (name: string) => `Objave u kategoriji „${name}”`,
    showAll: "Prikaži sve stranice",
    pagesTitle: "Stranice",
  },
  "no-js": {
    base: "",
    inUse: "Used by 2 posts: it can be deleted once no post uses it.",
    link: "2 posts",
    heading: (name: string) => `Posts in the category “${name}”`,
    showAll: "Show all pages",
    pagesTitle: "Pages",
  },
} as const;

test("a category's count of posts links to those posts, of every language, and back to all pages", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const c = postsCase[info.project.name as keyof typeof postsCase];
  const slug = `e2e-used-${info.project.name}-${Date.now().toString(36)}`;
  const name = `Used ${info.project.name}`;
  const terms = () =>
    withDb((db) => {
      const first = db.prepare("SELECT id, translation_group FROM terms WHERE slug = ?").get(slug) as
        { id: number; translation_group: number | null } | undefined;
      if (!first) return [];
      const group = first.translation_group ?? first.id;
      return db
        .prepare("SELECT id, language_code FROM terms WHERE translation_group = ? OR id = ?")
        .all(group, group) as { id: number; language_code: string }[];
    });
  const cleanUp = () =>
    withDb((db) => {
      for (const term of terms()) db.prepare("DELETE FROM post_terms WHERE term_id = ?").run(term.id);
      for (const term of terms()) db.prepare("DELETE FROM terms WHERE id = ?").run(term.id);
    });
  try {
    await logInAsAdmin(page, `${c.base}/admin/blog-categories`, javaScriptEnabled);
    const create = page.getByRole("form", { name: /^(New category|Nova kategorija)$/ });
    await create.locator('input[name="title.en"]').fill(name);
    await create.locator('input[name="slug.en"]').fill(slug);
    await create.locator('input[name="title.hr"]').fill(name);
    await create.locator('input[name="slug.hr"]').fill(slug);
    await create.locator('button[type="submit"]').click();
    await expect(rowOf(page, slug)).toHaveCount(1);

    // One post of the demo in each language takes the category.
    const posts = withDb((db) => {
      const chosen = (["en", "hr"] as const).map(
        (language) =>
          db
            .prepare(
              "SELECT id, title FROM posts WHERE type = 'post' AND language_code = ? AND status = 'published' ORDER BY id LIMIT 1",
            )
            .get(language) as { id: number; title: string },
      );
      for (const [i, post] of chosen.entries())
        db.prepare("INSERT INTO post_terms (post_id, term_id) VALUES (?, ?)").run(
          post.id,
          terms().find((t) => t.language_code === (i === 0 ? "en" : "hr"))!.id,
        );
      return chosen;
    });
    await page.goto(`${c.base}/admin/blog-categories`);
    const inUse = rowOf(page, slug).getByTestId("blog-category-in-use");
    await expect(inUse).toHaveText(c.inUse);

    await inUse.getByRole("link", { name: c.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${c.base}/admin/pages\\?category=\\d+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.pagesTitle);
    await expect(page.getByRole("heading", { level: 2, name: c.heading(name) })).toBeVisible();
    const rows = page.getByTestId("admin-page");
    await expect(rows).toHaveCount(2);
    // Each with its language: the count is of every language.
    await expect(rows.filter({ hasText: posts[0]!.title })).toContainText("English");
    await expect(rows.filter({ hasText: posts[1]!.title })).toContainText("Hrvatski");

    await page.getByRole("link", { name: c.showAll, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${c.base}/admin/pages$`));
    await expect(page.getByRole("heading", { level: 2, name: c.heading(name) })).toHaveCount(0);
    expect(await page.getByTestId("admin-page").count()).toBeGreaterThan(2);
  } finally {
    cleanUp();
  }
});

test("the posts of a category that is not there: not found", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  for (const category of ["2000000000", "nope"])
    expect((await page.request.get(`/admin/pages?category=${category}`)).status(), category).toBe(404);
});

test("the Croatian Blog categories page speaks Croatian", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page, "/hr/admin/blog-categories", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategorije bloga");
  // A category the demo's posts use says why it offers no Delete, with Croatian plurals.
  await expect(page.getByTestId("blog-category-in-use").first()).toHaveText(
    /^(Koristi je \d+ objava|Koriste je \d*[2-4] objave): može se obrisati tek kad je nijedna ne koristi\.$/,
  );
  await expect(page.getByRole("form", { name: "Nova kategorija" }).getByRole("button")).toHaveText("Stvori kategoriju");
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Kategorije bloga" })).toHaveAttribute(
    "href",
    "/hr/admin/blog-categories",
  );
});

test("the Blog categories page and a category's posts fit a phone's and a desktop's screen and pass axe, in both languages", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.skip(!javaScriptEnabled, "axe needs the page's JavaScript; the no-JS layout is the same markup");
  // Eight axe analyses of long lists: 14 s on an idle machine, past 30 s on a busy one.
  test.setTimeout(90_000);
  await logInAsAdmin(page, "/admin/blog-categories", javaScriptEnabled);
  // And the posts a category's count links to, each with its language.
  const postsOf = await page.getByTestId("blog-category-in-use").first().getByRole("link").getAttribute("href");
  expect(postsOf).toMatch(/^\/admin\/pages\?category=\d+$/);
  for (const width of [390, 1366])
    for (const path of ["/admin/blog-categories", "/hr/admin/blog-categories", postsOf!, `/hr${postsOf}`]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await hydrated(page);
      await expect(
        page.getByTestId(path.includes("category=") ? "admin-page" : "admin-blog-category").first(),
      ).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
      await page.screenshot({
        path: info.outputPath(`${path.replaceAll("/", "-").slice(1)}-${width}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
    }
});
