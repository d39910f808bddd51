/**
 * The HTTP transport: platform calls as Web requests to a platform elsewhere (API_URL, split
 * mode), or to any `fetch` that answers like one. GET inputs travel in the query string, the others
 * as a JSON body (server/contract/define.ts); the context as the spec section 7 headers.
 */
import { fillPath, requestBody, toQueryString, type Endpoint } from "../contract/define";
import { errorBody, type ErrorCode } from "../contract/errors";
import type { Answer, PlatformTransport } from "../contract/transport";
import { headersOf } from "./headers";

export interface HttpTransportOptions {
  /** The platform's origin, e.g. http://platform.internal:4000 (no trailing slash needed). */
  origin: string;
  /** How requests are sent: the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

type Envelope = {
  data?: unknown;
  errored?: boolean;
  code?: ErrorCode;
  message?: string;
  statusCode?: number;
  details?: unknown;
};

export function createHttpTransport(options: HttpTransportOptions): PlatformTransport {
  const origin = options.origin.replace(/\/+$/, "");
  const send = options.fetch ?? ((request: Request) => fetch(request));
  return {
    async call<E extends Endpoint>(endpoint: E, input: unknown, context: Parameters<PlatformTransport["call"]>[2]) {
      const { path, rest } = fillPath(endpoint.path, (input ?? {}) as Record<string, unknown>);
      const hasBody = endpoint.method !== "GET";
      const headers = headersOf(context);
      const sent = hasBody ? requestBody(rest) : null;
      if (sent?.contentType) headers["content-type"] = sent.contentType;
      const response = await send(
        new Request(`${origin}/api/${path}${hasBody ? "" : toQueryString(rest)}`, {
          method: endpoint.method,
          headers,
          body: sent?.body,
        }),
      );
      const body = (await response.json().catch(() => null)) as Envelope | null;
      if (response.ok && body && !body.errored) return { data: body.data } as Answer<never>;
      // An answer that is not the platform's (a proxy's error page) keeps its HTTP status.
      const failure = errorBody(
        body?.message ?? response.statusText,
        body?.statusCode ?? (response.status || 500),
        body?.details,
      );
      return body?.code ? { ...failure, code: body.code } : failure;
    },
    fetch(request: Request) {
      const url = new URL(request.url);
      return send(
        new Request(`${origin}${url.pathname}${url.search}`, { headers: request.headers, redirect: "manual" }),
      );
    },
  };
}
