/**
 * A tiny OAuth 2 provider for the social-login e2e spec, on loopback only. Started by
 * playwright.config.ts (`node --import tsx tests/e2e/support/oauth-provider.ts`).
 *
 * - GET /authorize: approves at once, redirecting to redirect_uri with a one-time code and the
 *   state. `deny=1` answers error=access_denied instead; `user=KEY` picks the test user
 *   (default "social"), `unverified=1` makes its e-mail unverified, `noEmailVerified=1` leaves the
 *   email_verified claim out (a provider that does not vouch for the address). The same switches may come in a
 *   cookie `oauth-test` (URL-encoded query, path /authorize), so a test can set them for its own
 *   browser context while the storefront builds the authorize URL.
 * - POST /token: checks the client (Basic or body), the code, redirect_uri and the PKCE verifier (S256).
 * - GET /userinfo: Bearer token; sub, email, email_verified, given_name, family_name.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export const OAUTH_TEST_PORT = Number(process.env.OAUTH_TEST_PORT ?? 3216);
export const OAUTH_TEST_CLIENT_ID = process.env.OAUTH_TEST_CLIENT_ID ?? "e2e-storefront";
export const OAUTH_TEST_CLIENT_SECRET = process.env.OAUTH_TEST_CLIENT_SECRET ?? "e2e-oauth-secret";

/** The test user for a key: what /userinfo answers. */
export function testUser(key: string) {
  return {
    sub: `sub-${key}`,
    email: `${key}@social.example.com`,
    given_name: "Sofia",
    family_name: `Social ${key}`,
  };
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: string;
  unverified: boolean;
  noEmailVerified: boolean;
  expires: number;
}
const codes = new Map<string, Grant>();
const tokens = new Map<string, { user: string; unverified: boolean; noEmailVerified: boolean; expires: number }>();

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 16_384) throw new Error("body too large");
  }
  return body;
}

function authorize(url: URL, req: IncomingMessage, res: ServerResponse) {
  const q = new URLSearchParams(url.searchParams);
  const cookie = /(?:^|;\s*)oauth-test=([^;]*)/.exec(req.headers.cookie ?? "")?.[1];
  if (cookie) for (const [key, value] of new URLSearchParams(decodeURIComponent(cookie))) q.set(key, value);
  const redirectUri = q.get("redirect_uri") ?? "";
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return json(res, 400, { error: "invalid_request", error_description: "redirect_uri" });
  }
  if (q.get("client_id") !== OAUTH_TEST_CLIENT_ID) return json(res, 400, { error: "unauthorized_client" });
  if (q.get("response_type") !== "code" || q.get("code_challenge_method") !== "S256" || !q.get("code_challenge")) {
    return json(res, 400, { error: "invalid_request" });
  }
  const state = q.get("state");
  if (state !== null) target.searchParams.set("state", state);
  if (q.get("deny") === "1") {
    target.searchParams.set("error", "access_denied");
  } else {
    const code = randomBytes(16).toString("hex");
    codes.set(code, {
      clientId: OAUTH_TEST_CLIENT_ID,
      redirectUri,
      challenge: q.get("code_challenge")!,
      user: (q.get("user") ?? "social").replace(/[^\w.-]/g, "").slice(0, 40) || "social",
      unverified: q.get("unverified") === "1",
      noEmailVerified: q.get("noEmailVerified") === "1",
      expires: Date.now() + 60_000,
    });
    target.searchParams.set("code", code);
  }
  res.writeHead(302, { location: target.toString() });
  res.end();
}

async function token(req: IncomingMessage, res: ServerResponse) {
  const form = new URLSearchParams(await readBody(req));
  let clientId = form.get("client_id") ?? "";
  let secret = form.get("client_secret") ?? "";
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (basic) {
    const [id, pass] = Buffer.from(basic, "base64").toString("utf8").split(":");
    clientId = decodeURIComponent(id ?? "");
    secret = decodeURIComponent(pass ?? "");
  }
  if (clientId !== OAUTH_TEST_CLIENT_ID || !same(secret, OAUTH_TEST_CLIENT_SECRET))
    return json(res, 401, { error: "invalid_client" });
  if (form.get("grant_type") !== "authorization_code") return json(res, 400, { error: "unsupported_grant_type" });
  const code = form.get("code") ?? "";
  const grant = codes.get(code);
  codes.delete(code);
  if (
    !grant ||
    grant.expires < Date.now() ||
    grant.clientId !== clientId ||
    grant.redirectUri !== form.get("redirect_uri")
  ) {
    return json(res, 400, { error: "invalid_grant" });
  }
  const verifier = form.get("code_verifier") ?? "";
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  if (!verifier || !same(challenge, grant.challenge))
    return json(res, 400, { error: "invalid_grant", error_description: "PKCE" });
  const accessToken = randomBytes(24).toString("hex");
  tokens.set(accessToken, {
    user: grant.user,
    unverified: grant.unverified,
    noEmailVerified: grant.noEmailVerified,
    expires: Date.now() + 300_000,
  });
  json(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: 300, scope: "openid email profile" });
}

function userinfo(req: IncomingMessage, res: ServerResponse) {
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
  const grant = tokens.get(bearer);
  if (!grant || grant.expires < Date.now()) return json(res, 401, { error: "invalid_token" });
  json(res, 200, { ...testUser(grant.user), ...(grant.noEmailVerified ? {} : { email_verified: !grant.unverified }) });
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${OAUTH_TEST_PORT}`);
  const route = `${req.method} ${url.pathname}`;
  const handle = async () => {
    if (route === "GET /healthz") return json(res, 200, { ok: true });
    if (route === "GET /authorize") return authorize(url, req, res);
    if (route === "POST /token") return token(req, res);
    if (route === "GET /userinfo") return userinfo(req, res);
    json(res, 404, { error: "not_found" });
  };
  handle().catch(() => json(res, 500, { error: "server_error" }));
});

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").pop()!)) {
  server.listen(OAUTH_TEST_PORT, "127.0.0.1", () =>
    console.log(`test OAuth provider on http://127.0.0.1:${OAUTH_TEST_PORT}`),
  );
}
