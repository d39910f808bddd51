/**
 * How a caller reaches the platform, whichever way it runs: one typed door (`PlatformTransport`)
 * with two transports behind it. In the default single process the host hands the storefront the
 * platform itself, which validates the input against the contract and calls the handler
 * directly; with API_URL the same calls travel as HTTP (spec section 7 headers, JSON bodies) to a
 * platform in another process. Both answer with the envelope of spec section 8.
 */
import type { ErrorEnvelope, Endpoint, InputOf, OutputOf } from "./define";
import type { Locale } from "./urls";

/**
 * What a call says about its caller: over HTTP these are the spec section 7 headers, in process
 * typed fields. Absent fields are absent headers.
 */
export interface CallContext {
  /** The site's API key (`apikey`). */
  apiKey?: string;
  /** The language of the answer (`language`); the site's default without it. */
  language?: Locale;
  /** `siteid`: must be the API key's site. */
  siteId?: number;
  /** `storeid`: the store of the site to price and sell in (else the language's store). */
  storeId?: number;
  /** The signed-in user's access token (`accesstoken`). */
  accessToken?: string;
  /** The refresh token, for the refresh and logout calls (`refreshtoken`). */
  refreshToken?: string;
  /**
   * Set by the storefront when it calls on a visitor's behalf: the visitor's address, which the
   * platform's login limits count, and the storefront's trust (social login). Over HTTP it travels
   * as `clientip` with the storefront's proof (`storefront`), believed only with a valid proof.
   */
  visitorAddress?: string;
}

/** Every answer of the platform: `{ data }`, or the error envelope with the same HTTP status. */
export type Answer<T> = { data: T } | ErrorEnvelope;

export interface PlatformTransport {
  /** Calls one endpoint. Rejects only when the platform cannot be reached at all. */
  call<E extends Endpoint>(endpoint: E, input: InputOf<E>, context: CallContext): Promise<Answer<OutputOf<E>>>;
  /**
   * A platform route outside the contract, asked as the browser would (a request for
   * `http://platform/api/...`): its answer as it is, a redirect not followed. For what is not JSON,
   * e.g. an e-product's file, which the storefront streams on. Rejects when the platform cannot be
   * reached.
   */
  fetch?(request: Request): Promise<Response>;
}

/**
 * What the host hands the storefront with every request (React Router's load context, built by
 * the server bundle's `createLoadContext`).
 */
export interface HostContext {
  /** The platform: in process, or over HTTP to API_URL. */
  platform: PlatformTransport;
  /** The visitor's address as the host sees it (Express `req.ip`, which believes proxies only per
   * TRUST_PROXY); "" when unknown. */
  clientIp: string;
  /** Set when the host refused the request before reading it (a method other than GET, HEAD and
   * POST, a body that is not a form, a form over its limit, a path that cannot be decoded): the
   * status the error page shows. */
  refusal: 404 | 405 | 413 | 415 | null;
  /** The host keeps shared pages (its page cache is on): a page that the visitors of one variant
   * may share says so (server/contract/edge.ts, `PAGE_VARIANT_HEADER`). */
  keepsPages?: boolean;
  /** The origins the payment providers' hand-over forms post to (server/modules/payments), which
   * the pages' CSP form-action names; none when left out. */
  paymentFormOrigins?: readonly string[];
}
