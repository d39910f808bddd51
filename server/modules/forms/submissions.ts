/**
 * The back office's view of what visitors sent through the site's forms (issue 15 item 4): the
 * submissions with their uploaded files, found by form type or by address (an access or erasure
 * request, decision 0078), and deleted for good one by one. A file is opened through an address the
 * platform signs for the back office (signed-links.ts); its content goes from the disk once no
 * submission names it any more.
 */
import { readFile, rm } from "node:fs/promises";
import { sql } from "kysely";
import { formMessages as m, type SubmittedFile } from "#server/contract/forms";
import { holdingLiterally } from "#server/db";
import type { Services } from "#server/services";
import type { Scope } from "../scope";
import { signedPath, signedState } from "../signed-links";
import { FormError } from "./shared";
import { formUploadPath } from "./uploads";

/** How long a file's address in the back office's list works. */
export const FORM_FILE_LINK_SECONDS = 60 * 60;
/** The platform path of a submitted file (the host serves /api next to the storefront). */
export const FORM_FILE_PATH = "/api/v1/form/file";
const PURPOSE = "form-file";
const PAGE_SIZE = 50;

/** The stored submissions, newest first, 50 a page, with their files; by form type and address. */
export async function listSubmissions(
  services: Services,
  scope: Scope,
  input: { page: number; type?: string; email?: string },
) {
  const { page, type, email } = input;
  let base = services.db.selectFrom("form_submissions").where("site_id", "=", scope.site.id);
  if (type) base = base.where("form_type", "=", type);
  if (email) base = base.where(sql<string>`lower(email)`, "like", holdingLiterally(email.toLowerCase()));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const files = rows.length
    ? await services.db
        .selectFrom("form_files")
        .select(["id", "submission_id", "field", "original_name", "mime", "size"])
        .where(
          "submission_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("id")
        .execute()
    : [];
  const filesOf = new Map<number, typeof files>();
  for (const f of files) filesOf.set(f.submission_id, [...(filesOf.get(f.submission_id) ?? []), f]);
  const totalRecords = Number(count.n);
  return {
    records: rows.map((r) => ({
      id: r.id,
      formType: r.form_type,
      email: r.email,
      data: r.data,
      createdAt: r.created_at,
      files: (filesOf.get(r.id) ?? []).map((f): SubmittedFile => ({
        id: f.id,
        field: f.field,
        name: f.original_name,
        mime: f.mime,
        size: f.size,
        url: signedPath(FORM_FILE_PATH, PURPOSE, f.id, FORM_FILE_LINK_SECONDS),
      })),
    })),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / PAGE_SIZE)),
  };
}

/** Deletes a submission and its files' rows in one transaction; then the contents no other names. */
export async function deleteSubmission(services: Services, scope: Scope, id: number) {
  const hashes = await services.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("form_submissions")
      .select("id")
      .where("site_id", "=", scope.site.id)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new FormError(m.submissionNotFound, 404);
    const files = await tx.selectFrom("form_files").select("sha256").where("submission_id", "=", id).execute();
    await tx.deleteFrom("form_files").where("submission_id", "=", id).execute();
    await tx.deleteFrom("form_submissions").where("id", "=", id).execute();
    return [...new Set(files.map((f) => f.sha256))];
  });
  if (hashes.length) {
    // The same content sent again (by anyone, on any site of this data directory) keeps its file.
    const kept = await services.db.selectFrom("form_files").select("sha256").where("sha256", "in", hashes).execute();
    const still = new Set(kept.map((f) => f.sha256));
    await Promise.all(hashes.filter((h) => !still.has(h)).map((h) => rm(formUploadPath(services, h), { force: true })));
  }
  return { id, deleted: true as const };
}

export type FormFile = { refused: 403 | 404 | 410 } | { body: Uint8Array<ArrayBuffer>; mime: string; name: string };

/** A submitted file by its signed address: 410 once its hour is over, 403 forged, 404 gone. */
export async function openFormFile(
  services: Services,
  input: { id: number; expires: number; signature: string },
): Promise<FormFile> {
  const state = signedState(PURPOSE, input.id, input.expires, input.signature);
  if (state !== "valid") return { refused: state === "expired" ? 410 : 403 };
  const row = await services.db
    .selectFrom("form_files")
    .select(["original_name", "mime", "sha256"])
    .where("id", "=", input.id)
    .executeTakeFirst();
  const body = row && (await readFile(formUploadPath(services, row.sha256)).catch(() => null));
  return row && body ? { body: new Uint8Array(body), mime: row.mime, name: row.original_name } : { refused: 404 };
}
