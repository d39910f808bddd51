import type { Context, Hono } from "hono";
import type { z } from "zod";
import { fromSearchParams, type Endpoint } from "../contract/define";
import { platformMessages } from "../contract/errors";
import { badRequest, PlatformError, unsupportedMediaType } from "./errors";
import { resolveScope, type RequestScope } from "./scope";
import type { Services } from "../services";

export type PlatformEnv = { Variables: { services: Services } };

export type Handler<E extends Endpoint> = (
  input: z.output<E["input"]>,
  scope: RequestScope,
  c: Context<PlatformEnv>,
) => Promise<z.output<E["output"]>> | z.output<E["output"]>;

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

/** Bodies are JSON (spec section 7); anything else is refused before it is parsed. */
function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

async function readInput(c: Context, method: string): Promise<Record<string, unknown>> {
  const params = c.req.param() as Record<string, string>;
  const query = method === "GET" || method === "DELETE" ? fromSearchParams(new URL(c.req.url).searchParams) : {};
  if (method === "GET") return { ...query, ...params };
  // DELETE may carry a JSON body (secrets such as a cart's protectCode stay out of URLs and logs).
  const text = await c.req.text();
  if (!text.trim()) return { ...query, ...params };
  if (!isJson(c.req.header("content-type"))) throw unsupportedMediaType(platformMessages.unsupportedContentType);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(platformMessages.malformedJson);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(platformMessages.bodyNotObject);
  return { ...query, ...(body as Record<string, unknown>), ...params };
}

/** PostgreSQL cannot store NUL in text, and no real input has one. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.values(value).some(containsNul);
  return false;
}

/** The methods mounted on each path of each app, for the 405 answers (refuseOtherMethods). */
const mountedMethods = new WeakMap<Hono<PlatformEnv>, Map<string, Set<string>>>();

/** Registers one endpoint of the contract: validates its input, runs the handler, wraps the result in `data`. */
export function mount<E extends Endpoint>(app: Hono<PlatformEnv>, e: E, handler: Handler<E>): void {
  const path = `/api/${e.path}`;
  const paths = mountedMethods.get(app) ?? new Map<string, Set<string>>();
  mountedMethods.set(app, paths);
  paths.set(path, (paths.get(path) ?? new Set()).add(e.method));
  app.on(e.method, path, async (c) => {
    // Malformed or non-JSON bodies are refused first: they are wrong whoever sends them.
    const raw = await readInput(c, e.method);
    const scope = await resolveScope(c, c.get("services"), e.public === true);
    if (containsNul(raw)) throw badRequest("Invalid input: text must not contain NUL characters.");
    const parsed = e.input.safeParse(raw);
    if (!parsed.success) throw badRequest(`Invalid input: ${describeIssues(parsed.error)}`);
    const data = await handler(parsed.data as z.output<E["input"]>, scope, c);
    return c.json({ data });
  });
}

/**
 * A known path asked with another method answers 405 naming the methods it takes (`Allow`), not
 * 404. Call after every mount: a path's own methods match first.
 */
export function refuseOtherMethods(app: Hono<PlatformEnv>, extra: Record<string, string[]> = {}): void {
  const paths = new Map(mountedMethods.get(app));
  for (const [path, methods] of Object.entries(extra)) paths.set(path, new Set(methods));
  for (const [path, methods] of paths) {
    const allowed = [...methods, ...(methods.has("GET") ? ["HEAD"] : [])];
    app.all(path, (c) => {
      throw new PlatformError(`Method not allowed: ${c.req.method} ${new URL(c.req.url).pathname} (use ${allowed.join(", ")}).`, 405, { Allow: allowed.join(", ") });
    });
  }
}
