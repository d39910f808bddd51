/**
 * The storefront's door to the platform: clients typed by the platform's contract
 * (server/contract). The host builds the platform (server.ts) and hands it to every request in the
 * load context (`hostContext`): in process, or over HTTP to API_URL. This file only builds
 * clients on it.
 */
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  errorCodeOf,
  site,
  type CallContext,
  type ErrorCode,
  type Endpoint,
  type InputOf,
  type OutputOf,
  type PlatformTransport,
} from "#server/contract";
import type { Locale } from "#server/contract/urls";
import { log } from "#server/log";
import { config } from "./config";
import { devDomainContext } from "./dev-domain";
import { hostContext } from "./host";

/** A failed platform call: the platform's code, message and status; status 0 when it could not be
 * reached. Callers decide by the code (server/contract/errors.ts), never by the message's words. */
export class PlatformRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: ErrorCode = errorCodeOf(message, statusCode),
    /** The envelope's `details`, when the refusal has facts to show (what uses a file). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "PlatformRequestError";
  }
}

export function isPlatformError(error: unknown, statusCode?: number): error is PlatformRequestError {
  return error instanceof PlatformRequestError && (statusCode === undefined || error.statusCode === statusCode);
}

/** For a page that shows one record: the platform's 404 (the record is not there, or gone meanwhile)
 * becomes the page's 404; any other failure goes on up as it was. */
export function notFoundWhenMissing(error: unknown): never {
  if (isPlatformError(error, 404)) throw data(null, { status: 404 });
  throw error;
}

/** Whether a call failed because the platform cannot serve just now (its 503, thrown as the page's
 * 503 below): an action that says why at its form says "try again in a moment". */
export function isUnavailable(error: unknown): boolean {
  if (isPlatformError(error, 503)) return true;
  const thrown = error as { type?: unknown; init?: { status?: unknown } | null } | null;
  return thrown?.type === "DataWithResponseInit" && thrown.init?.status === 503;
}

export interface PlatformClient {
  locale: Locale;
  call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>>;
}

async function send<E extends Endpoint>(
  platform: PlatformTransport,
  endpoint: E,
  input: InputOf<E>,
  context: CallContext,
): Promise<OutputOf<E>> {
  let answer;
  try {
    answer = await platform.call(endpoint, input, context);
  } catch (error) {
    log.error("platform unreachable", { err: error, path: endpoint.path });
    throw new PlatformRequestError("The service is unreachable.", 0, "PLATFORM_UNREACHABLE");
  }
  if ("errored" in answer) {
    // The platform cannot serve just now (its database is down): whatever asked, the page answers
    // 503 with the error layout, and the next request tries again.
    if (answer.statusCode === 503) throw data(answer.message, { status: 503 });
    throw new PlatformRequestError(answer.message, answer.statusCode, answer.code as ErrorCode, answer.details);
  }
  if (config.validatePlatformResponses) {
    const checked = (endpoint.output as z.ZodType).safeParse(answer.data);
    if (!checked.success)
      throw new Error(`Platform answer of ${endpoint.path} breaks its contract: ${checked.error.message}`);
    // In process an answer is the platform's own object, cached data included: frozen outside
    // production, a change by the storefront fails loudly instead of changing the next visitor's page.
    deepFreeze(answer.data);
  }
  return answer.data;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
}

interface DomainFacts {
  apiKey: string;
  siteId: number;
  storeIds: Partial<Record<string, number>>;
}
/** Per platform (there is one per process) and domain: the site and its stores, asked once. The
 * domain is the storefront's own ("") unless the developer menu chose another (never in production). */
const domains = new WeakMap<PlatformTransport, Map<string, Promise<DomainFacts>>>();

function domainFacts(platform: PlatformTransport, domain: string | null): Promise<DomainFacts> {
  let known = domains.get(platform);
  if (!known) domains.set(platform, (known = new Map()));
  const key = domain ?? "";
  let facts = known.get(key);
  if (!facts) {
    facts = send(platform, site.domainDetect, domain ? { url: domain } : {}, { apiKey: config.apiKey }).then(
      (d) => ({
        apiKey: domain ? d.apiKeyToken : config.apiKey,
        siteId: d.siteID,
        storeIds: Object.fromEntries(d.stores.map((s) => [s.language, s.storeID])),
      }),
      (error: unknown) => {
        known.delete(key);
        throw error;
      },
    );
    known.set(key, facts);
  }
  return facts;
}

export interface ClientOptions {
  locale: Locale;
  /** The viewer's access token (spec section 7 `accessToken`). */
  accessToken?: string | null;
  /** For the token refresh call. */
  refreshToken?: string;
  /** The visitor's address: sent as the storefront's (with its proof over HTTP), so the platform
   * limits logins per visitor and trusts calls only the storefront may make (social login). */
  clientIp?: string | null;
}

/** A client for one request, on the platform the host handed it: the spec section 7 context for the locale. */
export function createPlatformClient(context: Readonly<RouterContextProvider>, options: ClientOptions): PlatformClient {
  const platform = context.get(hostContext).platform;
  const domain = config.isProduction ? null : context.get(devDomainContext);
  return {
    locale: options.locale,
    async call(endpoint, input) {
      const facts = await domainFacts(platform, domain);
      const call: CallContext = {
        apiKey: facts.apiKey,
        language: options.locale,
        siteId: facts.siteId,
        storeId: facts.storeIds[options.locale],
      };
      if (options.accessToken) call.accessToken = options.accessToken;
      if (options.refreshToken) call.refreshToken = options.refreshToken;
      if (options.clientIp) call.visitorAddress = options.clientIp;
      return send(platform, endpoint, input, call);
    },
  };
}
