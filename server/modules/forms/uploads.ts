/**
 * Public uploads with a CMS form (spec sections 5 and 9): at most 10 files, each of the accepted
 * document types as its content shows it (file-type reads the magic bytes): a name that claims
 * another type than the content is refused. Text and CSV have no magic bytes: they must be UTF-8
 * text. Files are kept by content (sha256) under DATA_DIR/form-uploads, never served publicly.
 */
import { createHash } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import type { UploadedFile } from "#server/contract/define";
import { formMessages as m, PUBLIC_UPLOAD_LIMIT } from "#server/contract/forms";
import type { Services } from "#server/services";
import { FormError } from "./shared";

export interface CheckedUpload {
  field: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}

/** What a detected type may be named: a Word, Excel or PowerPoint file of old is an OLE container (cfb). */
const NAMES_OF_TYPE: Record<string, string[]> = {
  pdf: ["pdf"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  pptx: ["pptx"],
  odt: ["odt"],
  ods: ["ods"],
  odp: ["odp"],
  rtf: ["rtf"],
  zip: ["zip"],
  cfb: ["doc", "xls", "ppt"],
};
const CFB_MIME: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};
const TEXT_MIME: Record<string, string> = { txt: "text/plain", csv: "text/csv" };

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** Tab, line feed, form feed and carriage return. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Text as people write it: valid UTF-8 without control characters other than tab, CR, LF and FF. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return bytes.every((byte) => byte >= 0x20 || ALLOWED_CONTROLS.has(byte)) && !bytes.includes(0x7f);
}

/** The type of one file by its content, when it is accepted under its name; null otherwise. */
async function acceptedType(name: string, bytes: Uint8Array): Promise<string | null> {
  const extension = extensionOf(name);
  if (extension in TEXT_MIME) return isPlainText(bytes) ? TEXT_MIME[extension]! : null;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !NAMES_OF_TYPE[detected.ext]?.includes(extension)) return null;
  return detected.ext === "cfb" ? CFB_MIME[extension]! : detected.mime;
}

/** The files a visitor sent (an empty file input sends one empty, nameless part: not a file). */
export function sentFiles(files: UploadedFile[]): UploadedFile[] {
  return files.filter(({ file }) => file.size > 0 || file.name !== "");
}

/** Checks the count and each file's type by content; refuses the whole upload at the first fault. */
export async function checkUploads(files: UploadedFile[]): Promise<CheckedUpload[]> {
  if (files.length > PUBLIC_UPLOAD_LIMIT) throw new FormError(m.tooManyFiles, 400);
  const checked: CheckedUpload[] = [];
  for (const { field, file } of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = bytes.length ? await acceptedType(file.name, bytes) : null;
    if (!mime) throw new FormError(m.fileTypeRefused, 400);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    checked.push({ field, name: file.name.slice(0, 200), mime, size: bytes.length, sha256, bytes });
  }
  return checked;
}

/** Where an uploaded file's content lies. */
export const formUploadPath = (services: Services, sha256: string) => join(services.dataDir, "form-uploads", sha256);

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes the files' contents (those not there yet) and answers how to take back what it wrote,
 * for when the submission is then refused.
 */
export async function saveUploads(services: Services, uploads: CheckedUpload[]): Promise<() => Promise<void>> {
  await mkdir(join(services.dataDir, "form-uploads"), { recursive: true });
  const written: string[] = [];
  for (const upload of uploads) {
    const path = formUploadPath(services, upload.sha256);
    if (written.includes(path) || (await exists(path))) continue;
    const partial = `${path}.${process.pid}.part`;
    await writeFile(partial, upload.bytes);
    await rename(partial, path);
    written.push(path);
  }
  return async () => {
    await Promise.all(written.map((path) => rm(path, { force: true })));
  };
}
