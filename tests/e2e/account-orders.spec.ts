import { expect as baseExpect, test } from "@playwright/test";
import { postLogin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { newCustomer } from "./support/cart";
import { paidOrder } from "./support/orders";
import { ORIGIN } from "./support/ports";
import { horizontalOverflow, insideViewport } from "./support/site";

/**
 * A registered customer's order history (a shopper's review): at 390 px its table was cut at the
 * screen's edge with nothing to say it scrolled sideways, and an order paid on delivery read
 * "Awaiting payment", as if something were wrong. On a phone each order's date and states fold under
 * its number now, its total beside it; one paid on delivery says so, a bank transfer still awaits
 * its payment.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

const words = {
  en: {
    profile: "/profile",
    order: "/profile/orders",
    paid: "Paid",
    onDelivery: "Payable on delivery",
    awaiting: "Awaiting payment",
  },
  hr: {
    profile: "/hr/profil",
    order: "/hr/profil/narudzbe",
    paid: "Plaćeno",
    onDelivery: "Plaća se pri preuzimanju",
    awaiting: "Čeka plaćanje",
  },
} as const;

for (const lang of ["en", "hr"] as const) {
  test(`the order history fits a phone and says when each order is paid (${lang})`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const w = words[lang];
    const customer = await newCustomer(request, ORIGIN, `history-${lang}-${javaScriptEnabled ? "js" : "nojs"}`);
    const orders = {
      paid: paidOrder(customer.email).slug,
      onDelivery: paidOrder(customer.email, "pay-on-delivery").slug,
      awaiting: paidOrder(customer.email, "bank-transfer").slug,
    };
    await postLogin(page, "/login", customer);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(w.profile);
      for (const [kind, slug] of Object.entries(orders) as [keyof typeof orders, string][]) {
        const row = page.getByTestId("order-row").filter({ hasText: slug });
        const status = row.getByTestId("order-status").filter({ visible: true });
        await expect(status).toHaveText(w[kind]);
        // Each order's number, state and total are on the screen, none past its edge.
        for (const part of [
          row.getByRole("link", { name: slug, exact: true }),
          status,
          row.getByTestId("order-total"),
        ]) {
          await part.scrollIntoViewIfNeeded();
          expect(await insideViewport(page, part), `${slug} ${kind} at ${width} px`).toBe(true);
        }
      }
      expect(await horizontalOverflow(page)).toBe(0);
      // Nor does any box around the list hide a part of it, to be scrolled sideways.
      const hidden = await page.getByTestId("order-list").evaluate((list) => {
        let widest = 0;
        for (let box: Element | null = list; box && box !== document.body; box = box.parentElement)
          widest = Math.max(widest, box.scrollWidth - box.clientWidth);
        return widest;
      });
      expect(hidden, `hidden sideways at ${width} px`).toBe(0);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        await page.getByTestId("order-list").evaluate((list) => list.scrollIntoView({ block: "center" }));
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/order-history-${lang}-${width}-${javaScriptEnabled ? "js" : "no-js"}.png`,
        });
      }
    }
    await page.goto(`${w.order}/${orders.onDelivery}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(orders.onDelivery);
    await expect(page.getByTestId("order-status")).toHaveText(w.onDelivery);
  });
}
