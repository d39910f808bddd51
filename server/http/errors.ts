import type { ErrorEnvelope } from "../contract/define";
import { errorBody, platformMessages } from "../contract/errors";
import { isDatabaseUnavailable } from "../db";
import { DomainError } from "../modules/errors";
import type { Services } from "../services";

/** A refusal of the HTTP layer itself (who calls, the body's shape, the method): a domain error
 * like any module's, answered the same way. */
export class PlatformError extends DomainError {}

export const notFound = (message: string) => new PlatformError(message, 404);
export const badRequest = (message: string) => new PlatformError(message, 400);
export const unauthorized = (message: string) => new PlatformError(message, 401);
export const forbidden = (message: string) => new PlatformError(message, 403);
export const unsupportedMediaType = (message: string) => new PlatformError(message, 415);

/** How the platform answers a failure, over either transport: the envelope and the headers to send. */
export interface FailureAnswer {
  envelope: ErrorEnvelope;
  headers: Record<string, string>;
}

/**
 * The one place a failure becomes the envelope (spec section 8): a domain error (any module's, or
 * the HTTP layer's PlatformError) answers with its own message, status and headers; a database
 * that cannot be reached 503, until it can again; anything else 500 "Internal server error", with
 * the details only in the log.
 */
export function failureAnswer(
  err: unknown,
  services: Services,
  where: { method: string; path: string },
): FailureAnswer {
  if (err instanceof DomainError) {
    return { envelope: errorBody(err.message, err.statusCode, err.details), headers: err.headers };
  }
  if (isDatabaseUnavailable(err)) {
    services.log.warn("database unavailable", { err, ...where });
    return { envelope: errorBody(platformMessages.unavailable, 503), headers: { "Retry-After": "5" } };
  }
  services.log.error("platform request failed", { err, ...where });
  return { envelope: errorBody(platformMessages.internal, 500), headers: {} };
}
