/**
 * Hostile input over every platform route (issue 16 item 6): for each endpoint of the contract,
 * inputs shaped like its own but with wrong types, huge values and unicode edge cases in every
 * field, hostile path segments, and raw bodies that are not JSON at all, from an anonymous caller
 * and from a back-office user (who gets past the authorization into the validation). Each must be
 * answered with a 4xx envelope, never a 5xx, and nothing may be written.
 *
 * fast-check drives it with a fixed seed (FUZZ_SEED) and FUZZ_RUNS cases per endpoint and caller:
 * few in the test suite, many in the bench (`npm run bench:fuzz`).
 */
process.env.PLATFORM_SECRET ??= "fuzz-test-platform-secret-of-32-chars";

import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { fillPath, fromSearchParams, toQueryString, type Endpoint } from "#server/contract/define";
import { setBackofficeUser } from "#server/modules/accounts";
import { siteScope } from "#server/modules/scope";
import { contractEndpoints } from "../support/endpoints";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { SITE_ID, signedInUser } from "./accounts-fixture";

const seed = Number(process.env.FUZZ_SEED ?? 20261126);
const numRuns = Number(process.env.FUZZ_RUNS ?? 6);

/** Values no field expects: wrong types, out-of-range numbers, hostile and odd text. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2_147_483_648,
    0.5,
    "",
    " ",
    "NaN",
    "Infinity",
    "-0",
    "1e999",
    "__proto__",
    "constructor",
    "\u0000",
    "\uD800",
    "\uFEFF\u202Eevil",
    "😀".repeat(300),
    "<script>alert(1)</script>",
    "'; DROP TABLE users; --",
    "../../etc/passwd",
    "javascript:alert(1)",
    "x".repeat(200_000),
    [],
    {},
    { __proto__: { admin: true } },
    [[[[[[[[[[[]]]]]]]]]]],
  ),
  fc.string({ unit: "binary", maxLength: 64 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** The field names of an input schema (through its pipes, defaults and optionals), if it is an object. */
function fieldsOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def?: Record<string, unknown> }).def ?? {};
  if ("shape" in schema && schema.shape && typeof schema.shape === "object") return Object.keys(schema.shape);
  for (const inner of [def.in, def.innerType, def.schema]) if (inner) return fieldsOf(inner as z.ZodType);
  return [];
}

/** Path segments are text on the wire: odd, out-of-range and hostile text. */
const pathValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom("-1", "0", "1.5", "1e999", "NaN", "2147483648", "%00", "..", " ", "x".repeat(5000), "😀"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
  fc.integer(),
);

/**
 * An input with the endpoint's own fields (and its path's), each given a hostile value or left
 * out. Uploads (`files`) are File objects no JSON can carry; the raw bodies cover that wire.
 */
function shapedInput(e: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const pathFields = [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  const fields = [...new Set([...fieldsOf(e.input), ...pathFields])].filter((field) => field !== "files");
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of fields) record[field] = pathFields.includes(field) ? pathValue : hostileValue;
  return fc.record(record, { requiredKeys: pathFields });
}

/** Bodies that are not the JSON object any endpoint takes. */
const rawBody = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom("", "{", '{"a":', "null", "[]", "1e999", '"text"', `{"__proto__":{"x":1}}`, "[".repeat(5000)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);

let t: TestPlatform;
const callers: Record<"anonymous" | "backoffice", Record<string, string>> = { anonymous: {}, backoffice: {} };

/** How many rows each table holds (one query): what a refused call must leave as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = t.platform.services.db;
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const counts = sql.join(
    tables.map((name) => sql`select ${name} as name, count(*) as n from ${sql.table(name)}`),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string; n: number | string }>`${counts}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

beforeAll(async () => {
  t = await startTestPlatform();
  const { email, headers } = await signedInUser(t);
  await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), email, true);
  callers.backoffice = headers;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function isValid(e: Endpoint, input: unknown): boolean {
  return e.input.safeParse(input).success;
}

/**
 * The input as the platform receives it: in process, a GET's without its empty values (as over
 * HTTP); over HTTP, what the query string or JSON body and the path's segments (text) leave of it.
 */
function asReceived(e: Endpoint, input: Record<string, unknown>): unknown {
  if (transport === "in-process")
    return e.method === "GET"
      ? Object.fromEntries(
          Object.entries(input).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && !v.length)),
        )
      : input;
  const { rest } = fillPath(e.path, input);
  const params = Object.fromEntries([...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, String(input[m[1]!])]));
  const sent =
    e.method === "GET"
      ? fromSearchParams(new URLSearchParams(toQueryString(rest)))
      : (JSON.parse(JSON.stringify(rest)) as Record<string, unknown>);
  return { ...sent, ...params };
}

/** The path's segments as the raw-body cases fill them. */
function pathOnes(e: Endpoint): Record<string, string> {
  return Object.fromEntries([...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, "1"]));
}

describe("hostile input over every platform route", () => {
  describe.each(contractEndpoints)("%s", (name, e) => {
    it.each(Object.keys(callers) as (keyof typeof callers)[])(
      "as %s: a 4xx, never a 5xx, and nothing written",
      async (caller) => {
        const before = await rowCounts();
        // Endpoints that take no input (or take anything) have no hostile shaped input to send.
        const shaped = shapedInput(e);
        const takesAnything = fc
          .sample(shaped, { seed, numRuns: 100 })
          .every((input) => isValid(e, asReceived(e, input)));
        if (!takesAnything)
          await fc.assert(
            fc.asyncProperty(shaped, async (input) => {
              // An input that happens to be valid is no hostile input: it may rightly write.
              fc.pre(!isValid(e, asReceived(e, input)));
              const { status, body } = await t.answer(e, input as never, callers[caller]);
              expect(status, `${name} ${JSON.stringify(body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
              expect(status, `${name} ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
            }),
            { seed, numRuns, endOnFailure: true, maxSkipsPerRun: 1000 },
          );
        // The wire itself (unparseable and wrongly shaped bodies) once, on the HTTP run.
        if (transport === "http" && e.method !== "GET") {
          await fc.assert(
            fc.asyncProperty(rawBody, async (body) => {
              let parsed: unknown;
              try {
                parsed = JSON.parse(body);
              } catch {
                parsed = undefined;
              }
              // An empty body is an empty input, which some endpoints rightly take.
              if (!body.trim()) parsed = {};
              fc.pre(parsed === undefined || !isValid(e, { ...(parsed as object), ...pathOnes(e) }));
              const path = `/api/${e.path.replace(/:([A-Za-z_]+)/g, "1")}`;
              const res = await t.request(path, { method: e.method, headers: callers[caller], rawBody: body });
              expect(res.status, `${name} ${JSON.stringify(res.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
              expect(res.status, `${name} ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
            }),
            { seed, numRuns, endOnFailure: true, maxSkipsPerRun: 1000 },
          );
        }
        expect(await rowCounts(), `${name} wrote while refusing`).toEqual(before);
      },
      120_000,
    );
  });
});
