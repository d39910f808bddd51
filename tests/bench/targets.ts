/**
 * What the bench (./run.ts) and the CPU step (./cpu.ts) share: the servers they start, and the pages
 * they load, picked from the catalog through the platform's API (BENCH_PORT, 3800 by default).
 */
import { spawn, type ChildProcess } from "node:child_process";

export const appPort = Number(process.env.BENCH_PORT ?? 3800);

export const api = `http://127.0.0.1:${appPort}/api`;
export const apiHeaders = {
  apikey: process.env.PLATFORM_API_KEY ?? "demo-public-api-key",
  language: "en",
  "content-type": "application/json",
};

/** A production storefront on `port` as the bench runs it: rendering every page unless told otherwise. */
export const storefrontEnv = (port: number) => ({
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: "warn",
  PAGE_CACHE_SECONDS: "0",
  ...secrets,
});

export function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.unref();
  return child;
}

export async function waitFor(url: string, timeoutMs = 120_000, init: RequestInit = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

export async function call<T>(method: string, path: string, body?: unknown, port = appPort): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
    method,
    headers: apiHeaders,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

type CategoryNode = { id: number; slug: string; productCount: number; children: CategoryNode[] };
type Facet = { attributeCode: string; type: string; values: { value: string; totalProducts: number }[] };

/** The busiest category and its newest products. */
export async function pickCatalog(port = appPort) {
  const tree = await call<CategoryNode[]>("POST", "v1/product/web/category/filter", { tree: true }, port);
  const flat: CategoryNode[] = [];
  const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (flat.push(n), walk(n.children)));
  walk(tree);
  const category = flat.sort((a, b) => b.productCount - a.productCount)[0];
  const list = await call<{ records: { slug: string; name: string }[] }>(
    "POST",
    "v1/product/web/filter",
    { mainCategory: category.id, limit: 50, sort: "newest" },
    port,
  );
  return { category, products: list.records };
}

/** That category with two of its facets' most common values and a sort: the page shoppers hit most. */
export async function pickUrls({ category, products }: Awaited<ReturnType<typeof pickCatalog>>, port = appPort) {
  const facets = await call<Facet[]>(
    "POST",
    "v1/product/layered/navigation",
    { mainCategory: category.id, filters: {} },
    port,
  );
  const choice = facets.filter((f) => f.type !== "price" && f.values.length > 1).slice(0, 2);
  const query = new URLSearchParams();
  for (const facet of choice)
    query.append(facet.attributeCode, [...facet.values].sort((a, b) => b.totalProducts - a.totalProducts)[0].value);
  query.set("sort", "priceAsc");
  const base = `http://127.0.0.1:${port}`;
  const words = [
    ...new Set(products.flatMap((r) => r.name.toLowerCase().split(/\s+/)).filter((w) => w.length > 3)),
  ].slice(0, 20);
  const cart = await cartFixture(
    base,
    products.length
      ? await productIds(
          products.slice(0, 10).map((r) => r.slug),
          port,
        )
      : [],
  );
  return {
    cart: {
      name: `cart page (${cart.lines} lines)`,
      urls: [`${base}/cart`],
      init: { headers: { cookie: cart.cookie } },
    },
    category: {
      name: `category /shop/${category.slug}?${query} (${category.productCount} products)`,
      urls: [`${base}/shop/${category.slug}?${query}`],
    },
    product: { name: "product pages", urls: products.slice(0, 30).map((r) => `${base}/product/${r.slug}`) },
    search: {
      name: "search pages",
      urls: words.map((w) => `${base}/search?search=${encodeURIComponent(w)}&category=products`),
    },
    home: { name: "home page", urls: [`${base}/`] },
    // The product pages again, read by a shopper with that cart: as shipped, one copy per cart count
    // (docs/decisions/0041-page-variants.md); rendered, what any visitor with a cart costs.
    cartProduct: {
      name: `product pages, shopper with a cart (${cart.lines} lines)`,
      urls: products.slice(0, 30).map((r) => `${base}/product/${r.slug}`),
      init: { headers: { cookie: cart.cookie } },
    },
    // Last: its writes (a cart per request) must not weigh on the reads measured before.
    add: {
      name: "add to cart (a new cart each time, 303)",
      urls: [`${base}/cart`],
      init: {
        method: "POST" as const,
        headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
        body: `intent=add&productId=${cart.productIds[0]}&quantity=1`,
      },
    },
  };
}

async function productIds(slugs: string[], port: number): Promise<number[]> {
  const ids: number[] = [];
  for (const slug of slugs) {
    const product = await call<{ id: number; format: string; inStock: boolean }>(
      "GET",
      `v1/product/web/get?slug=${encodeURIComponent(slug)}`,
      undefined,
      port,
    );
    if (product.format !== "Configurable" && product.inStock) ids.push(product.id);
  }
  return ids;
}

/** A cart with a line per product, made through the storefront so that its cookie is signed. */
async function cartFixture(base: string, ids: number[]) {
  let cookie = "";
  let lines = 0;
  for (const id of ids) {
    const res = await fetch(`${base}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: {
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: `intent=add&productId=${id}&quantity=1`,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("cart="));
    if (set) cookie = set.split(";")[0];
    if (res.status === 303) lines++;
  }
  if (!cookie) throw new Error("the storefront set no cart cookie");
  return { cookie, lines, productIds: ids };
}

export const secrets = {
  SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  PLATFORM_SECRET: "bench-platform-secret-0123456789abcdef",
};
