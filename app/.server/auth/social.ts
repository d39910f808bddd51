import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { accounts } from "#server/contract";
import { localeFromPath, pagePath, type Locale } from "#server/contract/urls";
import { log } from "#server/log";
import { config } from "../config";
import { readCookie, secureFor } from "../cookies";
import type { RouterContextProvider } from "react-router";
import { localeContext } from "../context";
import { clientIpOf } from "../host";
import { createPlatformClient } from "../platform";
import type { LoginResult } from "./authenticator";

/**
 * Social login (spec section 2, /social-login): OAuth 2 authorization code with PKCE against one
 * provider configured by environment. Off (404, no button) unless every OAUTH_* URL and the client
 * are set. The provider's verified identity goes to the platform's socialLogin (a trusted call: it
 * carries the storefront's proof), whose tokens are stored with signIn() like a password login.
 */
/** The configured provider; `name` labels the button ("Continue with {{provider}}"), `id` is the
 * platform's provider key (user identities are per provider). */
export type SocialProvider = NonNullable<typeof config.oauth> & { id: string };

/** The provider of the OAUTH_* variables (app/.server/config), or null when social login is off. */
function readProvider(): SocialProvider | null {
  const oauth = config.oauth;
  if (!oauth) return null;
  const slug = oauth.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return { ...oauth, id: oauth.id?.slice(0, 40) || slug || "oauth" };
}

export const socialProvider: SocialProvider | null = readProvider();

/** The button's label data for the login page, or null when social login is off. */
export function socialLoginButton(): { name: string } | null {
  return socialProvider ? { name: socialProvider.name } : null;
}

/** What the browser keeps between leaving for the provider and coming back: ten minutes, signed. */
interface FlowState {
  state: string;
  verifier: string;
  redirectTo: string | null;
}
export const socialFlowCookie = createCookie("social-login", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: config.sessionSecrets,
  maxAge: 600,
});

export function callbackPath(locale: Locale): string {
  return `${pagePath("socialLogin", locale)}/callback`;
}

function callbackUrl(request: Request): string {
  const locale = localeFromPath(new URL(request.url).pathname);
  const origin = config.publicUrl;
  return origin + callbackPath(locale);
}

const base64url = (buffer: Buffer) => buffer.toString("base64url");

/** Where to send the browser (the provider's authorize URL) and the cookie that remembers the flow. */
export async function startSocialLogin(request: Request, provider: SocialProvider, redirectTo: string | null) {
  const flow: FlowState = { state: base64url(randomBytes(24)), verifier: base64url(randomBytes(32)), redirectTo };
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", provider.clientId);
  url.searchParams.set("redirect_uri", callbackUrl(request));
  url.searchParams.set("scope", provider.scopes);
  url.searchParams.set("state", flow.state);
  url.searchParams.set("code_challenge", base64url(createHash("sha256").update(flow.verifier).digest()));
  url.searchParams.set("code_challenge_method", "S256");
  return { location: url.toString(), cookie: await socialFlowCookie.serialize(flow, secureFor(request)) };
}

export function clearSocialFlowCookie(request: Request): Promise<string> {
  return socialFlowCookie.serialize("", { ...secureFor(request), maxAge: 0 });
}

/** A failed social sign-in; `key` is the translation key of the toast shown on the login page. */
export class SocialLoginError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
    this.name = "SocialLoginError";
  }
}

export interface SocialIdentity {
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
}

const TIMEOUT_MS = 10_000;

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "error" });
  } catch (error) {
    throw new SocialLoginError("social.errors.failed", `${what}: provider unreachable (${String(error)})`);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || !body || typeof body !== "object" || Array.isArray(body)) {
    throw new SocialLoginError("social.errors.failed", `${what}: HTTP ${response.status}`);
  }
  return body as Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/**
 * remix-auth 4 strategy for the callback request: checks the state against the flow cookie,
 * exchanges the code (client secret and PKCE verifier), reads the userinfo and hands the identity
 * to `verify`. Throws SocialLoginError for everything the visitor should be told about.
 */
export class OAuth2PkceStrategy<User> extends Strategy<
  User,
  { request: Request; identity: SocialIdentity; flow: FlowState }
> {
  name = "oauth2";

  constructor(
    private readonly provider: SocialProvider,
    verify: Strategy.VerifyFunction<User, { request: Request; identity: SocialIdentity; flow: FlowState }>,
  ) {
    super(verify);
  }

  async authenticate(request: Request): Promise<User> {
    const url = new URL(request.url);
    const flow = await readCookie<FlowState>(socialFlowCookie, request);
    const state = url.searchParams.get("state");
    if (
      !flow ||
      typeof flow.state !== "string" ||
      typeof flow.verifier !== "string" ||
      !state ||
      state !== flow.state
    ) {
      throw new SocialLoginError("social.errors.state", "state missing or mismatched");
    }
    const error = url.searchParams.get("error");
    if (error)
      throw new SocialLoginError(
        error === "access_denied" ? "social.errors.denied" : "social.errors.failed",
        `provider answered ${error}`,
      );
    const code = url.searchParams.get("code");
    if (!code) throw new SocialLoginError("social.errors.failed", "no code");

    const token = await fetchJson(
      this.provider.tokenUrl,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(this.provider.clientId)}:${encodeURIComponent(this.provider.clientSecret)}`).toString("base64")}`,
        },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: callbackUrl(request),
          code_verifier: flow.verifier,
          client_id: this.provider.clientId,
        }),
      },
      "token",
    );
    const accessToken = text(token.access_token);
    if (!accessToken) throw new SocialLoginError("social.errors.failed", "token: no access_token");

    const info = await fetchJson(
      this.provider.userinfoUrl,
      { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } },
      "userinfo",
    );
    const identity: SocialIdentity = {
      providerUserId: text(info.sub).slice(0, 200),
      email: text(info.email),
      firstName: text(info.given_name).slice(0, 100),
      lastName: text(info.family_name).slice(0, 100),
    };
    if (!identity.providerUserId) throw new SocialLoginError("social.errors.failed", "userinfo: no sub");
    // Only the provider's explicit word counts: an account is found (or linked) by its e-mail, and
    // a provider that does not vouch for the address could hand anyone else's account over.
    if (!identity.email || info.email_verified !== true) {
      throw new SocialLoginError("social.errors.unverifiedEmail", "userinfo: no verified e-mail");
    }
    return this.verify({ request, identity, flow });
  }
}

export type SocialLoginResult = LoginResult & { redirectTo: string | null };

/**
 * The callback's authenticator ("oauth2") for one request, or null when social login is off. Its
 * strategy hands the identity to the platform through that request's client, as the storefront on
 * the visitor's behalf: the platform accepts socialLogin from the storefront alone.
 */
export function socialAuthenticator(context: Readonly<RouterContextProvider>): Authenticator<SocialLoginResult> | null {
  const provider = socialProvider;
  if (!provider) return null;
  const client = createPlatformClient(context, {
    locale: context.get(localeContext),
    clientIp: clientIpOf(context) || "unknown",
  });
  const strategy = new OAuth2PkceStrategy<SocialLoginResult>(provider, async ({ identity, flow }) => {
    const login = await client.call(accounts.socialLogin, { provider: provider.id, ...identity, emailVerified: true });
    return { ...login, redirectTo: flow.redirectTo };
  });
  return new Authenticator<SocialLoginResult>().use(strategy, "oauth2");
}

export function logSocialFailure(error: unknown) {
  if (error instanceof SocialLoginError) log.info("social login failed", { reason: error.message });
  else log.warn("social login failed", { err: error });
}
