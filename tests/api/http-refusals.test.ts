/**
 * Every platform route, from the contract (so the list cannot drift from the routes): a method it
 * does not take answers 405 naming the ones it does, a body that is not JSON 415, broken JSON
 * 400, always in the error envelope of spec section 8 and never as a 404 or a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpMethod } from "#server/contract";
import { contractEndpoints } from "../support/endpoints";
import {
  defaultHeaders,
  errorProblems,
  startTestPlatform,
  type TestPlatform,
  type TestResponse,
} from "../support/platform";

const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Path → the methods the contract mounts on it. */
const routes = new Map<string, Set<HttpMethod>>();
const services = ["site", "cms", "catalog", "accounts", "cart"];
for (const [name, e] of contractEndpoints) {
  if (!services.includes(name.split(".")[0]!)) continue;
  const path = `/api/${e.path.replace(/:[A-Za-z_]+/g, "1")}`;
  routes.set(path, (routes.get(path) ?? new Set()).add(e.method));
}
const table = [...routes].map(([path, methods]) => ({ path, methods: [...methods].sort() }));

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

async function send(
  path: string,
  method: string,
  headers: Record<string, string> = {},
  body?: BodyInit,
): Promise<TestResponse> {
  const response = await t.platform.fetch(
    new Request(`http://localhost${path}`, { method, headers: { ...defaultHeaders, ...headers }, body }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

describe("the contract", () => {
  it("has routes to check", () => {
    expect(table.length).toBeGreaterThan(40);
  });
});

describe.each(table)("$path ($methods)", ({ path, methods }) => {
  const wrong = METHODS.filter((m) => !methods.includes(m));
  const withBody = methods.filter((m) => m !== "GET");

  it.each(wrong)("%s answers 405 naming the methods it takes", async (method) => {
    const res = await send(path, method, { "content-type": "application/json" }, method === "GET" ? undefined : "{}");
    expect(errorProblems(res, 405, new RegExp(`^Method not allowed: ${method} `))).toEqual([]);
    const allow = res.headers.get("allow")!.split(", ");
    expect(allow.filter((m) => m !== "HEAD").sort()).toEqual(methods);
  });

  it.runIf(withBody.length)("a text/plain body answers 415", async () => {
    for (const method of withBody) {
      const res = await send(path, method, { "content-type": "text/plain" }, '{"id": 1}');
      expect(errorProblems(res, 415, /application\/json/), method).toEqual([]);
    }
  });

  it.runIf(withBody.length)("a multipart body answers 415", async () => {
    for (const method of withBody) {
      const form = new FormData();
      form.set("file", new Blob(["not an upload route"]), "a.txt");
      const res = await send(path, method, {}, form);
      expect(errorProblems(res, 415, /application\/json/), method).toEqual([]);
    }
  });

  it.runIf(withBody.length)("broken JSON answers 400", async () => {
    for (const method of withBody) {
      const res = await send(path, method, { "content-type": "application/json" }, '{"id": ');
      expect(errorProblems(res, 400, "Malformed JSON body."), method).toEqual([]);
    }
  });
});

it("a known media path with another method answers 405", async () => {
  const res = await send("/media/demo/1/Thumbnail/a.webp", "POST", { "content-type": "application/json" }, "{}");
  expect(errorProblems(res, 405)).toEqual([]);
  expect(res.headers.get("allow")).toBe("GET, HEAD");
});
