/**
 * A platform for API tests: a fresh database per call (PostgreSQL when DATABASE_URL says so,
 * otherwise a temp SQLite file), seeded with the demo content, plus helpers to talk to it.
 *
 * `call` goes through one of the platform's two transports, as PLATFORM_TRANSPORT says (the
 * vitest projects run the API suite once with each): `in-process` (the default) calls
 * `platform.call` with the headers turned into its typed call context, as the storefront does in
 * one process; `http` sends the headers as they are in a Web request to `platform.fetch`, as the
 * storefront does with API_URL. `request` is always HTTP (it tests the wire itself).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createPlatform, type Platform, type PlatformOptions } from "#server/index";
import {
  errorEnvelope,
  fillPath,
  requestBody,
  toQueryString,
  type Endpoint,
  type InputOf,
  type OutputOf,
} from "#server/contract/define";
import type { CallContext } from "#server/contract/transport";
import type { Locale } from "#server/contract/urls";
import { platformHeaders } from "#server/http/headers";
import { isStorefrontProof } from "#server/secrets";

export type Transport = "in-process" | "http";
export const transport: Transport = process.env.PLATFORM_TRANSPORT === "http" ? "http" : "in-process";

export const DEMO_API_KEY = "demo-public-api-key";
export const defaultHeaders: Readonly<Record<string, string>> = { apikey: DEMO_API_KEY, language: "en" };

export interface TestRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as is (for malformed bodies); wins over `body`. */
  rawBody?: string | FormData;
}

export interface TestResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any envelope's fields; each asserts the shape it expects
  body: any;
  headers: Headers;
}

export interface TestPlatform {
  platform: Platform;
  /** Where the platform's database lives: a postgres:// URL or an SQLite file path. */
  databaseUrl: string;
  dataDir: string;
  request(path: string, init?: TestRequestInit): Promise<TestResponse>;
  /** One call through the chosen transport (PLATFORM_TRANSPORT): the HTTP status and the body. */
  answer<E extends Endpoint>(
    e: E,
    input: InputOf<E>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  call<E extends Endpoint>(e: E, input: InputOf<E>, headers?: Record<string, string>): Promise<OutputOf<E>>;
  close(): Promise<void>;
}

/** An error answer of the platform, thrown by `call`. */
export class PlatformCallError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "PlatformCallError";
  }
}

function isPostgres(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The same server's `postgres` maintenance database. */
function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestPlatformOptions extends Pick<PlatformOptions, "mediaS3"> {
  /** A temp SQLite file whatever DATABASE_URL says: a shop before it grows onto PostgreSQL
   * (tests/api/sqlite-to-postgres.test.ts). */
  sqlite?: boolean;
  /** An existing database and data folder (a restored one) instead of new ones; whoever made them
   * removes them. */
  existing?: Pick<TestPlatform, "databaseUrl" | "dataDir">;
}

/** `options.mediaS3`: media in that bucket (tests/api/media-s3.test.ts); otherwise on the disk under dataDir. */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const dataDir = options.existing?.dataDir ?? (await mkdtemp(join(tmpdir(), "storefront-test-")));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string;
  let dropDatabase: (() => Promise<void>) | null = null;
  const removeDataDir = () => (options.existing ? undefined : rm(dataDir, { recursive: true, force: true }));

  if (options.existing) {
    databaseUrl = options.existing.databaseUrl;
  } else if (isPostgres(baseUrl) && !options.sqlite) {
    const name = `t_${randomBytes(8).toString("hex")}`;
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
    databaseUrl = withDatabase(baseUrl, name);
    dropDatabase = () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    databaseUrl = join(dataDir, "storefront.sqlite");
  }

  let platform: Platform;
  try {
    platform = await createPlatform({ databaseUrl, dataDir, mediaS3: options.mediaS3 ?? null });
  } catch (err) {
    await dropDatabase?.().catch(() => undefined);
    await removeDataDir();
    throw err;
  }

  async function request(path: string, init: TestRequestInit = {}): Promise<TestResponse> {
    const method = init.method ?? (init.body !== undefined || init.rawBody !== undefined ? "POST" : "GET");
    const headers = new Headers({ ...defaultHeaders, ...init.headers });
    let body: string | FormData | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
    const response = await platform.fetch(new Request(`http://localhost${path}`, { method, headers, body }));
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("application/json") && text) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function answer<E extends Endpoint>(
    e: E,
    input: InputOf<E>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }> {
    if (transport === "in-process") {
      const body = await platform.call(e, input, contextOf({ ...defaultHeaders, ...headers }));
      return { status: "errored" in body ? body.statusCode : 200, body };
    }
    const { path, rest } = fillPath(e.path, (input ?? {}) as Record<string, unknown>);
    const inQuery = e.method === "GET";
    const url = `/api/${path}${inQuery ? toQueryString(rest) : ""}`;
    const sent = inQuery ? undefined : requestBody(rest);
    const res = await request(url, { method: e.method, headers, rawBody: sent?.body });
    return { status: res.status, body: res.body };
  }

  async function call<E extends Endpoint>(
    e: E,
    input: InputOf<E>,
    headers?: Record<string, string>,
  ): Promise<OutputOf<E>> {
    const res = await answer(e, input, headers);
    const error = errorEnvelope.safeParse(res.body);
    if (error.success) throw new PlatformCallError(error.data.message, error.data.statusCode, res.body);
    if (res.status !== 200) throw new PlatformCallError(`Unexpected status ${res.status}`, res.status, res.body);
    if (!res.body || typeof res.body !== "object" || !("data" in res.body)) {
      throw new PlatformCallError("The answer has no data field", res.status, res.body);
    }
    return e.output.parse((res.body as { data: unknown }).data) as OutputOf<E>;
  }

  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    try {
      await platform.close();
    } finally {
      await dropDatabase?.();
      await removeDataDir();
    }
  }

  return { platform, databaseUrl, dataDir, request, answer, call, close };
}

/**
 * The typed call context that a set of spec section 7 headers stands for, read as the platform
 * reads them over HTTP (server/http/scope.ts callerFromHeaders): the visitor's address counts only
 * with the storefront's valid proof; without a `clientip` (or a blank one) the call is still the
 * storefront's, from an address the platform does not know.
 */
function contextOf(record: Record<string, string>): CallContext {
  const headers = new Headers(record);
  const text = (name: string) => headers.get(name) ?? undefined;
  const number = (name: string) => (headers.get(name) ? Number(headers.get(name)) : undefined);
  const context: CallContext = {
    apiKey: text(platformHeaders.apiKey),
    language: text(platformHeaders.language) as Locale | undefined,
    siteId: number(platformHeaders.siteId),
    storeId: number(platformHeaders.storeId),
    accessToken: text(platformHeaders.accessToken),
    refreshToken: text(platformHeaders.refreshToken),
  };
  if (isStorefrontProof(headers.get(platformHeaders.storefront)))
    context.visitorAddress = headers.get(platformHeaders.clientIp)?.trim() || "unknown";
  return context;
}

/** Problems with an error answer (spec section 8 shape, status equal to statusCode, no stack
 * traces, no "Error:" prefix); an empty list when it is fine. */
export function errorProblems(res: TestResponse, status: number, message?: string | RegExp): string[] {
  const problems: string[] = [];
  if (res.status !== status) problems.push(`HTTP status ${res.status}, expected ${status}`);
  const parsed = errorEnvelope.strict().safeParse(res.body);
  if (!parsed.success) return [...problems, `not an error envelope: ${JSON.stringify(res.body)}`];
  const body = parsed.data;
  if (body.statusCode !== res.status)
    problems.push(`statusCode ${body.statusCode} differs from HTTP status ${res.status}`);
  if (typeof message === "string" && body.message !== message)
    problems.push(`message ${JSON.stringify(body.message)}, expected ${JSON.stringify(message)}`);
  if (message instanceof RegExp && !message.test(body.message))
    problems.push(`message ${JSON.stringify(body.message)} does not match ${message}`);
  const text = JSON.stringify(res.body);
  if (/(^|\\n|\n)\s*at\s+\S/.test(text) || /\bat .+:\d+:\d+/.test(text)) problems.push(`stack trace in ${text}`);
  if (/^\s*[A-Za-z]*Error:/.test(body.message)) problems.push(`"Error:" prefix in ${JSON.stringify(body.message)}`);
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) problems.push("error answer is not JSON");
  return problems;
}
