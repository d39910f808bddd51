/**
 * Documents (spec section 7 document/filter/web, document/get/web): the published documents of a
 * language for a store and for every store (0), paged; one document; drafts and unknown ids are not
 * found; the file downloads as uploaded. Demo documents: server/seed/events.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "#server/contract";
import { documentMessages } from "#server/contract/documents";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const lang = (language: "en" | "hr") => ({ language });

describe("documents", () => {
  it("list those for every store, and with a store id those of that store too, in order", async () => {
    const all = await t.call(documents.filter, { storeID: 0 }, lang("en"));
    expect(all.records.map((d) => [d.title, d.storeId])).toEqual([["Terms of sale", 0]]);
    // Without a store id, the call's store: the language's.
    expect((await t.call(documents.filter, {}, lang("en"))).records.map((d) => d.storeId)).toEqual([0, 58]);
    expect((await t.call(documents.filter, {}, lang("hr"))).records.map((d) => d.storeId)).toEqual([0, 59]);
    const store = await t.call(documents.filter, { storeID: 58 }, lang("en"));
    expect(store.records.map((d) => [d.title, d.storeId])).toEqual([
      ["Terms of sale", 0],
      ["Price list", 58],
    ]);
    expect((await t.call(documents.filter, { storeID: 59 }, lang("en"))).totalRecords).toBe(1);
    const hr = await t.call(documents.filter, { storeID: 59 }, lang("hr"));
    expect(hr.records.map((d) => d.title)).toEqual(["Uvjeti prodaje", "Cjenik"]);
    expect(hr.records[0].file).toMatchObject({ name: "uvjeti-prodaje.pdf", mime: "application/pdf", extension: "pdf" });
  });

  it("page", async () => {
    const first = await t.call(documents.filter, { storeID: 58, limit: 1, page: 1 }, lang("en"));
    const second = await t.call(documents.filter, { storeID: 58, limit: 1, page: 2 }, lang("en"));
    expect(first).toMatchObject({ totalRecords: 2, totalPages: 2 });
    expect([first.records[0].title, second.records[0].title]).toEqual(["Terms of sale", "Price list"]);
    await expectFailure(t.call(documents.filter, { limit: 0 }, lang("en")), 400);
  });

  it("answer one document, whose file downloads as uploaded", async () => {
    const [listed] = (await t.call(documents.filter, { storeID: 58 }, lang("en"))).records;
    expect(await t.call(documents.get, { id: listed.id }, lang("en"))).toEqual(listed);
    const file = await t.request(listed.file.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="terms-of-sale.pdf"');
    // Another extension, or an image asked for as a file, is not found.
    expect((await t.request(listed.file.url.replace(/\.pdf$/, ".zip"))).status).toBe(404);
  });

  it("do not find a draft or an unknown id", async () => {
    const draft = await t.platform.services.db
      .selectFrom("documents")
      .select("id")
      .where("status", "=", "draft")
      .executeTakeFirstOrThrow();
    const store = await t.call(documents.filter, { storeID: 58, limit: 100 }, lang("en"));
    expect(store.records.some((d) => d.id === draft.id)).toBe(false);
    const error = await expectFailure(
      t.call(documents.get, { id: draft.id }, lang("en")),
      404,
      documentMessages.documentNotFound,
    );
    expect((error.body as { code: string }).code).toBe("DOCUMENT_NOT_FOUND");
    await expectFailure(t.call(documents.get, { id: 999_999 }, lang("en")), 404);
  });
});
