import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin, openRowQuestion } from "./support/admin";
import { axeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { submitWith } from "./support/cart";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * The back office's e-products (decision 0049), in both projects: the list (in the side menu) with
 * each product's delivery and pool; one product's delivery set to codes, which sells it out until
 * codes are loaded (blank lines ignored, repeats skipped, said how many), a free code removed, a held
 * one not removable; the product page then sells at most the codes left. Each test makes its own
 * e-product (a copy of the camping e-book), so that the projects and the other specs do not meet.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A new e-product copied from EBK-003 (its page: /product/{slug}), not yet told what it delivers. */
function newEProduct(tag: string): { id: number; slug: string; name: string } {
  const suffix = `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return withDb((db) => {
    const source = db.prepare("SELECT * FROM products WHERE sku = 'EBK-003'").get() as Record<string, unknown>;
    const { id: sourceId, ...row } = source;
    Object.assign(row, { sku: `E2E-${suffix}`.toUpperCase(), stock_qty: null });
    const columns = Object.keys(row);
    const id = Number(
      db
        .prepare(`INSERT INTO products (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .run(...columns.map((c) => row[c])).lastInsertRowid,
    );
    const name = `Trail notes ${suffix}`;
    for (const t of db.prepare("SELECT * FROM product_translations WHERE product_id = ?").all(sourceId) as Record<
      string,
      unknown
    >[]) {
      const { id: _translationId, ...copy } = t;
      Object.assign(copy, { product_id: id, slug: `trail-notes-${suffix}-${String(t.language_code)}`, name });
      const cols = Object.keys(copy);
      db.prepare(
        `INSERT INTO product_translations (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
      ).run(...cols.map((c) => copy[c]));
    }
    return { id, slug: `trail-notes-${suffix}-en`, name };
  });
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByTestId("toast")).toContainText(text);
}

test("the admin sets an e-product to deliver codes, loads, removes, and the shop sells only the codes left", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const product = newEProduct("codes");
  await logInAsAdmin(page, "/admin", javaScriptEnabled);
  await page.getByTestId("admin-menu").getByRole("link", { name: "E-products" }).click();
  await expect(page).toHaveURL(/\/admin\/eproducts$/);
  const list = page.getByTestId("admin-eproducts");
  await expect(list.getByTestId("admin-eproduct").filter({ hasText: "GFT-CRD-050" })).toContainText(
    /Code\s*Available: \d+ · Reserved: \d+ · Delivered: \d+/,
  );
  await expect(list.getByTestId("admin-eproduct").filter({ hasText: "EBK-004" })).toContainText(
    "https://video.example.com/courses/home-coffee-brewing",
  );
  await list.getByRole("link", { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/eproducts/${product.id}$`));
  if (javaScriptEnabled) await hydrated(page);

  // Codes, none yet: saved, and the product is sold out.
  const delivery = page.getByTestId("eproduct-delivery-form");
  await delivery.getByLabel("Delivery type").selectOption("code");
  await delivery.getByRole("button", { name: "Save delivery" }).click();
  await toast(page, "The delivery is saved.");
  await expect(page.getByText("No codes yet: the product is sold out until codes are added.")).toBeVisible();

  const shop = await browser.newPage({ javaScriptEnabled });
  try {
    await shop.goto(`/product/${product.slug}`);
    await expect(shop.getByText("Out of stock").first()).toBeVisible();
    await expect(shop.getByTestId("add-to-cart")).toBeDisabled();

    // A paste: blank lines ignored, a repeat skipped; then one already in the pool skipped.
    const codes = page.getByTestId("eproduct-codes-form");
    await codes.getByLabel("New codes").fill(`${product.id}-AAA\n\n${product.id}-BBB\n${product.id}-AAA\n`);
    await codes.getByRole("button", { name: "Add codes" }).click();
    await toast(page, "Codes added: 2. Skipped (already in the pool or repeated): 1.");
    // The box is empty again, with JavaScript too.
    await expect(page.getByTestId("eproduct-codes-form").getByLabel("New codes")).toHaveValue("");
    await page
      .getByTestId("eproduct-codes-form")
      .getByLabel("New codes")
      .fill(`${product.id}-BBB\n${product.id}-CCC\n${product.id}-DDD`);
    await page.getByTestId("eproduct-codes-form").getByRole("button", { name: "Add codes" }).click();
    await toast(page, "Codes added: 2. Skipped (already in the pool or repeated): 1.");
    await expect(page.getByTestId("eproduct-code")).toHaveCount(4);
    await page.getByLabel(`Remove code ${product.id}-DDD`, { exact: true }).click();
    await submitWith(
      page,
      javaScriptEnabled,
      page.getByTestId("eproduct-code-remove").getByRole("button", { name: "Remove code", exact: true }),
    );
    await toast(page, "The code is removed.");
    await expect(page.getByTestId("eproduct-code")).toHaveCount(3);
    await expect(page.getByTestId("admin-eproduct").getByTestId("eproduct-codes").first()).toHaveText(
      "Available: 3 · Reserved: 0 · Delivered: 0",
    );

    // Three codes: the product page sells at most three, and says so when asked for four.
    await shop.reload();
    await expect(shop.getByText("Only 3 left").first()).toBeVisible();
    await expect(shop.getByTestId("add-to-cart")).toBeEnabled();
    await shop.getByLabel("Quantity").first().fill("4");
    await shop.getByTestId("add-to-cart").click();
    await expect(shop.getByLabel("Quantity").first()).toHaveAccessibleDescription(
      "There is not enough stock for this quantity: only 3 items are available.",
    );
  } finally {
    await shop.close();
  }
});

/** Each project removes in its own language (projects run at once against one server). */
const removeCase = {
  js: {
    base: "/hr",
    type: "Vrsta isporuke",
    save: "Spremi isporuku",
    newCodes: "Novi kodovi",
    add: "Dodaj kodove",
    removeOne: (code: string) => `Ukloni kôd ${code}`,
    question: (code: string) => `Ukloniti kôd „${code}”?`,
    text: "Briše se iz zalihe i ne može se vratiti: da ga ponovno prodajete, ponovno ga unesite pod „Novi kodovi”.",
    yes: "Ukloni kôd",
    removed: "Kôd je uklonjen.",
  },
  "no-js": {
    base: "",
    type: "Delivery type",
    save: "Save delivery",
    newCodes: "New codes",
    add: "Add codes",
    removeOne: (code: string) => `Remove code ${code}`,
    question: (code: string) => `Remove the code “${code}”?`,
    text: "It is deleted from the pool and cannot be brought back: to sell it again, paste it again under “New codes”.",
    yes: "Remove code",
    removed: "The code is removed.",
  },
} as const;

test("removing a free code asks first, naming the code (a long one by its start and end)", async ({
  page,
  javaScriptEnabled,
}, info) => {
  // Found in review: Remove took a code out of the pool at once, with no second step.
  const c = removeCase[info.project.name as keyof typeof removeCase];
  const product = newEProduct("ask");
  const short = `${product.id}-ASK-0001`;
  const long = `${product.id}-LONG-${"0123456789".repeat(12)}-END`;
  await logInAsAdmin(page, `${c.base}/admin/eproducts/${product.id}`, javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId("eproduct-delivery-form").getByLabel(c.type).selectOption("code");
  await page.getByTestId("eproduct-delivery-form").getByRole("button", { name: c.save }).click();
  await page.getByTestId("eproduct-codes-form").getByLabel(c.newCodes).fill(`${short}\n${long}`);
  await page.getByTestId("eproduct-codes-form").getByRole("button", { name: c.add }).click();
  await expect(page.getByTestId("eproduct-code")).toHaveCount(2);

  // A long code: its start and end in the question, which fits a phone, its whole text in the button's name.
  // Loaded again first: without JavaScript the paste's toast stays, over the phone's last rows.
  await page.reload();
  if (javaScriptEnabled) await hydrated(page);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 900 });
  const longRow = page.getByTestId("eproduct-code").filter({ hasText: long });
  await longRow.getByLabel(c.removeOne(long), { exact: true }).click();
  const longShown = `${long.slice(0, 20)}…${long.slice(-8)}`;
  const longQuestion = longRow
    .getByTestId("eproduct-code-remove")
    .getByRole("heading", { name: c.question(longShown) });
  await expect(longQuestion).toBeVisible();
  expect(await longQuestion.evaluate((h) => h.scrollWidth - h.clientWidth)).toBe(0);
  if (viewport) await page.setViewportSize(viewport);
  // Closed (without JavaScript, by its button again: the question folds away).
  if (javaScriptEnabled) await page.keyboard.press("Escape");
  else await longRow.getByLabel(c.removeOne(long), { exact: true }).click();

  const row = page.getByTestId("eproduct-code").filter({ hasText: short });
  // Found in review: on a wide screen without JavaScript the open question widened the actions
  // column, squeezing the codes onto two lines until it was answered. It floats over the rows below,
  // and (found in the next review) not hidden inside the table's box when they are fewer than its height.
  const confirm = row.getByTestId("eproduct-code-remove");
  const yes = confirm.getByRole("button", { name: c.yes, exact: true });
  await openRowQuestion(row, row.getByLabel(c.removeOne(short), { exact: true }), yes);
  await expect(confirm.getByRole("heading", { name: c.question(short) })).toBeVisible();
  await expect(confirm).toContainText(c.text);
  // Asked, not yet removed.
  await expect(page.getByTestId("eproduct-code")).toHaveCount(2);
  await submitWith(page, javaScriptEnabled, yes);
  await toast(page, c.removed);
  await expect(page.getByTestId("eproduct-code")).toHaveCount(1);
  await expect(page.getByTestId("eproduct-code").filter({ hasText: short })).toHaveCount(0);
  // Deleted, not set aside: nothing of it is left in the pool.
  const left = withDb((db) =>
    db.prepare("SELECT COUNT(*) AS n FROM eproduct_codes WHERE product_id = ? AND code = ?").get(product.id, short),
  ) as { n: number };
  expect(left.n).toBe(0);
});

test("a held code cannot be removed nor its type changed, and too many codes at once are refused whole with the paste kept", async ({
  page,
  javaScriptEnabled,
}) => {
  const product = newEProduct("held");
  await logInAsAdmin(page, `/hr/admin/eproducts/${product.id}`, javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  const delivery = page.getByTestId("eproduct-delivery-form");
  await delivery.getByLabel("Vrsta isporuke").selectOption("qrcode");
  await delivery.getByRole("button", { name: "Spremi isporuku" }).click();
  await toast(page, "Isporuka je spremljena.");
  const codes = page.getByTestId("eproduct-codes-form");
  await codes.getByLabel("Novi kodovi").fill(`${product.id}-HELD-0001\n${product.id}-FREE-0002`);
  await codes.getByRole("button", { name: "Dodaj kodove" }).click();
  await toast(page, "Dodano kodova: 2. Preskočeno (već u zalihi ili ponovljeno): 0.");

  // An order holds one (as order/create does): shown masked, in its state, without a remove button.
  withDb((db) => {
    const order = db.prepare("SELECT id FROM orders ORDER BY id LIMIT 1").get() as { id: number };
    db.prepare("UPDATE eproduct_codes SET order_id = ? WHERE code = ?").run(order.id, `${product.id}-HELD-0001`);
  });
  await page.reload();
  const held = page.getByTestId("eproduct-code").filter({ hasText: "Rezerviran za narudžbu" });
  await expect(held).toContainText("0001");
  await expect(held).not.toContainText("HELD");
  await expect(held.getByRole("button")).toHaveCount(0);

  // While an order holds a code, the delivery type stays.
  await delivery.getByLabel("Vrsta isporuke").selectOption("link");
  await delivery.getByLabel("Adresa (kad nema datoteke)").fill("https://example.com/course");
  await delivery.getByRole("button", { name: "Spremi isporuku" }).click();
  await expect(page.getByTestId("eproduct-delivery-form").getByTestId("form-error")).toHaveText(
    "Narudžbe koje čekaju plaćanje drže kodove ovog proizvoda: vrsta isporuke može se promijeniti kad budu plaćene ili otkazane.",
  );
  // The message takes the cursor, with JavaScript and without.
  await expect(page.getByTestId("eproduct-delivery-form").getByTestId("form-error")).toBeFocused();

  // Too many at once: refused, what was pasted kept.
  const many = Array.from({ length: 1001 }, (_, i) => `M${i}`).join("\n");
  await page.getByTestId("eproduct-codes-form").getByLabel("Novi kodovi").fill(many);
  await page.getByTestId("eproduct-codes-form").getByRole("button", { name: "Dodaj kodove" }).click();
  await expect(page.getByTestId("eproduct-codes-form").getByTestId("form-error")).toHaveText(
    "Previše kodova odjednom: dodajte najviše 1000 kodova i 30 000 znakova po unosu. Ništa nije dodano.",
  );
  await expect(page.getByTestId("eproduct-codes-form").getByLabel("Novi kodovi")).toHaveValue(many);
  // The paste refused gets the cursor, with JavaScript and without.
  await expect(page.getByTestId("eproduct-codes-form").getByLabel("Novi kodovi")).toBeFocused();

  // Too long a paste: never cut by the box, refused whole and kept.
  const box = page.getByTestId("eproduct-codes-form").getByLabel("Novi kodovi");
  expect(await box.getAttribute("maxlength")).toBeNull();
  const long = Array.from({ length: 400 }, (_, i) => `${String(i).padStart(4, "0")}-${"L".repeat(75)}`).join("\n");
  await box.fill(long);
  await page.getByTestId("eproduct-codes-form").getByRole("button", { name: "Dodaj kodove" }).click();
  await expect(page.getByTestId("eproduct-codes-form").getByTestId("form-error")).toHaveText(
    "Previše kodova odjednom: dodajte najviše 1000 kodova i 30 000 znakova po unosu. Ništa nije dodano.",
  );
  await expect(page.getByTestId("eproduct-codes-form").getByLabel("Novi kodovi")).toHaveValue(long);
  // A code over 200 characters: its own message.
  await page
    .getByTestId("eproduct-codes-form")
    .getByLabel("Novi kodovi")
    .fill(`OK-1\n${"X".repeat(201)}`);
  await page.getByTestId("eproduct-codes-form").getByRole("button", { name: "Dodaj kodove" }).click();
  await expect(page.getByTestId("eproduct-codes-form").getByTestId("form-error")).toHaveText(
    "Neki kôd ima više od 200 znakova. Ništa nije dodano: provjerite unesene kodove.",
  );
  await expect(page.getByTestId("eproduct-code")).toHaveCount(2);
});

test("the e-products screens fit a phone and a desktop, in both languages, without accessibility faults", async ({
  page,
  javaScriptEnabled,
}) => {
  const card = withDb((db) => db.prepare("SELECT id FROM products WHERE sku = 'GFT-CRD-050'").get() as { id: number });
  await logInAsAdmin(page, "/admin/eproducts", javaScriptEnabled);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/eproducts", `/hr/admin/eproducts/${card.id}`, "/admin/eproducts/" + String(card.id)]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
      if (javaScriptEnabled) expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
    }
  }
});

test("the admin uploads a file the e-product then delivers; no file chosen is refused with its message", async ({
  page,
  javaScriptEnabled,
}) => {
  const product = newEProduct("upload");
  await logInAsAdmin(page, `/admin/eproducts/${product.id}`, javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  const upload = page.getByTestId("eproduct-upload-form");
  // The browser's `required` stops an empty upload; a tampered form does not.
  await upload.getByLabel("Upload a new file").evaluate((input) => input.removeAttribute("required"));
  await upload.getByRole("button", { name: "Upload and use" }).click();
  // Said under the file's field, which gets the cursor.
  const file = page.getByTestId("eproduct-upload-form").getByLabel("Upload a new file");
  await expect(page.getByTestId("eproduct-upload-form").getByTestId("field-error")).toHaveText(
    "Choose a file to upload.",
  );
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toBeFocused();

  await page
    .getByTestId("eproduct-upload-form")
    .getByLabel("Upload a new file")
    .setInputFiles({ name: "trail-notes.txt", mimeType: "text/plain", buffer: Buffer.from("Trail notes\n") });
  await page.getByTestId("eproduct-upload-form").getByRole("button", { name: "Upload and use" }).click();
  await toast(page, "The file is uploaded and delivered by this product.");
  const stored = withDb((db) =>
    db
      .prepare(
        "SELECT m.original_name AS name FROM product_deliveries d JOIN media m ON m.id = d.media_id WHERE d.product_id = ?",
      )
      .get(product.id),
  ) as { name: string } | undefined;
  expect(stored?.name).toBe("trail-notes.txt");
});
