/**
 * Revisions of the site-wide parts (issue 15 item 2; docs/decisions/0036): every save of an element
 * or a navigation tree keeps a revision with its author and time (the first also the part as it
 * was), two revisions compare field by field, a restore brings old content back as a new revision,
 * refused on a version the part has left; with RequireAdminPublishing a restore is a draft shoppers
 * never see until published; customers are refused.
 */
process.env.PLATFORM_SECRET ??= "site-revisions-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cms, siteRevisions } from "#server/contract";
import { publishingMessages } from "#server/contract/publishing";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { editorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let adminEmail: string;
let customer: Record<string, string>;
/** The English footer's title before any change. */
let originalTitle: string;

beforeAll(async () => {
  t = await startTestPlatform();
  ({ admin, adminEmail, customer } = await editorAndCustomer(t));
});
afterAll(async () => {
  await t?.close();
});

const footer = async (headers: Record<string, string> = {}) =>
  (await t.call(cms.elementGetByHandlers, { handlers: ["footer-section"] }, headers))[0]!;
const tree = async (headers: Record<string, string> = {}) =>
  (await t.call(cms.navigationTree, { id: "footer2" }, headers)).children.map((l) => l.name);
const hr = (headers: Record<string, string>) => ({ ...headers, language: "hr" });

/** Saves the footer's title on the version it is at. */
async function saveFooterTitle(title: string, headers = admin) {
  const { element, version } = await t.call(cms.elementEdit, { handler: "footer-section" }, headers);
  return t.call(cms.elementUpdate, { id: element.id, version, title }, headers);
}

describe("an element's history", () => {
  it("keeps a revision per save with its author and time, the first save also the element as it was", async () => {
    const original = await footer();
    originalTitle = original.title;
    const started = Date.now();
    await saveFooterTitle("Footer one");
    await saveFooterTitle("Footer two");
    const { version, revisions } = await t.call(siteRevisions.elementRevisions, { id: original.id }, admin);
    expect(revisions.map((r) => r.action)).toEqual(["save", "save", "original"]);
    expect(revisions[0]).toMatchObject({ version, userEmail: adminEmail });
    expect(Date.parse(revisions[0]!.createdAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(revisions[2]!.userEmail).toBeNull();

    const { changes } = await t.call(siteRevisions.compare, { from: revisions[2]!.id, to: revisions[0]!.id }, admin);
    expect(changes).toEqual([{ field: "title", before: original.title, after: "Footer two" }]);
  });

  it("compares options key by key", async () => {
    const element = await footer();
    const { version } = await t.call(cms.elementEdit, { handler: "footer-section" }, admin);
    const contact = { ...(element.options.contact as object), company: "Revised d.o.o." };
    await t.call(cms.elementUpdate, { id: element.id, version, options: { ...element.options, contact } }, admin);
    const { revisions } = await t.call(siteRevisions.elementRevisions, { id: element.id }, admin);
    const { changes } = await t.call(siteRevisions.compare, { from: revisions[1]!.id, to: revisions[0]!.id }, admin);
    expect(changes).toEqual([{ field: "options.contact", before: element.options.contact, after: contact }]);
  });

  it("restores a revision as a new one, and refuses a restore on a version the element has left", async () => {
    const element = await footer();
    const { version, revisions } = await t.call(siteRevisions.elementRevisions, { id: element.id }, admin);
    const original = revisions.at(-1)!;
    await expectFailure(
      t.call(siteRevisions.restore, { id: original.id, version: version - 1 }, admin),
      409,
      publishingMessages.editConflict,
    );
    const restored = await t.call(siteRevisions.restore, { id: original.id, version }, admin);
    expect(restored).toEqual({ version: version + 1, draft: false });
    expect((await footer()).title).toBe(originalTitle);
    const history = await t.call(siteRevisions.elementRevisions, { id: element.id }, admin);
    expect(history.revisions[0]).toMatchObject({ action: "restore", version: version + 1, userEmail: adminEmail });
    expect(history.revisions).toHaveLength(revisions.length + 1);
  });
});

describe("a navigation tree's history", () => {
  it("keeps every change, compares the trees as outlines and restores one", async () => {
    const before = await tree();
    const created = await t.call(
      cms.navigationLinkCreate,
      { tree: "footer2", name: "Gift cards", link: { type: "page", value: "contact" } },
      admin,
    );
    await t.call(cms.navigationLinkUpdate, { id: created.id, name: "Vouchers" }, admin);
    expect(await tree()).toEqual([...before, "Vouchers"]);

    const { version, revisions } = await t.call(siteRevisions.navigationRevisions, { id: "footer2" }, admin);
    expect(version).toBe(2);
    expect(revisions.map((r) => [r.version, r.action])).toEqual([
      [2, "save"],
      [1, "save"],
      [0, "original"],
    ]);
    expect(revisions[0]!.userEmail).toBe(adminEmail);
    // What each save did, as the history lists it; the tree as it was has nothing to compare with.
    expect(revisions.map((r) => r.changes)).toEqual([
      [{ change: "renamed", name: "Vouchers", from: "Gift cards" }],
      [{ change: "added", name: "Gift cards", links: 0 }],
      null,
    ]);

    const { changes } = await t.call(siteRevisions.compare, { from: revisions[1]!.id, to: revisions[0]!.id }, admin);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.field).toBe("links");
    expect(changes[0]!.before).toContain("Gift cards → page: contact");
    expect(changes[0]!.after).toContain("Vouchers (Gift cards) → page: contact");

    await expectFailure(
      t.call(siteRevisions.restore, { id: revisions[2]!.id, version: 1 }, admin),
      409,
      publishingMessages.editConflict,
    );
    expect(await t.call(siteRevisions.restore, { id: revisions[2]!.id, version }, admin)).toEqual({
      version: 3,
      draft: false,
    });
    expect(await tree()).toEqual(before);
    const history = await t.call(siteRevisions.navigationRevisions, { id: "footer2" }, admin);
    expect(history.revisions[0]).toMatchObject({
      version: 3,
      action: "restore",
      changes: [{ change: "removed", name: "Vouchers", links: 0 }],
    });
  });

  it("queues changes of one tree made at once: both land, each with its own revision", async () => {
    const { version } = await t.call(siteRevisions.navigationRevisions, { id: "footer1" }, admin);
    const names = ["Queued one", "Queued two"];
    await Promise.all(
      names.map((name) =>
        t.call(cms.navigationLinkCreate, { tree: "footer1", name, link: { type: "shop", value: "" } }, admin),
      ),
    );
    const links = (await t.call(cms.navigationTree, { id: "footer1" }, {})).children.map((l) => l.name);
    expect(links).toEqual(expect.arrayContaining(names));
    const after = await t.call(siteRevisions.navigationRevisions, { id: "footer1" }, admin);
    expect(after.version).toBe(version + 2);
    expect(after.revisions.slice(0, 2).map((r) => r.version)).toEqual([version + 2, version + 1]);
  });
});

describe("with RequireAdminPublishing", () => {
  const requirePublishing = (on: boolean) =>
    t.call(cms.optionSave, { key: "RequireAdminPublishing", value: String(on), language: null }, admin);
  beforeAll(() => requirePublishing(true));
  afterAll(() => requirePublishing(false));

  it("restores an element to its draft, invisible to shoppers until published", async () => {
    const live = await footer(hr({}));
    const saved = await saveFooterTitle("Podnožje A", hr(admin));
    const { version: draftVersion } = await t.call(cms.elementEdit, { handler: "footer-section" }, hr(admin));
    await t.call(cms.elementPublish, { id: saved.id, version: draftVersion }, hr(admin));
    expect((await footer(hr({}))).title).toBe("Podnožje A");

    const { version: now, revisions } = await t.call(siteRevisions.elementRevisions, { id: live.id }, hr(admin));
    const original = revisions.find((r) => r.action === "original")!;
    expect(await t.call(siteRevisions.restore, { id: original.id, version: now }, hr(admin))).toEqual({
      version: now + 1,
      draft: true,
    });
    expect((await footer(hr({}))).title).toBe("Podnožje A");
    const edit = await t.call(cms.elementEdit, { handler: "footer-section" }, hr(admin));
    expect(edit).toMatchObject({ draft: true, element: { title: live.title } });

    await t.call(cms.elementPublish, { id: live.id, version: edit.version }, hr(admin));
    expect((await footer(hr({}))).title).toBe(live.title);
    const history = await t.call(siteRevisions.elementRevisions, { id: live.id }, hr(admin));
    expect(history.revisions.slice(0, 2).map((r) => r.action)).toEqual(["publish", "restore"]);
  });

  it("restores a tree to its draft, invisible to shoppers until published", async () => {
    const live = await tree(hr({}));
    await t.call(
      cms.navigationLinkCreate,
      { tree: "footer2", name: "Akcija", link: { type: "shop", value: "" } },
      hr(admin),
    );
    await t.call(cms.navigationPublish, { id: "footer2" }, hr(admin));
    expect(await tree(hr({}))).toEqual([...live, "Akcija"]);

    const { version, revisions } = await t.call(siteRevisions.navigationRevisions, { id: "footer2" }, hr(admin));
    const original = revisions.find((r) => r.action === "original")!;
    expect(await t.call(siteRevisions.restore, { id: original.id, version }, hr(admin))).toMatchObject({
      draft: true,
    });
    expect(await tree(hr({}))).toEqual([...live, "Akcija"]);
    expect((await t.call(cms.navigationEdit, { id: "footer2" }, hr(admin))).children.map((l) => l.name)).toEqual(live);

    await t.call(cms.navigationPublish, { id: "footer2" }, hr(admin));
    expect(await tree(hr({}))).toEqual(live);
  });
});

describe("authorization", () => {
  it("refuses customers and anonymous visitors, restoring nothing", async () => {
    const element = await footer();
    const { version, revisions } = await t.call(siteRevisions.elementRevisions, { id: element.id }, admin);
    for (const headers of [customer, {}]) {
      const status = headers === customer ? 403 : 401;
      await expectFailure(t.call(siteRevisions.elementRevisions, { id: element.id }, headers), status);
      await expectFailure(t.call(siteRevisions.navigationRevisions, { id: "footer2" }, headers), status);
      await expectFailure(
        t.call(siteRevisions.compare, { from: revisions[0]!.id, to: revisions[1]!.id }, headers),
        status,
      );
      await expectFailure(t.call(siteRevisions.restore, { id: revisions.at(-1)!.id, version }, headers), status);
    }
    expect((await t.call(siteRevisions.elementRevisions, { id: element.id }, admin)).version).toBe(version);
  });
});
