/**
 * The back office's submissions (issue 15 item 4; decision 0090): each with the files its visitor
 * sent, opened through an address the platform signs for an hour (403 forged, 410 over, 404 gone);
 * found by address for an access or erasure request; deleted for good with its files, whose content
 * leaves the disk once no submission names it.
 */
process.env.PLATFORM_SECRET ??= "form-submissions-test-platform-secret";

import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { forms } from "#server/contract";
import { formMessages as m, formToday } from "#server/contract/forms";
import { demoConsents } from "#server/modules/consents";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const address = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const storedFiles = async () => readdir(join(t.platform.services.dataDir, "form-uploads")).catch(() => []);

/** A Wednesday from today on (Zagreb), as the showroom form wants its date. */
function wednesday(): string {
  const date = new Date(`${formToday()}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 3);
  const [y, mo, d] = date.toISOString().slice(0, 10).split("-");
  return `${d}.${mo}.${y}`;
}

/** A showroom visit with a PDF plan named `name` (its content unique unless `content` says). */
async function sendVisit(email: string, name: string, content = `${email}\n`) {
  const { records } = await t.call(forms.filterForms, {});
  const id = records.find((f) => f.name === "showroom-visit")!.id;
  const plan = new File([`%PDF-1.4\n% ${content}trailer << >>\n%%EOF\n`], name, { type: "application/pdf" });
  const data = { name: "Ana Horvat", email, phone: "091-234-5678", topic: "kitchen", date: wednesday(), message: "Hi" };
  return t.call(forms.storeData, {
    id,
    data,
    acceptedConsents: [demoConsents.privacy],
    files: [{ field: "plans", file: plan }],
  });
}

const listed = async (email: string) => (await t.call(forms.submissions, { email }, admin)).records;

describe("a submission's files in the back office", () => {
  it("are listed with an address signed for the back office that downloads the file as sent", async () => {
    const email = address("plans");
    const { id } = await sendVisit(email, "Tlocrt kuhinje – Đurđa.pdf");
    const [record] = await listed(email);
    expect(record).toMatchObject({ id, email, formType: "questionnaire" });
    expect(record!.files).toEqual([
      expect.objectContaining({ field: "plans", name: "Tlocrt kuhinje – Đurđa.pdf", mime: "application/pdf" }),
    ]);
    const url = record!.files[0]!.url;
    expect(url).toMatch(/^\/api\/v1\/form\/file\/\d+\?expires=\d+&signature=[\w-]+$/);

    const file = await t.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Tlocrt kuhinje _ _ur_a.pdf"; filename*=UTF-8''${encodeURIComponent("Tlocrt kuhinje – Đurđa.pdf")}`,
    );
    expect(String(file.body)).toContain(email);

    const fileId = Number(/file\/(\d+)/.exec(url)![1]);
    for (const forged of [
      url.replace(/signature=[\w-]+/, "signature=forged"),
      url.replace(`file/${fileId}`, `file/${fileId + 1}`),
      `/api/v1/form/file/${fileId}`,
      // An e-product download's signature is not a form file's.
      url.replace("/form/file/", "/order/download/"),
    ]) {
      const answer = await t.request(forged);
      expect(answer.status, forged).toBe(403);
    }
  });

  it("are found by address, for anyone but the back office not at all", async () => {
    const email = address("Finder");
    await sendVisit(email, "plan.pdf");
    expect((await listed(email.toUpperCase().slice(0, -12))).map((r) => r.email)).toContain(email.toLowerCase());
    expect(await listed(`zz${email}`)).toEqual([]);
    // A LIKE's wildcards are the address's letters, not patterns.
    expect(await listed("%")).toEqual([]);
    await expectFailure(t.call(forms.submissions, { email }, customer), 403);
    await expectFailure(t.call(forms.submissions, { email }), 401);
  });
});

describe("deleting a submission", () => {
  it("removes it and its files; a content another submission holds stays on the disk", async () => {
    const email = address("erase");
    const shared = `shared-${Date.now()}\n`;
    const first = await sendVisit(email, "first.pdf", shared);
    const second = await sendVisit(email, "second.pdf", shared);
    const own = await sendVisit(email, "own.pdf");
    const records = await listed(email);
    const [ownFile] = records.find((r) => r.id === own.id)!.files;
    const [sharedFile] = records.find((r) => r.id === first.id)!.files;
    const hashOf = async (fileId: number) =>
      (
        await t.platform.services.db
          .selectFrom("form_files")
          .select("sha256")
          .where("id", "=", fileId)
          .executeTakeFirstOrThrow()
      ).sha256;
    const ownHash = await hashOf(ownFile!.id);
    const sharedHash = await hashOf(sharedFile!.id);

    await expectFailure(t.call(forms.submissionDelete, { id: own.id }, customer), 403);
    expect(await t.call(forms.submissionDelete, { id: own.id }, admin)).toEqual({ id: own.id, deleted: true });
    expect(await storedFiles()).not.toContain(ownHash);
    expect((await t.request(ownFile!.url)).status).toBe(404);
    await expectFailure(t.call(forms.submissionDelete, { id: own.id }, admin), 404, m.submissionNotFound);

    await t.call(forms.submissionDelete, { id: first.id }, admin);
    expect(await storedFiles()).toContain(sharedHash);
    await t.call(forms.submissionDelete, { id: second.id }, admin);
    expect(await storedFiles()).not.toContain(sharedHash);
    expect(await listed(email)).toEqual([]);
  });
});
