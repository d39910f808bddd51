import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { site } from "#server/contract";
import { errorProblems, startTestPlatform, type TestPlatform, type TestResponse } from "../support/platform";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

/** A request with exactly these headers (no default apiKey or language). */
async function bare(
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string } = {},
): Promise<TestResponse> {
  const response = await t.platform.fetch(
    new Request(`http://localhost${path}`, { method: init.method ?? "GET", headers, body: init.body }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

describe("success envelope", () => {
  it("wraps results in a data field and nothing else", async () => {
    const res = await t.request("/api/v1/commons/languages");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(0);
  });

  it("accepts a matching siteid header", async () => {
    const res = await t.request("/api/v1/commons/languages", { headers: { siteid: "1" } });
    expect(res.status).toBe(200);
  });
});

describe("authentication errors", () => {
  it("answers 401 'API key is missing.' without an apiKey", async () => {
    const res = await bare("/api/v1/commons/languages", { language: "en" });
    expect(errorProblems(res, 401, "API key is missing.")).toEqual([]);
  });

  it("answers 401 'Unknown API key.' for a key no site has", async () => {
    const res = await t.request("/api/v1/commons/languages", { headers: { apikey: "not-a-real-key" } });
    expect(errorProblems(res, 401, "Unknown API key.")).toEqual([]);
  });

  it("answers 401 when the siteid header names another site", async () => {
    const res = await t.request("/api/v1/commons/languages", { headers: { siteid: "2" } });
    expect(errorProblems(res, 401)).toEqual([]);
  });
});

describe("routing and body errors", () => {
  it("answers 404 naming the path for an unknown endpoint", async () => {
    const res = await t.request("/api/v1/does/not-exist");
    expect(errorProblems(res, 404, /\/api\/v1\/does\/not-exist/)).toEqual([]);
  });

  it("answers 405 naming the methods a known path takes", async () => {
    const res = await t.request("/api/v1/cms/element/getByHandlers", { method: "GET" });
    expect(errorProblems(res, 405, /GET \/api\/v1\/cms\/element\/getByHandlers/)).toEqual([]);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("answers 400 'Malformed JSON body.' for broken JSON", async () => {
    const res = await t.request("/api/v1/cms/element/getByHandlers", { method: "POST", rawBody: '{"handlers": [' });
    expect(errorProblems(res, 400, "Malformed JSON body.")).toEqual([]);
  });

  it("answers 400 for a JSON array body", async () => {
    const res = await t.request("/api/v1/cms/element/getByHandlers", { method: "POST", body: ["header-section"] });
    expect(errorProblems(res, 400, /JSON object/)).toEqual([]);
  });
});

describe("validation errors name the field", () => {
  it.each([
    ["navigation tree id 'nope'", "/api/v1/cms/navigation/tree/nope", /\bid\b/],
    ["finder decide without params", "/api/v1/cms/finder/decide", /\bparams\b/],
    ["option filter key over 100 characters", `/api/v1/cms/option/filter?keys[]=${"k".repeat(101)}`, /\bkeys\b/],
    ["checkout settings with a non-numeric storeId", "/api/v1/settings/getCheckoutSettings?storeId=abc", /\bstoreId\b/],
  ])("%s → 400", async (_, path, field) => {
    const res = await t.request(path);
    expect(errorProblems(res, 400, field)).toEqual([]);
    expect(res.body.message).toMatch(/^Invalid input: /);
  });

  it("rejects a body field of the wrong type with 400 naming it", async () => {
    const res = await t.request("/api/v1/cms/post/filterStandard", { body: { limit: "ten" } });
    expect(errorProblems(res, 400, /\blimit\b/)).toEqual([]);
  });
});

describe("domainDetect", () => {
  it("works without an apiKey, finding the site by Referer", async () => {
    const res = await bare(
      "/api/v2/domainDetect",
      { referer: "http://localhost:3000/hr/kosarica" },
      { method: "POST" },
    );
    expect(res.status).toBe(200);
    const data = site.domainDetect.output.parse(res.body.data);
    expect(data.apiKeyToken).toBe("demo-public-api-key");
    expect(data.apiKeyId).toBe("demo");
    expect(data.siteID).toBe(1);
    expect(data.stores).toEqual(
      expect.arrayContaining([
        { storeID: 58, language: "en", loyalty: true },
        { storeID: 59, language: "hr", loyalty: true },
      ]),
    );
    expect(data.cmsLanguages.map((l) => l.id).sort()).toEqual([31, 41]);
    expect(data.cmsLanguages.find((l) => l.id === 31)).toMatchObject({ code2: "en", default: true });
    expect(data.cmsLanguages.find((l) => l.id === 41)).toMatchObject({ code2: "hr", default: false });
    expect(data.extra.mediaOptions.find((m) => m.key === "MediumSize")).toMatchObject({ x: 720, y: 576 });
    expect(Object.keys(data.extra.checkoutSettings).sort()).toEqual(["58", "59"]);
    expect(data.extra.currencyConfig["58"]?.mainCurrency).toBe("EUR");
  });

  it("works without an apiKey or Referer, finding the site by Host", async () => {
    const res = await bare("/api/v2/domainDetect", { host: "localhost:3000" }, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.data.apiKeyToken).toBe("demo-public-api-key");
    expect(res.body.data.stores.map((s: { storeID: number }) => s.storeID)).toEqual([58, 59]);
  });

  it("still rejects an unknown apiKey", async () => {
    const res = await bare("/api/v2/domainDetect", { apikey: "wrong" }, { method: "POST" });
    expect(errorProblems(res, 401, "Unknown API key.")).toEqual([]);
  });
});

describe("machine codes beside the spec's messages", () => {
  it("name each refusal by a stable code, the message as the spec words it", async () => {
    const missingKey = await bare("/api/v1/commons/languages", { language: "en" });
    expect(missingKey.body).toEqual({
      errored: true,
      code: "API_KEY_MISSING",
      message: "API key is missing.",
      statusCode: 401,
    });
    const unknownKey = await t.request("/api/v1/commons/languages", { headers: { apikey: "not-a-real-key" } });
    expect(unknownKey.body.code).toBe("API_KEY_UNKNOWN");
    const broken = await t.request("/api/v1/cms/element/getByHandlers", { method: "POST", rawBody: '{"handlers": [' });
    expect(broken.body.code).toBe("MALFORMED_JSON");
  });

  it("give messages outside the catalogue the code of their status", async () => {
    expect((await t.request("/api/v1/does/not-exist")).body.code).toBe("NOT_FOUND");
    expect((await t.request("/api/v1/cms/element/getByHandlers", { method: "GET" })).body.code).toBe(
      "METHOD_NOT_ALLOWED",
    );
    expect((await t.request("/api/v1/cms/navigation/tree/nope")).body.code).toBe("INVALID_INPUT");
  });

  it("answer a service's refusal with its code", async () => {
    const cart = await t.request("/api/v1/cart/getCart", {
      method: "POST",
      body: { cartId: 999_999, protectCode: "not-the-right-code" },
    });
    expect(cart.body).toMatchObject({
      code: "CART_SESSION_INVALID",
      message: "Cart session is not valid.",
      statusCode: 400,
    });
  });
});
