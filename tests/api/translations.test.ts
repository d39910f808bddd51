/**
 * Translation links of pages (spec section 7, issue 15 item 1): the back office creates the other
 * language's translation of a page from the original, links an existing page as a translation and
 * unlinks one; the storefront's language switcher (finder/getUrlOnLanguage) and the page's
 * translations (hreflang) follow. Refusals change nothing; only back-office users may call.
 */
process.env.PLATFORM_SECRET ??= "translations-test-platform-secret";

import { describe, expect, it } from "vitest";
import { cms, publishing } from "#server/contract";
import { publishingMessages as m } from "#server/contract/publishing";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const newPage = (slug: string, languageCode: "en" | "hr", title = `Page ${slug}`) =>
  t.call(publishing.postCreate, { title, slug, languageCode }, admin);
const switchTo = (postId: number, newLanguage: "en" | "hr") =>
  t.call(cms.finderGetUrlOnLanguage, { postId, newLanguage }).then((r) => r.url);
const translationsShown = async (id: number, language: "en" | "hr") =>
  (await t.call(cms.postFilterStandard, { ids: [id] }, { language })).records[0]!.translations.map((tr) => [
    tr.languageCode,
    tr.slug,
  ]);

describe("creating a translation from the original", () => {
  it("copies the title and sections to a new page at the editor's slug, linked both ways", async () => {
    const original = await newPage("garden-tools", "en", "Garden tools");
    const opened = await t.call(publishing.postEdit, { id: original.id }, admin);
    await t.call(
      publishing.postUpdate,
      {
        id: original.id,
        version: opened.version,
        components: [{ id: "h1", type: "hero", props: { title: "Tools for every garden" } }],
      },
      admin,
    );
    const created = await t.call(
      publishing.translationCreate,
      { id: original.id, languageCode: "hr", slug: " Vrtni-Alati " },
      admin,
    );
    expect(created.url).toBe("/hr/vrtni-alati");
    const copy = await t.call(publishing.postEdit, { id: created.id }, admin);
    expect(copy).toMatchObject({ languageCode: "hr", slug: "vrtni-alati", live: { title: "Garden tools" } });
    expect(copy.live.components).toMatchObject([{ type: "hero", props: { title: "Tools for every garden" } }]);

    expect(await switchTo(original.id, "hr")).toBe("/hr/vrtni-alati");
    expect(await switchTo(created.id, "en")).toBe("/garden-tools");
    expect(await translationsShown(original.id, "en")).toContainEqual(["hr", "vrtni-alati"]);
    expect(await translationsShown(created.id, "hr")).toContainEqual(["en", "garden-tools"]);
    expect(await t.call(publishing.translationList, { id: original.id }, admin)).toMatchObject({
      translations: [{ id: created.id, languageCode: "hr", url: "/hr/vrtni-alati", title: "Garden tools" }],
    });
  });

  it("refuses the page's own language, a second translation, and a bad or taken slug, creating nothing", async () => {
    const original = await newPage("kitchen-sinks", "en");
    await t.call(publishing.translationCreate, { id: original.id, languageCode: "hr", slug: "sudoperi" }, admin);
    const count = async () =>
      Number(
        (
          await t.platform.services.db
            .selectFrom("posts")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const lone = await newPage("lonely-page", "en");
    const after = before + 1;
    const refusals: [Parameters<typeof t.call<typeof publishing.translationCreate>>[1], number, string][] = [
      [{ id: original.id, languageCode: "en", slug: "kitchen-sinks-2" }, 400, m.sameLanguage],
      [{ id: original.id, languageCode: "hr", slug: "sudoperi-drugi" }, 409, m.alreadyTranslated],
      [{ id: lone.id, languageCode: "hr", slug: "abc" }, 400, m.slugTooShort],
      [{ id: lone.id, languageCode: "hr", slug: "samo slova!" }, 400, m.slugInvalid],
      [{ id: lone.id, languageCode: "hr", slug: "sudoperi" }, 409, m.slugTaken],
    ];
    for (const [input, status, message] of refusals)
      await expectFailure(t.call(publishing.translationCreate, input, admin), status, message);
    await expectFailure(
      t.call(publishing.translationCreate, { id: 2_000_000_000, languageCode: "hr", slug: "nigdje-nista" }, admin),
      404,
    );
    expect(await count()).toBe(after);
    expect((await t.call(publishing.translationList, { id: lone.id }, admin)).translations).toEqual([]);
  });
});

describe("linking an existing page", () => {
  it("links a page of the other language, offers it no more as a candidate, and unlinks it", async () => {
    const en = await newPage("opening-hours", "en");
    const hr = await newPage("radno-vrijeme", "hr");
    const listed = await t.call(publishing.translationList, { id: en.id }, admin);
    expect(listed.translations).toEqual([]);
    expect(listed.candidates.map((c) => c.id)).toContain(hr.id);
    expect(listed.candidates.every((c) => c.languageCode === "hr")).toBe(true);

    const linked = await t.call(publishing.translationLinkExisting, { id: en.id, translationId: hr.id }, admin);
    expect(linked.translations.map((tr) => tr.id)).toEqual([hr.id]);
    expect(await switchTo(en.id, "hr")).toBe("/hr/radno-vrijeme");
    expect(await switchTo(hr.id, "en")).toBe("/opening-hours");
    expect((await t.call(publishing.translationList, { id: en.id }, admin)).candidates.map((c) => c.id)).not.toContain(
      hr.id,
    );

    // A second Croatian page cannot join; the page itself and a page of its own language neither.
    const other = await newPage("radno-vrijeme-ljeti", "hr");
    await expectFailure(
      t.call(publishing.translationLinkExisting, { id: en.id, translationId: other.id }, admin),
      409,
      m.alreadyTranslated,
    );
    await expectFailure(
      t.call(publishing.translationLinkExisting, { id: en.id, translationId: en.id }, admin),
      400,
      m.sameLanguage,
    );

    // Unlinking the original (which names the group) leaves each page on its own.
    expect(await t.call(publishing.translationUnlink, { id: en.id }, admin)).toEqual({ unlinked: true });
    expect((await t.call(publishing.translationList, { id: en.id }, admin)).translations).toEqual([]);
    expect((await t.call(publishing.translationList, { id: hr.id }, admin)).translations).toEqual([]);
    expect(await switchTo(en.id, "hr")).not.toBe("/hr/radno-vrijeme");
  });

  it("moves a page out of the translations it had", async () => {
    const en1 = await newPage("old-english-page", "en");
    const hr = await t.call(
      publishing.translationCreate,
      { id: en1.id, languageCode: "hr", slug: "premjestena" },
      admin,
    );
    const en2 = await newPage("new-english-page", "en");
    await t.call(publishing.translationLinkExisting, { id: en2.id, translationId: hr.id }, admin);
    expect((await t.call(publishing.translationList, { id: en1.id }, admin)).translations).toEqual([]);
    expect((await t.call(publishing.translationList, { id: hr.id }, admin)).translations.map((tr) => tr.id)).toEqual([
      en2.id,
    ]);
  });
});

describe("who may manage translations", () => {
  it("nobody but the back office: 401 for a visitor, 403 for a customer", async () => {
    const page = await newPage("guarded-page", "en");
    const calls = (headers: Record<string, string>) => [
      t.call(publishing.translationList, { id: page.id }, headers),
      t.call(publishing.translationCreate, { id: page.id, languageCode: "hr", slug: "cuvana-stranica" }, headers),
      t.call(publishing.translationLinkExisting, { id: page.id, translationId: page.id }, headers),
      t.call(publishing.translationUnlink, { id: page.id }, headers),
    ];
    for (const call of calls({})) await expectFailure(call, 401);
    for (const call of calls(customer)) await expectFailure(call, 403);
    expect((await t.call(publishing.translationList, { id: page.id }, admin)).translations).toEqual([]);
  });
});
