/**
 * The soak (issue 16 item 4): `npm run bench:soak` (after `npm run build`). It starts one production
 * storefront host (server.ts, NODE_ENV=production, one worker unless SOAK_WORKERS) on a fresh demo
 * database in .tmp/soak (or on DATABASE_URL's PostgreSQL: an empty one is seeded with the demo), then
 * sends it mixed traffic at a fixed rate for SOAK_SECONDS (600) with autocannon, SOAK_RATE requests
 * per second overall (20), shared out among the steps below (each step at least 1 request/s). Every
 * step is what a browser without JavaScript sends, cookies carried from answer to request:
 * - browse: the home page, a content page, a product page;
 * - filter: the busiest category with two filters and a sort (tests/bench/targets.ts `pickUrls`);
 * - search: the search page for words of product names;
 * - add to cart: the cart form's post (a new cart), a second line with the cart cookie, the cart page;
 * - checkout: a guest's whole storefront checkout paid through the payment sandbox's hosted form: a
 *   new cart, the address step, the courier, the payment page (its cart snapshot), the order with
 *   card payment, the sandbox's approval, the payment result (a 303 to the success page);
 * - login: the login form of a demo or registered customer, the profile page, the logout form;
 * - edit a page: a back-office user's edit mode (`?editPage=true`) and its title form, one page per
 *   editor so that editors never conflict.
 * Each visitor (one pass through a step) comes from an address of its own (X-Forwarded-For, the host
 * trusting loopback): a shop's visitors are many, and the per-address limits (orders per hour,
 * failed logins) would otherwise be what the soak measures. Logins always succeed, and the login
 * limiter counts only failures; a 429 is still counted apart from the other 4xx.
 *
 * It reports, per request of each step, the count, p50 and p99 latency and the 4xx, 429 and 5xx
 * answers; the flows completed and aborted; the host's RSS and heap used from its /metrics (loopback)
 * at the start, middle and end; then pass/fail lines, and exits 1 when one fails:
 * - zero 5xx (and none in the host's own http_server_errors_total), no connection error or timeout;
 * - memory flat: the heap's floor at the end (the least heap used among the samples of the last
 *   fifth of the run) at most 20 % above its floor in the middle (samples between 40 % and 60 % of
 *   the time, after warm-up). Heap used saws with garbage collection, so a sample's value depends on
 *   when it falls; the floor is what the collector gets back to, the live data, which a leak raises;
 * - orders in the database (the project's db layer, counting this run's orders by their e-mail)
 *   equal to the checkouts that reached the success page, every one of them paid. At the end of the
 *   time no new checkout starts and those under way finish before the count.
 *
 * BENCH_PORT (3800) is the host's port. SOAK_DATA_DIR (.tmp/soak). For a short run:
 * `SOAK_SECONDS=90 npm run bench:soak`. It is a bench, not a test: nothing here runs in vitest.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
// @ts-expect-error: autocannon ships no type declarations; the part used here is typed below.
import autocannonUntyped from "autocannon";
import { sql } from "kysely";
import { openDatabase } from "#server/db";
import { demoAccounts } from "#server/modules/accounts/seed";
import { storefrontProof } from "#server/secrets";
import { checkoutSetup } from "./checkout-setup";
import { appPort, call, pickCatalog, pickUrls, secrets, start, waitFor } from "./targets";

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 20);
const workers = Number(process.env.SOAK_WORKERS ?? 1);
const dataDir = resolve(process.env.SOAK_DATA_DIR ?? ".tmp/soak");
const databaseUrl = process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : null;
const origin = `http://127.0.0.1:${appPort}`;
const adminPassword = "soak-admin-password-1";
const customerPassword = "soak-customer-password-1";
/** This run's mark on what it creates (order e-mails, accounts), so that a reused database counts only it. */
const runId = Date.now().toString(36);
/** How long draining checkouts may take after the end before the count goes ahead anyway. */
const DRAIN_MS = 60_000;
/** The "memory flat" line: end heap at most this much above the middle's. */
const HEAP_GROWTH_ALLOWED = 0.2;

// ------------------------------------------------------------------------------------- autocannon

interface RequestSpec {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
type Context = Record<string, unknown>;
type AnswerHeaders = Record<string, string | string[]>;
interface AutocannonRequest {
  /** Ours: which step and request an answer belongs to. */
  label: string;
  setupRequest(req: RequestSpec, context: Context): RequestSpec | null;
  onResponse(status: number, body: string, context: Context, headers: AnswerHeaders): void;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
}
interface AutocannonClient {
  /** The request answered and its visit (the iterator moves on only after the response event). */
  requestIterator: { currentRequest: AutocannonRequest; context: Visit };
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: "response", listener: (client: AutocannonClient, status: number, bytes: number, ms: number) => void): void;
  stop(): void;
}
const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  overallRate: number;
  duration: number;
  timeout: number;
  requests: AutocannonRequest[];
}) => AutocannonInstance;

// ------------------------------------------------------------------------------------- visitors

/** One pass through a step: a visitor with an address and cookies of its own. */
interface Visit {
  ip: string;
  jar: Map<string, string>;
  broken?: boolean;
  /** A visit that only asks /livez (its answers are not counted). */
  idle?: boolean;
  started?: boolean;
  [key: string]: unknown;
}

let visitors = 0;
/** Addresses 10.x.y.z from a start of this run's own, so that a reused database's limits do not carry over. */
const firstVisitor = Math.floor(Math.random() * 4_000_000);
function newVisit(): Visit {
  const n = firstVisitor + ++visitors;
  return { ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, jar: new Map() };
}

const headerOf = (headers: AnswerHeaders, name: string): string[] => {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

function keepCookies(jar: Map<string, string>, headers: AnswerHeaders) {
  for (const line of headerOf(headers, "set-cookie")) {
    const pair = line.split(";")[0]!;
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1);
    if (!value || /;\s*max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The toast the answer set (a signed cookie: its value is base64 JSON before the signature). */
function toastOf(headers: AnswerHeaders): { type: string; key: string } | null {
  const line = headerOf(headers, "set-cookie").find((c) => c.startsWith("toast="));
  const value = line && decodeURIComponent(line.slice("toast=".length).split(";")[0]!);
  if (!value) return null;
  try {
    return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")) as {
      type: string;
      key: string;
    };
  } catch {
    return null;
  }
}

const locationOf = (headers: AnswerHeaders) => headerOf(headers, "location")[0] ?? "";
const unescapeHtml = (s: string) =>
  s.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) =>
    e === "amp" ? "&" : e === "quot" ? '"' : e === "lt" ? "<" : e === "gt" ? ">" : "'",
  );

/** A request of a step: where it goes, its form (a POST), and whether its answer lets the visit go on. */
interface Step {
  label: string;
  path: (visit: Visit) => string | null;
  form?: (visit: Visit) => [string, string][];
  ok: (answer: { status: number; body: string; headers: AnswerHeaders; visit: Visit }) => boolean;
}

interface Flow {
  name: string;
  /** Share of the overall rate. */
  share: number;
  steps: Step[];
  /** Called as a visit starts; false: nothing to do (draining), the visit only asks /livez. */
  begin?: (visit: Visit) => boolean;
  end?: (visit: Visit, completed: boolean) => void;
  /** At most this many connections (editors: one page each). */
  maxConnections?: number;
}

interface Tally {
  latencies: number[];
  c4xx: number;
  c429: number;
  c5xx: number;
}
const tallies = new Map<string, Tally>();
const flowCounts = new Map<string, { completed: number; aborted: number }>();

function requestsOf(flow: Flow): AutocannonRequest[] {
  const counts = { completed: 0, aborted: 0 };
  flowCounts.set(flow.name, counts);
  const last = flow.steps.length - 1;
  const finish = (visit: Visit, completed: boolean) => {
    if (!visit.started) return;
    visit.started = false;
    if (completed) counts.completed++;
    else counts.aborted++;
    flow.end?.(visit, completed);
  };
  return flow.steps.map((step, i) => {
    const label = `${flow.name}: ${step.label}`;
    tallies.set(label, { latencies: [], c4xx: 0, c429: 0, c5xx: 0 });
    return {
      label,
      setupRequest(req, context) {
        if (i === 0) Object.assign(context, newVisit());
        const visit = context as Visit;
        const path = visit.broken || (i === 0 && flow.begin && !flow.begin(visit)) ? null : step.path(visit);
        if (path === null && i === 0) {
          // autocannon needs a first request: nothing to do (draining, or no free editor), so /livez, not counted.
          visit.broken = visit.idle = true;
          return { ...req, method: "GET", path: "/livez", headers: {}, body: undefined };
        }
        if (i === 0) visit.started = true;
        if (path === null) {
          // A request the visit cannot make (an earlier answer went wrong, or timed out): start anew.
          finish(visit, false);
          return null;
        }
        const headers: Record<string, string> = {
          accept: "text/html",
          "user-agent": "soak",
          "x-forwarded-for": visit.ip,
        };
        if (visit.jar.size) headers.cookie = [...visit.jar].map(([k, v]) => `${k}=${v}`).join("; ");
        if (!step.form) return { ...req, method: "GET", path, headers, body: undefined };
        headers.origin = origin;
        headers["content-type"] = "application/x-www-form-urlencoded";
        return { ...req, method: "POST", path, headers, body: new URLSearchParams(step.form(visit)).toString() };
      },
      onResponse(status, body, context, headers) {
        const visit = context as Visit;
        if (visit.broken) return;
        keepCookies(visit.jar, headers);
        if (!step.ok({ status, body, headers, visit })) {
          visit.broken = true;
          finish(visit, false);
        } else if (i === last) finish(visit, true);
      },
    };
  });
}

function record(label: string, status: number, ms: number) {
  const tally = tallies.get(label);
  if (!tally) return;
  tally.latencies.push(ms);
  if (status === 429) tally.c429++;
  else if (status >= 500) tally.c5xx++;
  else if (status >= 400) tally.c4xx++;
}

// ------------------------------------------------------------------------------------- the host

interface Memory {
  at: number;
  rss: number;
  heap: number;
}

async function metrics(): Promise<Map<string, number>> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const name = line.slice(0, line.search(/[{ ]/));
    values.set(name, (values.get(name) ?? 0) + Number(line.slice(line.lastIndexOf(" ") + 1)));
  }
  return values;
}

async function memory(started: number): Promise<Memory> {
  const m = await metrics();
  return {
    at: (performance.now() - started) / 1000,
    rss: m.get("process_resident_memory_bytes") ?? NaN,
    heap: m.get("nodejs_heap_size_used_bytes") ?? NaN,
  };
}

/** A form post through the storefront as a browser sends it (setup only). */
async function post(path: string, form: Record<string, string>, ip: string, cookie = "") {
  return fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin,
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": ip,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
}

const cookieFrom = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0] ?? "";

// ------------------------------------------------------------------------------------- setup

const address = (email: string): [string, string][] => [
  ["shipping.firstName", "Soak"],
  ["shipping.lastName", "Shopper"],
  ["shipping.contactEmail", email],
  ["shipping.contactPhone", "+385 91 000 0000"],
  ["shipping.street", "Ilica"],
  ["shipping.houseNumber", "1"],
  ["shipping.zipCode", "10000"],
  ["shipping.city", "Zagreb"],
  ["shipping.country", "HR"],
];

/** Physical products a shopper adds with one press, the courier, card payment and the checkout consents. */
const checkoutCatalog = () =>
  checkoutSetup(call, {
    shipping: Object.fromEntries(address("soak@example.com").map(([k, v]) => [k.slice("shipping.".length), v])),
    paymentType: "HPF",
    physicalOnly: true,
    pages: 3,
    minProducts: 2,
  });

/** The demo customer and a few customers registered for this run (unverified users may log in). */
async function loginAccounts(): Promise<{ email: string; password: string }[]> {
  process.env.PLATFORM_SECRET = secrets.PLATFORM_SECRET;
  const accounts: { email: string; password: string }[] = [
    { email: demoAccounts.customer.email, password: customerPassword },
  ];
  for (let n = 1; n <= 4; n++) {
    const email = `soak-${runId}-customer-${n}@example.com`;
    const res = await fetch(`${origin}/api/v1/user/web/register`, {
      method: "POST",
      headers: {
        apikey: "demo-public-api-key",
        language: "en",
        "content-type": "application/json",
        storefront: storefrontProof(),
        clientip: newVisit().ip,
      },
      body: JSON.stringify({ details: { firstName: "Soak", lastName: "Customer" }, email, password: customerPassword }),
    });
    if (!res.ok) throw new Error(`registering ${email}: ${res.status} ${await res.text()}`);
    accounts.push({ email, password: customerPassword });
  }
  return accounts;
}

/** An editor: a back-office session and the page it alone edits, with its title as found. */
interface Desk {
  page: string;
  cookie: string;
  title: string;
  busy: boolean;
  edits: number;
}

const EDIT_PAGES = ["/privacy-policy", "/try-for-free", "/about-us"];

async function desks(count: number): Promise<Desk[]> {
  const made: Desk[] = [];
  for (const page of EDIT_PAGES.slice(0, count)) {
    const login = await post(
      "/adminLogin",
      { username: demoAccounts.admin.email, password: adminPassword },
      newVisit().ip,
    );
    const cookie = cookieFrom(login, "session");
    if (login.status !== 303 || !cookie) throw new Error(`admin login: ${login.status}`);
    const html = await (await fetch(`${origin}${page}?editPage=true`, { headers: { cookie } })).text();
    const input = /<input[^>]*name="title"[^>]*>/.exec(html)?.[0];
    const title = input && /value="([^"]*)"/.exec(input)?.[1];
    if (!title) throw new Error(`no edit mode on ${page}`);
    made.push({ page, cookie, title: unescapeHtml(title), busy: false, edits: 0 });
  }
  return made;
}

// ------------------------------------------------------------------------------------- the flows

let draining = false;
const successfulOrders = new Set<string>();
let checkoutsUnderWay = 0;
let refusedEdits = 0;
const soldOut = new Set<number>();

async function flows(): Promise<Flow[]> {
  const catalog = await pickCatalog();
  const urls = await pickUrls(catalog);
  const path = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };
  const productPages = urls.product.urls.map(path);
  const searches = urls.search.urls.map(path);
  const checkout = await checkoutCatalog();
  const accounts = await loginAccounts();
  const editors = await desks(EDIT_PAGES.length);
  const contentPages = ["/about-us", "/privacy-policy", "/try-for-free"];
  for (const page of contentPages)
    if (!(await fetch(`${origin}${page}`)).ok) throw new Error(`content page ${page} not found`);

  let n = 0;
  const next = <T>(list: T[]) => list[n++ % list.length]!;
  const product = () => {
    const available = checkout.productIds.filter((id) => !soldOut.has(id));
    return next(available.length ? available : checkout.productIds);
  };
  const status =
    (...codes: number[]) =>
    ({ status }: { status: number }) =>
      codes.includes(status);
  /** The cart form's add: a 303 with the success toast; a product out of stock leaves the rotation. */
  const added = ({ status, headers, visit }: { status: number; headers: AnswerHeaders; visit: Visit }) => {
    const toast = toastOf(headers);
    if (status === 303 && toast?.type === "error") soldOut.add(visit.product as number);
    return status === 303 && toast?.type === "success";
  };
  const add = (label: string): Step => ({
    label,
    path: () => "/cart",
    form: (v) => {
      v.product = product();
      return [
        ["intent", "add"],
        ["productId", String(v.product)],
        ["quantity", "1"],
      ];
    },
    ok: added,
  });

  return [
    {
      name: "browse",
      share: 0.3,
      steps: [
        { label: "home", path: () => "/", ok: status(200) },
        { label: "content page", path: () => next(contentPages), ok: status(200) },
        { label: "product page", path: () => next(productPages), ok: status(200) },
      ],
    },
    {
      name: "filter",
      share: 0.12,
      steps: [{ label: "category, 2 filters, sort", path: () => path(urls.category.urls[0]!), ok: status(200) }],
    },
    { name: "search", share: 0.12, steps: [{ label: "search page", path: () => next(searches), ok: status(200) }] },
    {
      name: "add to cart",
      share: 0.12,
      steps: [
        add("cart form, new cart"),
        add("cart form, cart cookie"),
        { label: "cart page", path: () => "/cart", ok: status(200) },
      ],
    },
    {
      name: "checkout",
      share: 0.2,
      begin: () => !draining,
      steps: [
        add("cart form"),
        {
          label: "address step",
          path: () => "/checkout?index",
          form: (v) => [
            ...address(`soak-${runId}-${v.ip}@example.com`),
            ...checkout.consents.map((c): [string, string] => ["consents", c]),
          ],
          ok: ({ status, headers }) => status === 303 && locationOf(headers).endsWith("/checkout/shipping"),
        },
        {
          label: "courier",
          path: () => "/checkout/shipping",
          form: () => [["methodId", String(checkout.courierId)]],
          ok: ({ status, headers }) => status === 303 && locationOf(headers).endsWith("/checkout/payment"),
        },
        {
          label: "payment page",
          path: () => "/checkout/payment",
          ok: ({ status, body, visit }) => {
            const snapshot = /<input type="hidden" name="cart" value="([^"]*)"/.exec(body)?.[1];
            visit.snapshot = snapshot && unescapeHtml(snapshot);
            return status === 200 && !!snapshot;
          },
        },
        {
          label: "order, card payment",
          path: () => "/checkout/payment",
          form: (v) => {
            checkoutsUnderWay++;
            v.ordering = true;
            return [
              ["intent", "order"],
              ["methodId", String(checkout.paymentMethodId)],
              ...checkout.consents.map((c): [string, string] => ["consents", c]),
              ["cart", v.snapshot as string],
            ];
          },
          ok: ({ status, body, visit }) => {
            visit.reference = /payment-sandbox\/hpf\/([\w-]+)/.exec(body)?.[1];
            return status === 200 && !!visit.reference;
          },
        },
        {
          label: "sandbox approves",
          path: (v) => (v.reference ? `/api/v1/payment-sandbox/hpf/${v.reference as string}?lang=en` : null),
          form: () => [["decision", "approve"]],
          ok: ({ status, headers, visit }) => {
            const to = locationOf(headers);
            visit.result = to.startsWith(origin) ? to.slice(origin.length) : undefined;
            return status === 303 && !!visit.result;
          },
        },
        {
          label: "payment result",
          path: (v) => (v.result as string | undefined) ?? null,
          ok: ({ status, headers }) => {
            const slug = /\/checkout\/success\?orderSlug=([\w-]+)/.exec(locationOf(headers))?.[1];
            if (status === 303 && slug) successfulOrders.add(slug);
            return status === 303 && !!slug;
          },
        },
      ],
      end: (visit) => {
        if (visit.ordering) checkoutsUnderWay--;
      },
    },
    {
      name: "login",
      share: 0.07,
      steps: [
        {
          label: "login form",
          path: () => "/login",
          form: () => {
            const account = next(accounts);
            return [
              ["username", account.email],
              ["password", account.password],
            ];
          },
          ok: status(303),
        },
        { label: "profile page", path: () => "/profile", ok: status(200) },
        { label: "logout form", path: () => "/_actions/logout", form: () => [["locale", "en"]], ok: status(303) },
      ],
    },
    {
      name: "edit a page",
      share: 0.07,
      maxConnections: editors.length,
      steps: [
        {
          label: "edit mode",
          path: (v) => {
            const desk = editors.find((d) => !d.busy);
            if (!desk) return null;
            desk.busy = true;
            v.desk = desk;
            v.jar.set("session", desk.cookie.slice("session=".length));
            return `${desk.page}?editPage=true`;
          },
          ok: ({ status, body, visit }) => {
            visit.version = /name="version" value="(\d+)"/.exec(body)?.[1];
            return status === 200 && !!visit.version;
          },
        },
        {
          label: "title form",
          path: (v) => `${(v.desk as Desk).page}?editPage=true`,
          form: (v) => {
            const desk = v.desk as Desk;
            desk.edits++;
            return [
              ["intent", "title"],
              ["version", v.version as string],
              // Back and forth, so that the page's title stays readable.
              ["title", desk.edits % 2 ? `${desk.title} (soak)` : desk.title],
            ];
          },
          ok: ({ status, headers }) => {
            const key = toastOf(headers)?.key;
            const saved = key === "editor.saved" || key === "editor.savedDraft";
            if (status === 303 && !saved) refusedEdits++;
            return status === 303 && saved;
          },
        },
      ],
      end: (visit) => {
        const desk = visit.desk as Desk | undefined;
        if (!desk) return;
        desk.busy = false;
        // The session may have been refreshed meanwhile (rotated tokens): the desk keeps the newest.
        const session = visit.jar.get("session");
        if (session) desk.cookie = `session=${session}`;
      },
    },
  ];
}

// ------------------------------------------------------------------------------------- the report

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
/** The least heap used among samples: what garbage collection gets back to. */
const floor = (samples: Memory[]) => (samples.length ? Math.min(...samples.map((s) => s.heap)) : NaN);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (n: number) => (Number.isNaN(n) ? "-" : n.toFixed(1));

async function ordersOfThisRun(): Promise<Map<string, string>> {
  const { db, close } = openDatabase(databaseUrl ?? join(dataDir, "storefront.sqlite"));
  try {
    const rows = await db
      .selectFrom("orders")
      .select(["slug", "status"])
      .where(sql<boolean>`email like ${`soak-${runId}-%`}`)
      .execute();
    return new Map(rows.map((r) => [r.slug, r.status]));
  } finally {
    await close();
  }
}

async function main() {
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const host = start(["--import", "tsx", "server.ts"], {
    NODE_ENV: "production",
    PORT: String(appPort),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: String(workers),
    TRUST_PROXY: "loopback",
    // The shoppers pay by card through the sandbox, which production runs only when asked.
    PAYMENT_SANDBOX: "1",
    DEMO_ADMIN_PASSWORD: adminPassword,
    DEMO_CUSTOMER_PASSWORD: customerPassword,
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...secrets,
  });
  const stop = () => host.exitCode === null && host.kill("SIGTERM");
  process.on("exit", stop);
  try {
    await waitFor(`${origin}/healthz`, 300_000);
    const plan = await flows();
    const weight = plan.reduce((sum, f) => sum + f.share, 0);
    const rates = plan.map((f) => Math.max(1, Math.round((rate * f.share) / weight)));
    console.log(
      `soak: ${seconds} s at ${rates.reduce((a, b) => a + b, 0)} requests/s on ${databaseUrl ? "PostgreSQL" : "SQLite"}, ` +
        `${workers} worker(s): ${plan.map((f, i) => `${f.name} ${rates[i]}/s`).join(", ")}`,
    );

    const started = performance.now();
    const samples: Memory[] = [await memory(started)];
    const before = await metrics();
    const sampleEvery = Math.max(1, Math.min(10, seconds / 30)) * 1000;
    const sampler = setInterval(() => void memory(started).then((m) => samples.push(m), console.error), sampleEvery);

    const instances = plan.map((flow, i) => {
      const instance = autocannon({
        url: origin,
        connections: Math.min(rates[i]!, flow.maxConnections ?? Infinity),
        overallRate: rates[i]!,
        // The checkout ends when its last visits are through (below), not at the deadline.
        duration: flow.begin ? seconds + DRAIN_MS / 1000 + 60 : seconds,
        timeout: 30,
        requests: requestsOf(flow),
      });
      instance.on("response", (client, status, _bytes, took) => {
        if (!client.requestIterator.context.idle) record(client.requestIterator.currentRequest.label, status, took);
      });
      return instance;
    });
    const checkoutAt = plan.findIndex((f) => f.begin);
    setTimeout(async () => {
      draining = true;
      const until = Date.now() + DRAIN_MS;
      while (checkoutsUnderWay > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      instances[checkoutAt]!.stop();
    }, seconds * 1000);
    const results = await Promise.all(instances);
    clearInterval(sampler);
    samples.push(await memory(started));
    const after = await metrics();
    const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    const orders = await ordersOfThisRun();
    const elapsed = (performance.now() - started) / 1000;

    // Per request.
    const lines: string[] = [
      `Soak on ${databaseUrl ? "PostgreSQL" : "SQLite"}, ${workers} worker(s), ${seconds} s at ${rates.reduce((a, b) => a + b, 0)} requests/s ` +
        `(answered: ${([...tallies.values()].reduce((n, t) => n + t.latencies.length, 0) / elapsed).toFixed(1)}/s over ${elapsed.toFixed(0)} s); ${new Date().toISOString()}`,
      "",
      "| step: request | count | per s | p50 ms | p99 ms | 4xx | 429 | 5xx |",
      "|---|---|---|---|---|---|---|---|",
    ];
    let total5xx = 0;
    for (const [label, t] of tallies) {
      const sorted = t.latencies.sort((a, b) => a - b);
      total5xx += t.c5xx;
      lines.push(
        `| ${label} | ${sorted.length} | ${(sorted.length / elapsed).toFixed(2)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${t.c4xx} | ${t.c429} | ${t.c5xx} |`,
      );
    }
    lines.push("", "| step | visits completed | aborted | connection errors | timeouts |", "|---|---|---|---|---|");
    plan.forEach((flow, i) => {
      const c = flowCounts.get(flow.name)!;
      lines.push(`| ${flow.name} | ${c.completed} | ${c.aborted} | ${results[i]!.errors} | ${results[i]!.timeouts} |`);
    });
    if (refusedEdits) lines.push("", `Edits refused by the editor (a conflict or another refusal): ${refusedEdits}`);
    if (soldOut.size) lines.push("", `Products sold out during the run: ${soldOut.size}`);

    // Memory.
    const window = (from: number, to: number) => samples.filter((s) => s.at >= from * seconds && s.at <= to * seconds);
    const middle = window(0.4, 0.6);
    const end = samples.filter((s) => s.at >= 0.8 * seconds);
    const row = (name: string, s: Memory[]) =>
      `| ${name} | ${s.length} | ${mb(median(s.map((m) => m.rss)))} | ${mb(median(s.map((m) => m.heap)))} | ${mb(floor(s))} |`;
    lines.push(
      "",
      "| host memory | samples | RSS MB (median) | heap used MB (median) | heap used MB (floor) |",
      "|---|---|---|---|---|",
      row("start (before the load)", samples.slice(0, 1)),
      row("middle (40-60 % of the time)", middle),
      row("end (last 20 % and after)", end),
    );
    const middleHeap = floor(middle);
    const endHeap = floor(end);

    // Orders.
    const notPaid = [...orders].filter(([, status]) => status !== "paid");
    const missing = [...successfulOrders].filter((slug) => !orders.has(slug));

    const checks: [string, boolean, string][] = [
      [
        "zero 5xx",
        total5xx === 0 && delta("http_server_errors_total") === 0,
        `${total5xx} seen, ${delta("http_server_errors_total")} in the host's http_server_errors_total`,
      ],
      [
        "no connection errors or timeouts",
        results.every((r) => r.errors === 0 && r.timeouts === 0),
        `${results.reduce((s, r) => s + r.errors, 0)} errors, ${results.reduce((s, r) => s + r.timeouts, 0)} timeouts`,
      ],
      [
        `memory flat: heap floor at the end at most ${HEAP_GROWTH_ALLOWED * 100} % above the middle's`,
        endHeap <= middleHeap * (1 + HEAP_GROWTH_ALLOWED),
        `${mb(middleHeap)} MB -> ${mb(endHeap)} MB (${(((endHeap - middleHeap) / middleHeap) * 100).toFixed(1)} %)`,
      ],
      [
        "orders in the database equal to successful checkouts, all paid",
        orders.size === successfulOrders.size &&
          missing.length === 0 &&
          notPaid.length === 0 &&
          checkoutsUnderWay === 0,
        `${orders.size} orders, ${successfulOrders.size} checkouts reached the success page ` +
          `(the host's orders_created_total: +${delta("orders_created_total")})` +
          (notPaid.length ? `; not paid: ${notPaid.map(([slug, s]) => `${slug} ${s}`).join(", ")}` : "") +
          (missing.length ? `; not in the database: ${missing.join(", ")}` : "") +
          (checkoutsUnderWay ? `; ${checkoutsUnderWay} still under way at the count` : ""),
      ],
    ];
    lines.push("", ...checks.map(([label, ok, figure]) => `- ${ok ? "PASS" : "FAIL"} ${label}: ${figure}`));
    const table = lines.join("\n");
    console.log(table);
    writeFileSync(join(dataDir, `results-soak-${databaseUrl ? "postgres" : "sqlite"}.md`), table + "\n");
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
