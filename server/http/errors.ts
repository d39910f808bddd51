import type { ErrorEnvelope } from "../contract/define";
import { errorBody, platformMessages } from "../contract/errors";
import { isDatabaseUnavailable } from "../db";
import type { Services } from "../services";

/** An error the platform answers with its own message and status (spec section 8 shape). */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    /** Headers the answer must carry (`Allow` with a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "PlatformError";
  }
}

export const notFound = (message: string) => new PlatformError(message, 404);
export const badRequest = (message: string) => new PlatformError(message, 400);
export const unauthorized = (message: string) => new PlatformError(message, 401);
export const forbidden = (message: string) => new PlatformError(message, 403);
export const unsupportedMediaType = (message: string) => new PlatformError(message, 415);

/** A module's own error class: an expected failure that carries the status to answer with. */
type ExpectedFailure = abstract new (...args: never[]) => Error & { statusCode: number };

/** Runs a module call; its expected failures (errors of `kinds`) answer with their own message and status. */
export async function answering<T>(kinds: ExpectedFailure | ExpectedFailure[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const expected = (Array.isArray(kinds) ? kinds : [kinds]).some((kind) => err instanceof kind);
    if (expected) throw new PlatformError((err as Error).message, (err as { statusCode: number }).statusCode);
    throw err;
  }
}

/** How the platform answers a failure, over either transport: the envelope and the headers to send. */
export interface FailureAnswer {
  envelope: ErrorEnvelope;
  headers: Record<string, string>;
}

/**
 * The one place a failure becomes the envelope (spec section 8): a PlatformError answers with its
 * own message and status; a database that cannot be reached 503, until it can again; anything
 * else 500 "Internal server error", with the details only in the log.
 */
export function failureAnswer(err: unknown, services: Services, where: { method: string; path: string }): FailureAnswer {
  if (err instanceof PlatformError) {
    return { envelope: errorBody(err.message, err.statusCode), headers: err.headers };
  }
  if (isDatabaseUnavailable(err)) {
    services.log.warn("database unavailable", { err, ...where });
    return { envelope: errorBody(platformMessages.unavailable, 503), headers: { "Retry-After": "5" } };
  }
  services.log.error("platform request failed", { err, ...where });
  return { envelope: errorBody(platformMessages.internal, 500), headers: {} };
}
