import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const base = "http://localhost:3299";
const pages = process.argv.slice(2);
for (const js of [true, false]) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
  const p = await ctx.newPage();
  // sign in as customer for account pages
  await p.goto(base + "/login");
  await p.getByLabel(/E-mail|E-pošta/i).first().fill("customer@example.com");
  await p.getByLabel(/^Password|^Lozinka/i).first().fill("demo-password-1");
  await p.getByRole("button", { name: /Log in|Sign in|Prijav/i }).first().click();
  await p.waitForLoadState("networkidle");
  console.log("after login", p.url(), (await p.locator("[role=alert], .error, [id$=-error]").allInnerTexts()).join("|"));
  for (const path of pages) {
    await p.goto(base + path);
    await p.waitForLoadState("networkidle");
    const w = await p.evaluate(() => document.documentElement.scrollWidth);
    const name = `/tmp/shots/${js ? "js" : "nojs"}${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await p.screenshot({ path: name, fullPage: true });
    console.log(js, path, "scrollWidth", w, name);
  }
  await ctx.close();
}
await b.close();
