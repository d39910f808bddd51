import { z } from "zod";
import { endpoint, queryId, queryInt } from "./define";

/** The messages callers rely on (spec section 8). */
export const redirectMessages = {
  fromInvalid: "The path to redirect must start with / and have no query.",
  toInvalid: "The target must be a path of the site or an http(s) address.",
  sameTarget: "A path cannot redirect to itself.",
  loop: "The target redirects back to this path: browsers would go round in circles.",
  statusInvalid: "The redirect status must be 301 or 302.",
  redirectNotFound: "Redirect not found.",
} as const;

/** The longest path a redirect or a not-found count keeps (longer ones are probes, not links). */
export const MAX_PATH_LENGTH = 500;

/** A path as visitors ask for it: from the root, at most MAX_PATH_LENGTH characters. */
const sitePath = z.string().min(1).max(MAX_PATH_LENGTH);

export const redirect = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302)]),
  updatedAt: z.string(),
});
export type Redirect = z.infer<typeof redirect>;

export const failedRequest = z.object({
  path: z.string(),
  hits: z.number().int().positive(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type FailedRequest = z.infer<typeof failedRequest>;

/** Where a path that would be not found goes instead, if an editor said so. */
export const find = endpoint({
  method: "GET",
  path: "v1/redirect/find",
  input: z.object({ path: sitePath }),
  output: z.object({ redirect: redirect.pick({ to: true, statusCode: true }).nullable() }),
});

/** Spec section 7: a path answered 404; counted once per path. */
export const addFailedRequest = endpoint({
  method: "POST",
  path: "v1/redirect/addFailedRequest",
  input: z.object({ path: sitePath }),
  output: z.object({ counted: z.boolean() }),
});

/** Back office only: the redirects of the site. */
export const list = endpoint({
  method: "GET",
  path: "v1/redirect/list",
  input: z.object({}),
  output: z.object({ redirects: z.array(redirect) }),
});

/** Back office only: the paths not found, most asked first. */
export const failedRequests = endpoint({
  method: "GET",
  path: "v1/redirect/failedRequests",
  input: z.object({ limit: queryInt().pipe(z.number().int().min(1).max(500)).default(100) }),
  output: z.object({ requests: z.array(failedRequest), total: z.number().int().nonnegative() }),
});

/** Back office only: adds the redirect of a path, or changes it; the path is no longer counted as not found. */
export const save = endpoint({
  method: "PUT",
  path: "v1/redirect/save",
  input: z.object({ from: sitePath, to: z.string().min(1).max(2000), statusCode: z.number().int() }),
  output: redirect,
});

/** Back office only. */
export const remove = endpoint({
  method: "DELETE",
  path: "v1/redirect/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});

/** Back office only: forgets a path not found (a probe nobody will link to). */
export const dismissFailedRequest = endpoint({
  method: "POST",
  path: "v1/redirect/dismissFailedRequest",
  input: z.object({ path: sitePath }),
  output: z.object({ dismissed: z.boolean() }),
});
