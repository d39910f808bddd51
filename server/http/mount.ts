import type { Context, Hono } from "hono";
import { z } from "zod";
import { fromMultipart, fromSearchParams, type Endpoint } from "../contract/define";
import type { Answer, CallContext } from "../contract/transport";
import { errorBody, platformMessages } from "../contract/errors";
import { purgeAllPages } from "../edge-purge";
import { recordAudit } from "../modules/audit";
import type { Services } from "../services";
import { badRequest, failureAnswer, PlatformError, unsupportedMediaType } from "./errors";
import { callerFromContext, callerFromHeaders, resolveScope, type Caller, type RequestScope } from "./scope";

export type PlatformEnv = { Variables: { services: Services } };

export type Handler<E extends Endpoint> = (
  input: z.output<E["input"]>,
  scope: RequestScope,
) => Promise<z.output<E["output"]>> | z.output<E["output"]>;

export interface MountOptions {
  /** The answer is personal (tokens, profiles, orders, addresses): `Cache-Control: no-store`. */
  noStore?: boolean;
}

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/** A union that matched no option names the problems of the option that came closest (the fewest;
 * of equals, the last: the fuller form), not just "Invalid input". */
function leafIssues(issue: Issue, prefix: PropertyKey[] = []): { path: PropertyKey[]; message: string }[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === "invalid_union" && issue.errors?.length) {
    const closest = issue.errors.reduce((best, option) => (option.length <= best.length ? option : best));
    if (closest.length) return closest.flatMap((inner) => leafIssues(inner, path));
  }
  return [{ path, message: issue.message }];
}

/** Formats the first problems of a failed validation as one readable sentence. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .flatMap((issue) => leafIssues(issue as Issue))
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

const mediaTypeOf = (contentType: string | undefined) => (contentType ?? "").split(";")[0]!.trim().toLowerCase();

/** Bodies are JSON (spec section 7); anything else is refused before it is parsed. */
function isJson(contentType: string | undefined): boolean {
  const type = mediaTypeOf(contentType);
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/** An endpoint that takes files (an input field `files`) also takes multipart (define.ts requestBody). */
const takesFiles = (e: Endpoint) => e.input instanceof z.ZodObject && "files" in e.input.shape;

function parseJsonObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(platformMessages.malformedJson);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest(platformMessages.bodyNotObject);
  return body as Record<string, unknown>;
}

async function readMultipart(c: Context): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest(platformMessages.malformedMultipart);
  }
  const { input, files } = fromMultipart(form);
  return { ...(input === null ? {} : parseJsonObject(input)), files };
}

async function readInput(c: Context, e: Endpoint): Promise<Record<string, unknown>> {
  const method = e.method;
  const params = c.req.param() as Record<string, string>;
  const query = method === "GET" || method === "DELETE" ? fromSearchParams(new URL(c.req.url).searchParams) : {};
  if (method === "GET") return { ...query, ...params };
  if (takesFiles(e) && mediaTypeOf(c.req.header("content-type")) === "multipart/form-data")
    return { ...(await readMultipart(c)), ...params };
  // DELETE may carry a JSON body (secrets such as a cart's protectCode stay out of URLs and logs).
  const text = await c.req.text();
  if (!text.trim()) return { ...query, ...params };
  if (!isJson(c.req.header("content-type"))) throw unsupportedMediaType(platformMessages.unsupportedContentType);
  return { ...query, ...parseJsonObject(text), ...params };
}

/**
 * An in-process input as it would arrive over HTTP: a GET's query string carries no absent values,
 * nulls or empty lists (server/contract/define.ts toQueryString).
 */
function inputInProcess(e: Endpoint, input: unknown): Record<string, unknown> {
  const raw = { ...(input as Record<string, unknown> | undefined) };
  if (e.method !== "GET") return raw;
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) delete raw[key];
  }
  return raw;
}

/** PostgreSQL cannot store NUL in text, and no real input has one. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.values(value).some(containsNul);
  return false;
}

interface Mounted {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
}

/** The endpoints mounted on each app, by method and path (a router may mount the contract's
 * endpoint with a stricter input): its in-process door (callInProcess) and its 405 answers
 * (refuseOtherMethods). */
const mountedEndpoints = new WeakMap<Hono<PlatformEnv>, Map<string, Mounted>>();
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

/**
 * One call, whichever transport brought it: who calls (401 and 403 first), then the input
 * (400 naming the field), then the handler. Answers when the handler's cache invalidations have
 * reached the other processes, so that the caller's next read sees its write everywhere.
 */
async function serve(
  services: Services,
  { endpoint, handler }: Mounted,
  raw: Record<string, unknown>,
  caller: Caller,
): Promise<unknown> {
  const scope = await resolveScope(services, caller, endpoint.public === true);
  if (containsNul(raw)) throw badRequest("Invalid input: text must not contain NUL characters.");
  const parsed = endpoint.input.safeParse(raw);
  if (!parsed.success) throw badRequest(`Invalid input: ${describeIssues(parsed.error)}`);
  const data = await handler(parsed.data, scope);
  // A change a back-office user made (the handler let the call through as theirs): who, what, when.
  if (endpoint.method !== "GET" && !endpoint.readOnly && scope.actsAsBackoffice) {
    const subject = endpoint.path.includes(":id") ? String(raw.id ?? "") || null : null;
    await recordAudit(services, scope, { action: `${endpoint.method} ${endpoint.path}`, subject, input: parsed.data });
    purgeAllPages(services);
  }
  await services.cache.settled();
  return data;
}

/**
 * What @hono/node-server hands the app with each request: the Node request it came in on. Behind
 * the Express host that is Express's request, whose `ip` honours TRUST_PROXY (the forwarded
 * address only from proxies it trusts); served alone (server/main.ts) it is the plain socket.
 */
type NodeBindings = { incoming?: { ip?: unknown; socket?: { remoteAddress?: string } } } | undefined;

function connectionAddress(c: Context): string | undefined {
  const incoming = (c.env as NodeBindings)?.incoming;
  return typeof incoming?.ip === "string" ? incoming.ip : incoming?.socket?.remoteAddress;
}

/** Registers one endpoint of the contract: its HTTP route (input from the query or the JSON body,
 * the answer wrapped in `data`), and its in-process door. */
export function mount<E extends Endpoint>(
  app: Hono<PlatformEnv>,
  e: E,
  handler: Handler<E>,
  options: MountOptions = {},
): void {
  const mounted: Mounted = { endpoint: e, handler: handler as Handler<Endpoint> };
  const endpoints = mountedEndpoints.get(app) ?? new Map<string, Mounted>();
  mountedEndpoints.set(app, endpoints);
  endpoints.set(keyOf(e), mounted);
  app.on(e.method, `/api/${e.path}`, async (c) => {
    // Malformed or non-JSON bodies are refused first: they are wrong whoever sends them.
    const raw = await readInput(c, e);
    const data = await serve(
      c.get("services"),
      mounted,
      raw,
      callerFromHeaders((name) => c.req.header(name), connectionAddress(c)),
    );
    if (options.noStore) c.header("Cache-Control", "no-store");
    return c.json({ data });
  });
}

/**
 * The platform's in-process door: validates the input against the contract and calls the
 * handler, with no Request, JSON or Response in between. Answers exactly what the HTTP route
 * would have sent as its body: `{ data }`, or the error envelope.
 */
export function callInProcess(app: Hono<PlatformEnv>, services: Services) {
  const endpoints = mountedEndpoints.get(app) ?? new Map<string, Mounted>();
  return async <E extends Endpoint>(
    e: E,
    input: unknown,
    context: CallContext,
  ): Promise<Answer<z.output<E["output"]>>> => {
    const where = { method: e.method, path: `/api/${e.path}` };
    const mounted = endpoints.get(keyOf(e));
    if (!mounted) return errorBody(`Unknown endpoint: ${where.method} ${where.path}`, 404);
    try {
      return {
        data: (await serve(services, mounted, inputInProcess(e, input), callerFromContext(context))) as z.output<
          E["output"]
        >,
      };
    } catch (err) {
      return failureAnswer(err, services, where).envelope;
    }
  };
}

/**
 * A known path asked with another method answers 405 naming the methods it takes (`Allow`), not
 * 404. Call after every mount: a path's own methods match first.
 */
export function refuseOtherMethods(app: Hono<PlatformEnv>, extra: Record<string, string[]> = {}): void {
  const paths = new Map<string, Set<string>>();
  for (const { endpoint } of mountedEndpoints.get(app)?.values() ?? []) {
    const path = `/api/${endpoint.path}`;
    paths.set(path, (paths.get(path) ?? new Set()).add(endpoint.method));
  }
  for (const [path, methods] of Object.entries(extra)) paths.set(path, new Set(methods));
  for (const [path, methods] of paths) {
    const allowed = [...methods, ...(methods.has("GET") ? ["HEAD"] : [])];
    app.all(path, (c) => {
      throw new PlatformError(
        `Method not allowed: ${c.req.method} ${new URL(c.req.url).pathname} (use ${allowed.join(", ")}).`,
        405,
        { Allow: allowed.join(", ") },
      );
    });
  }
}
