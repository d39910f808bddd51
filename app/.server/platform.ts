/**
 * The storefront's door to the platform: a client typed by the platform's contract
 * (server/contract). In the default single process the platform runs in-process and `fetch` is
 * its own; with API_URL set, requests go over HTTP to a platform in another process.
 */
import type { z } from "zod";
import { errorCodeOf, fillPath, site, toQueryString, type Endpoint, type ErrorCode, type InputOf, type OutputOf } from "../../server/contract";
import type { Locale } from "../../server/contract/urls";
import { createPlatform, type Platform } from "../../server/index";
import { log } from "../../server/log";
import { storefrontProof } from "../../server/secrets";
import { config } from "./config";

type PlatformFetch = (request: Request) => Promise<Response>;

const IN_PROCESS_ORIGIN = "http://platform.internal";

let platformFetch: PlatformFetch | null = null;
let origin = IN_PROCESS_ORIGIN;
let started: Promise<Platform | null> | null = null;

/** Starts the in-process platform (migrations, seed), or points at API_URL. Idempotent. */
export function startPlatform(): Promise<Platform | null> {
  started ??= (async () => {
    if (config.apiUrl) {
      origin = config.apiUrl.replace(/\/+$/, "");
      platformFetch = (request) => fetch(request);
      log.info("storefront uses a remote platform", { apiUrl: origin });
      return null;
    }
    const platform = await createPlatform({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    platformFetch = platform.fetch;
    return platform;
  })();
  return started;
}

/** A failed platform call: the platform's code, message and status; status 0 when it could not be
 * reached. Callers decide by the code (server/contract/errors.ts), never by the message's words. */
export class PlatformRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: ErrorCode = errorCodeOf(message, statusCode),
  ) {
    super(message);
    this.name = "PlatformRequestError";
  }
}

export function isPlatformError(error: unknown, statusCode?: number): error is PlatformRequestError {
  return error instanceof PlatformRequestError && (statusCode === undefined || error.statusCode === statusCode);
}

export interface PlatformClient {
  locale: Locale;
  call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>>;
}

interface DomainFacts {
  siteId: number;
  storeIds: Partial<Record<string, number>>;
}
let domain: Promise<DomainFacts> | null = null;

async function send<E extends Endpoint>(
  endpoint: E,
  input: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<OutputOf<E>> {
  if (!platformFetch) await startPlatform();
  const { path, rest } = fillPath(endpoint.path, input);
  const hasBody = endpoint.method !== "GET";
  const url = `${origin}/api/${path}${hasBody ? "" : toQueryString(rest)}`;
  let response: Response;
  try {
    response = await platformFetch!(
      new Request(url, {
        method: endpoint.method,
        headers: { ...headers, ...(hasBody ? { "content-type": "application/json" } : {}) },
        body: hasBody ? JSON.stringify(rest) : undefined,
      }),
    );
  } catch (error) {
    log.error("platform unreachable", { err: error, path });
    throw new PlatformRequestError("The service is unreachable.", 0, "PLATFORM_UNREACHABLE");
  }
  const body = (await response.json().catch(() => null)) as
    | { data?: unknown; errored?: boolean; code?: ErrorCode; message?: string; statusCode?: number }
    | null;
  if (!response.ok || !body || body.errored) {
    const statusCode = body?.statusCode ?? (response.status || 500);
    const message = body?.message ?? response.statusText;
    throw new PlatformRequestError(message, statusCode, body?.code ?? errorCodeOf(message, statusCode));
  }
  if (config.validatePlatformResponses) {
    const checked = (endpoint.output as z.ZodType).safeParse(body.data);
    if (!checked.success) throw new Error(`Platform answer of ${endpoint.path} breaks its contract: ${checked.error.message}`);
  }
  return body.data as OutputOf<E>;
}

function domainFacts(): Promise<DomainFacts> {
  domain ??= send(site.domainDetect, {}, { apikey: config.apiKey }).then(
    (d) => ({ siteId: d.siteID, storeIds: Object.fromEntries(d.stores.map((s) => [s.language, s.storeID])) }),
    (error) => {
      domain = null;
      throw error;
    },
  );
  return domain;
}

/** A client for one request: it carries the headers of spec section 7 for the locale. */
/** The visitor's address as server.ts saw it (Express `req.ip`, which trusts proxies only when
 * TRUST_PROXY says so); server.ts overwrites whatever header the visitor sent. */
export const CLIENT_IP_HEADER = "x-storefront-client-ip";
export function clientIpOf(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER);
}

export function createPlatformClient(options: {
  locale: Locale;
  /** The viewer's access token (spec section 7 `accessToken` header). */
  accessToken?: string | null;
  /** Extra request headers, e.g. `refreshtoken` for the token refresh call. */
  headers?: Record<string, string>;
  /** The visitor's address: sent as `clientip` with the storefront's proof (`storefront`), so the
   * platform limits logins per visitor and trusts calls only the storefront may make (social login). */
  clientIp?: string | null;
}): PlatformClient {
  return {
    locale: options.locale,
    async call(endpoint, input) {
      const facts = await domainFacts();
      const headers: Record<string, string> = {
        apikey: config.apiKey,
        language: options.locale,
        siteid: String(facts.siteId),
      };
      const storeId = facts.storeIds[options.locale];
      if (storeId !== undefined) headers.storeid = String(storeId);
      if (options.accessToken) headers.accesstoken = options.accessToken;
      if (options.headers) Object.assign(headers, options.headers);
      if (options.clientIp) {
        headers.storefront = storefrontProof();
        headers.clientip = options.clientIp;
      }
      return send(endpoint, (input ?? {}) as Record<string, unknown>, headers);
    },
  };
}
