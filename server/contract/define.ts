import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One endpoint of the platform: where it lives, what it takes and what it answers.
 * `path` is relative to /api, e.g. "v1/cms/navigation/tree/:id"; `:name` segments are filled
 * from the input field of the same name. GET inputs travel in the query string, the others
 * (DELETE too, so that secrets stay out of URLs) as a JSON body. */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  input: I;
  output: O;
  /** True for the few endpoints that answer without an apiKey (domain detection): the site is
   * then found from the request's Referer or Host. */
  public?: boolean;
  /** True for a call that only reads yet is not a GET (a filter whose body the spec makes a POST):
   * like a GET it leaves no audit entry and purges no cached page. */
  readOnly?: boolean;
}

export function endpoint<I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

export type InputOf<E extends Endpoint> = z.input<E["input"]>;
export type ParsedInputOf<E extends Endpoint> = z.output<E["input"]>;
export type OutputOf<E extends Endpoint> = z.output<E["output"]>;

/** The error shape of spec section 8. */
export const errorEnvelope = z.object({
  errored: z.literal(true),
  /** A stable machine code (server/contract/errors.ts); `message` is the spec's wording. */
  code: z.string(),
  message: z.string(),
  statusCode: z.number().int(),
  /** Some refusals' facts as data, for the caller to show in its own words (what uses a file). */
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** A database id: a positive 32-bit integer (larger numbers cannot name a row). */
export const MAX_ID = 2_147_483_647;
export const idNumber = () => z.number().int().positive().max(MAX_ID);

/** Query strings carry text; these accept the typed value from the client and text on the wire. */
export const queryInt = () => z.coerce.number<number | string>().int();
export const queryId = () => queryInt().pipe(z.number().positive().max(MAX_ID));
/** The last page a list may ask for: past it a caller answers as past the end of its list. */
export const MAX_LIST_PAGE = 100_000;
/** A list's page: a page number from 1 to MAX_LIST_PAGE, the first when none is asked for. */
export const listPage = () => z.number().int().min(1).max(MAX_LIST_PAGE).default(1);
/** A list's page in a query string. */
export const queryListPage = () => queryInt().pipe(z.number().int().min(1).max(MAX_LIST_PAGE)).default(1);
export const queryBool = () =>
  z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]);
/** A query value that may arrive once (`a=x`) or repeated (`a[]=x&a[]=y`). */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item));

export const languageCode = z.enum(["en", "hr"]);
export type LanguageCode = z.infer<typeof languageCode>;

/** Fills `:name` segments of a path from the input and returns what is left over. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** Encodes a flat input object as a query string; arrays become `key[]=a&key[]=b`. */
export function toQueryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else if (typeof value === "object") params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The inverse of toQueryString for the platform's side. */
export function fromSearchParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    if (rawKey.endsWith("[]")) {
      const key = rawKey.slice(0, -2);
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else out[rawKey] = value;
  }
  return out;
}

/** A file an endpoint takes (multipart over HTTP, the File itself in process), with the form field
 * it was given in. */
export const uploadedFile = z.object({ field: z.string().min(1).max(40), file: z.instanceof(File) });
export type UploadedFile = z.infer<typeof uploadedFile>;
/** The multipart part that carries an upload endpoint's other input, as JSON. */
export const MULTIPART_INPUT_PART = "input";
const FILE_PART_PREFIX = "file:";

/**
 * The body of a call that is not a GET: JSON, or for an endpoint that takes files (`files` in its
 * input) multipart, with the rest of the input as JSON in one part and each file in a part named
 * after its field.
 */
export function requestBody(rest: Record<string, unknown>): { body: string | FormData; contentType?: string } {
  const { files, ...others } = rest;
  if (!Array.isArray(files) || files.length === 0)
    return { body: JSON.stringify(rest), contentType: "application/json" };
  const form = new FormData();
  form.append(MULTIPART_INPUT_PART, JSON.stringify(others));
  for (const { field, file } of files as UploadedFile[]) form.append(`${FILE_PART_PREFIX}${field}`, file, file.name);
  // fetch sets the multipart boundary itself.
  return { body: form };
}

/** The inverse of requestBody's multipart for the platform's side: the input, and its files. */
export function fromMultipart(form: FormData): { input: string | null; files: UploadedFile[] } {
  const input = form.get(MULTIPART_INPUT_PART);
  const files: UploadedFile[] = [];
  for (const [name, value] of form) {
    if (name.startsWith(FILE_PART_PREFIX) && value instanceof File)
      files.push({ field: name.slice(FILE_PART_PREFIX.length), file: value });
  }
  return { input: typeof input === "string" ? input : null, files };
}
