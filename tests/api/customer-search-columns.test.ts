/**
 * The customers' search through the users' folded search columns (decision 0082): every writer of a
 * user's e-mail or names (registration, profile edit, social sign-in, the demo seed) keeps
 * search_email, search_first_name and search_last_name folded as server/db userSearchColumns says,
 * the back office's actions leave them right, an erased customer is found no more, and the search
 * finds accented names in any case (Šime/šime, Đuro/ĐURO) and a name typed with combining marks.
 */
process.env.PLATFORM_SECRET ??= "customer-search-columns-test-platform-secret";

import { describe, expect, it } from "vitest";
import { accounts, customersAdmin } from "#server/contract";
import { storefrontProof } from "#server/secrets";
import type { TestPlatform } from "../support/platform";
import { bareSiteRow } from "../support/rows";
import { customerRow } from "../support/users";
import { PASSWORD, registerUser, signedInUser, SITE_ID, uniqueEmail, withEditorAndCustomer } from "./accounts-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let adminEmail: string;

withEditorAndCustomer((started) => ({ t, admin, adminEmail } = started));

/** The user's folded columns, with the texts they fold. */
const columnsOf = (email: string) =>
  t.platform.services.db
    .selectFrom("users")
    .select(["email", "first_name", "last_name", "search_email", "search_first_name", "search_last_name"])
    .where("site_id", "=", SITE_ID)
    .where("email", "=", email)
    .executeTakeFirstOrThrow();

const search = async (text: string) =>
  (await t.call(customersAdmin.customers, { search: text }, admin)).customers.map((c) => c.email);

describe("the folded search columns", () => {
  it("registration writes them, and the search finds accented names in any case", async () => {
    const email = uniqueEmail("Duro.Simic");
    await registerUser(t, { email, details: { firstName: "Đuro", lastName: "Šimić" } });
    expect(await columnsOf(email.toLowerCase())).toMatchObject({
      search_email: email.toLowerCase(),
      search_first_name: "đuro",
      search_last_name: "šimić",
    });
    for (const text of ["đuro", "ĐURO", "Đur", "šim", "ŠIMIĆ", "đuro šimić", "ĐURO Š", email.toUpperCase()])
      expect(await search(text), text).toContain(email.toLowerCase());
    for (const text of ["duro", "simic", "uro", "Đ_ro", "Đ%"]) expect(await search(text), text).not.toContain(email);
  });

  it("a name typed with combining marks is the name typed with its letters (NFC)", async () => {
    const email = uniqueEmail("combining");
    await registerUser(t, { email, details: { firstName: "S\u030Cime", lastName: "C\u030Cavlovic\u0301" } });
    expect(await columnsOf(email)).toMatchObject({ search_first_name: "šime", search_last_name: "čavlović" });
    expect(await search("Šime")).toContain(email);
    expect(await search("ČAVLOVIĆ")).toContain(email);
  });

  it("a profile edit folds the new names and address; the old ones find the customer no more", async () => {
    const shopper = await signedInUser(t, { details: { firstName: "Ivana", lastName: "Perić" } });
    const email = uniqueEmail("Zeljka.New").toLowerCase();
    await t.call(
      accounts.updateProfile,
      { details: { firstName: "Željka", lastName: "Đurđević" }, email, password: PASSWORD },
      shopper.headers,
    );
    expect(await columnsOf(email)).toEqual({
      email,
      first_name: "Željka",
      last_name: "Đurđević",
      search_email: email,
      search_first_name: "željka",
      search_last_name: "đurđević",
    });
    expect(await search("ŽELJKA ĐURĐ")).toContain(email);
    expect(await search(shopper.email)).toEqual([]);
    expect(await search("ivana perić")).not.toContain(email);

    // Names alone (no password needed) are folded too.
    await t.call(accounts.updateProfile, { details: { firstName: "Šime", lastName: "Ćosić" }, email }, shopper.headers);
    expect(await columnsOf(email)).toMatchObject({ search_first_name: "šime", search_last_name: "ćosić" });
    expect(await search("šime ćos")).toContain(email);
    expect(await search("željka")).not.toContain(email);
  });

  it("a social sign-in's new account is folded, and stays so when the identity signs in again", async () => {
    const email = uniqueEmail("social");
    const input = {
      provider: "google",
      providerUserId: `g-${email}`,
      email,
      emailVerified: true,
      firstName: " Čedomir ",
      lastName: "Šarić",
    };
    await t.call(accounts.socialLogin, input, { storefront: storefrontProof() });
    expect(await columnsOf(email)).toMatchObject({
      first_name: "Čedomir",
      search_email: email,
      search_first_name: "čedomir",
      search_last_name: "šarić",
    });
    expect(await search("ČEDOMIR šar")).toContain(email);
    await t.call(accounts.socialLogin, { ...input, firstName: "Other" }, { storefront: storefrontProof() });
    expect(await columnsOf(email)).toMatchObject({ search_first_name: "čedomir" });
  });

  it("the back office's access change leaves them right, and an erased customer is not found", async () => {
    const shopper = await signedInUser(t, { details: { firstName: "Ždenko", lastName: "Ćurić" } });
    await t.call(customersAdmin.setBackofficeAccess, { id: shopper.user.id, isBackofficeUser: true }, admin);
    expect(await columnsOf(shopper.email)).toMatchObject({ search_first_name: "ždenko", search_last_name: "ćurić" });
    expect(await search("ždenko ćurić")).toEqual([shopper.email]);
    await t.call(customersAdmin.setBackofficeAccess, { id: shopper.user.id, isBackofficeUser: false }, admin);
    await t.call(customersAdmin.deleteCustomer, { id: shopper.user.id }, admin);
    expect(await search("ždenko ćurić")).toEqual([]);
    expect(await search(shopper.email)).toEqual([]);
  });

  it("finds only the site's own customers (the site is in each alternative of the search)", async () => {
    const { db } = t.platform.services;
    await db.insertInto("sites").values(bareSiteRow(77, "other-h3")).execute();
    await db
      .insertInto("users")
      .values(
        customerRow({
          siteId: 77,
          email: "tomislav.other@example.com",
          firstName: "Tomislav",
          lastName: "Drugi",
          at: new Date().toISOString(),
        }),
      )
      .execute();
    for (const text of ["tomislav", "drugi", "tomislav.other", "tomislav drugi"])
      expect(await search(text), text).toEqual([]);
  });

  it("the demo seed's accounts and the editor are folded", async () => {
    expect(await columnsOf("customer@example.com")).toMatchObject({
      search_email: "customer@example.com",
      search_first_name: "ana",
      search_last_name: "kupac",
    });
    expect(await search("ANA KUP")).toContain("customer@example.com");
    expect(await search(adminEmail.toUpperCase())).toEqual([adminEmail]);
  });

  it("no user of the site has columns that differ from its texts folded", async () => {
    const rows = await t.platform.services.db
      .selectFrom("users")
      .select(["email", "first_name", "last_name", "search_email", "search_first_name", "search_last_name"])
      .execute();
    const fold = (s: string) => s.normalize("NFC").toLowerCase();
    const stale = rows.filter(
      (r) =>
        r.search_email !== fold(r.email) ||
        r.search_first_name !== fold(r.first_name) ||
        r.search_last_name !== fold(r.last_name),
    );
    expect(stale).toEqual([]);
  });
});
