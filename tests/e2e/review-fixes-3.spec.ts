import { test, type Page } from "@playwright/test";
import { postLogin } from "./support/admin";
import { expectToast, newCustomer, open, post } from "./support/cart";
import { ORIGIN } from "./support/ports";

/** Fixes of the review's findings (reports/h3.md, findings 2, 4, 5, 7 and 8). */

/** Submits with a click: a fetcher with JavaScript, a plain post and the next document without it. */
const submit = (page: Page, click: () => Promise<void>, javaScriptEnabled: boolean) =>
  javaScriptEnabled ? click() : post(page, click);

test("a Croatian wishlist notice is Croatian throughout", async ({ page, request, javaScriptEnabled }) => {
  const user = await newCustomer(request, ORIGIN, "wish-hr");
  await postLogin(page, "/login", user);
  await open(page, "/hr/product/pletena-kosarica", javaScriptEnabled);
  const heart = page.getByRole("button", { name: "Dodaj na listu želja", exact: true }).first();
  await submit(page, () => heart.click(), javaScriptEnabled);
  await expectToast(page, "Proizvod je dodan na listu želja.");
});
