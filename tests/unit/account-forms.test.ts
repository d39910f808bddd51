import { parseWithZod } from "@conform-to/zod/v4";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addressLimits as contractLimits, PASSWORD_MIN_LENGTH as CONTRACT_MIN } from "#server/contract/accounts";
import {
  addressLimits,
  addressSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_MIN_LENGTH,
  profileSchema,
  registerSchema,
  registerSchemaFor,
  guestAccountSchemaFor,
  setPasswordSchema,
} from "~/lib/forms/account";
import { loginErrors } from "~/lib/account-form";
import { formMessages, parseFormMessage, translateFormMessage } from "~/lib/forms/messages";
import { tFor } from "~/.server/i18n";

// Server modules read SESSION_SECRET when they load.
process.env.SESSION_SECRET ??= "unit-test-secret";

/** Field name -> message keys, as conform reports them (form-level errors under ""). */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  const errors: Record<string, string[]> = {};
  const found = submission.status === "error" ? (submission.error ?? {}) : {};
  for (const [name, list] of Object.entries(found)) if (list) errors[name] = list.map((m) => parseFormMessage(m).key);
  return { status: submission.status, errors };
}

const t = { en: tFor("en"), hr: tFor("hr") };

describe("login form (spec section 5)", () => {
  it("needs a valid e-mail and a password of at least 8 characters", () => {
    expect(errorsOf(loginSchema, {}).errors).toEqual({
      username: ["validation.required"],
      password: ["validation.required"],
    });
    expect(errorsOf(loginSchema, { username: "nobody", password: "short" }).errors).toEqual({
      username: ["validation.email"],
      password: ["validation.minLength"],
    });
    expect(errorsOf(loginSchema, { username: " ana@example.com ", password: "long-enough" }).status).toBe("success");
  });

  it("is checked in the browser without zod exactly as the schema checks it", () => {
    const cases: Record<string, string>[] = [
      {},
      { username: "", password: "" },
      { username: "   ", password: "        " },
      { username: "nobody", password: "short" },
      { username: "a@b", password: "1234567" },
      { username: "first.last+tag@sub.example.hr", password: "12345678" },
      { username: ".dot@example.com", password: "x".repeat(201) },
      { username: `${"a".repeat(250)}@example.com`, password: "long-enough" },
      { username: " ana@example.com ", password: "long-enough" },
    ];
    for (const fields of cases) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      // conform submits an empty input as no value, as it does for the schema
      const values = Object.fromEntries([...form].filter(([, value]) => value !== ""));
      const browser = Object.fromEntries(
        Object.entries(loginErrors(values)).map(([name, list]) => [name, list.map((m) => parseFormMessage(m).key)]),
      );
      expect(browser, JSON.stringify(fields)).toEqual(errorsOf(loginSchema, fields).errors);
    }
  });
});

describe("change password form", () => {
  it("requires all three, at least 8 characters, a new password unlike the old, repeated exactly", () => {
    expect(errorsOf(changePasswordSchema, {}).errors).toEqual({
      oldPassword: ["validation.required"],
      newPassword: ["validation.required"],
      newPasswordAgain: ["validation.required"],
    });
    expect(
      errorsOf(changePasswordSchema, { oldPassword: "short", newPassword: "tiny", newPasswordAgain: "tiny" }).errors,
    ).toEqual({
      oldPassword: ["validation.minLength"],
      newPassword: ["validation.minLength"],
    });
    expect(
      errorsOf(changePasswordSchema, {
        oldPassword: "same-pass-1",
        newPassword: "same-pass-1",
        newPasswordAgain: "other-pass",
      }).errors,
    ).toEqual({
      newPassword: ["validation.differentPassword"],
      newPasswordAgain: ["validation.repeatPassword"],
    });
    expect(
      errorsOf(changePasswordSchema, {
        oldPassword: "old-pass-1",
        newPassword: "new-pass-1",
        newPasswordAgain: "new-pass-1",
      }).status,
    ).toBe("success");
  });
});

describe("registration form", () => {
  const valid = {
    firstName: "Ana",
    lastName: "Kupac",
    email: "ana@example.com",
    password: "password-1",
    confirmedPassword: "password-1",
  };
  const address = {
    firstName: "Ana",
    lastName: "Kupac",
    contactEmail: "ana@example.com",
    contactPhone: "0911234567",
    country: "HR",
    city: "Zagreb",
    street: "Ilica",
    houseNumber: "1",
    zipCode: "10000",
  };
  const prefixed = (prefix: string, values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [`${prefix}.${k}`, v]));

  it("without addresses: names, e-mail, password twice and the required consents", () => {
    const withConsents = registerSchemaFor([
      { uniqueNumber: "PRIVACY", required: true },
      { uniqueNumber: "NEWS", required: false },
    ]);
    expect(errorsOf(withConsents, {}).errors).toEqual({
      firstName: ["validation.required"],
      lastName: ["validation.required"],
      email: ["validation.required"],
      password: ["validation.required"],
      confirmedPassword: ["validation.required"],
      consents: ["core.notifications.consentRequired"],
    });
    expect(errorsOf(withConsents, { ...valid, consents: "NEWS" }).errors).toEqual({
      consents: ["core.notifications.consentRequired"],
    });
    expect(errorsOf(withConsents, { ...valid, consents: "PRIVACY" }).status).toBe("success");
    // Without consents assigned to the form there is nothing to accept.
    expect(errorsOf(registerSchemaFor([]), valid).status).toBe("success");
    expect(errorsOf(registerSchema, { ...valid, email: "ana@", confirmedPassword: "password-2" }).errors).toEqual({
      email: ["validation.email"],
      confirmedPassword: ["validation.repeatPassword"],
    });
    const ok = errorsOf(registerSchema, valid);
    expect(ok.status).toBe("success");
  });

  it("a guest order's account: the registration's password twice and its required consents, nothing more", () => {
    const schema = guestAccountSchemaFor([{ uniqueNumber: "PRIVACY", required: true }]);
    expect(errorsOf(schema, {}).errors).toEqual({
      password: ["validation.required"],
      confirmedPassword: ["validation.required"],
      consents: ["core.notifications.consentRequired"],
    });
    expect(errorsOf(schema, { password: "short", confirmedPassword: "other", consents: "PRIVACY" }).errors).toEqual({
      password: ["validation.minLength"],
      confirmedPassword: ["validation.repeatPassword"],
    });
    expect(
      errorsOf(schema, { password: "password-1", confirmedPassword: "password-1", consents: "PRIVACY" }).status,
    ).toBe("success");
  });

  it("ignores the address fields unless addresses are wanted", () => {
    expect(errorsOf(registerSchema, { ...valid, "delivery.zipCode": "x".repeat(99) }).status).toBe("success");
  });

  it("with addresses: every delivery field, maximum lengths, and billing unless it is the same", () => {
    const fields = { ...valid, withAddresses: "on", billingSame: "on" };
    expect(Object.keys(errorsOf(registerSchema, fields).errors).sort()).toEqual(
      ["city", "contactEmail", "contactPhone", "country", "firstName", "houseNumber", "lastName", "street", "zipCode"]
        .map((f) => `delivery.${f}`)
        .sort(),
    );
    // Empty address fields (not coerced by conform inside the group) still say "required".
    const empty = errorsOf(registerSchema, {
      ...fields,
      ...prefixed("delivery", { ...address, contactEmail: "", city: " " }),
    });
    expect(empty.errors).toEqual({
      "delivery.contactEmail": ["validation.required"],
      "delivery.city": ["validation.required"],
    });
    const tooLong = errorsOf(registerSchema, {
      ...fields,
      ...prefixed("delivery", {
        ...address,
        country: "x".repeat(addressLimits.country + 1),
        city: "x".repeat(76),
        street: "x".repeat(76),
        houseNumber: "x".repeat(16),
        zipCode: "x".repeat(26),
        contactEmail: "not-mail",
      }),
    });
    expect(tooLong.errors).toEqual({
      "delivery.country": ["validation.maxLength"],
      "delivery.city": ["validation.maxLength"],
      "delivery.street": ["validation.maxLength"],
      "delivery.houseNumber": ["validation.maxLength"],
      "delivery.zipCode": ["validation.maxLength"],
      "delivery.contactEmail": ["validation.email"],
    });
    // Outside Croatia a postal code has only its length rule.
    const exact = errorsOf(registerSchema, {
      ...fields,
      ...prefixed("delivery", {
        ...address,
        country: "DE",
        city: "x".repeat(75),
        street: "x".repeat(75),
        houseNumber: "x".repeat(15),
        zipCode: "x".repeat(25),
      }),
    });
    expect(exact.status).toBe("success");

    const { billingSame: _, ...separate } = fields;
    const billing = errorsOf(registerSchema, { ...separate, ...prefixed("delivery", address) });
    expect(Object.keys(billing.errors)).toHaveLength(9);
    expect(Object.keys(billing.errors).every((k) => k.startsWith("billing."))).toBe(true);
    expect(
      errorsOf(registerSchema, { ...separate, ...prefixed("delivery", address), ...prefixed("billing", address) })
        .status,
    ).toBe("success");
  });

  it("with addresses: a plausible phone, and in Croatia a 5-digit postal code", () => {
    const separate = { ...valid, withAddresses: "on" };
    expect(
      errorsOf(registerSchema, {
        ...separate,
        ...prefixed("delivery", { ...address, contactPhone: "phone", zipCode: "1000" }),
        ...prefixed("billing", { ...address, contactPhone: "1234567890123456" }),
      }).errors,
    ).toEqual({
      "delivery.contactPhone": ["validation.phone"],
      "delivery.zipCode": ["validation.postalCode"],
      "billing.contactPhone": ["validation.phone"],
    });
  });

  it("keeps the barcode optional with a maximum length", () => {
    expect(errorsOf(registerSchema, { ...valid, memberCardBarcode: "x".repeat(65) }).errors).toEqual({
      memberCardBarcode: ["validation.maxLength"],
    });
  });
});

describe("profile, address, forgot and set-password forms", () => {
  it("profile: names and e-mail required, barcode optional", () => {
    expect(errorsOf(profileSchema, {}).errors).toEqual({
      firstName: ["validation.required"],
      lastName: ["validation.required"],
      email: ["validation.required"],
    });
    expect(errorsOf(profileSchema, { firstName: "A", lastName: "B", email: "a@example.com" }).status).toBe("success");
  });

  it("address: a type of the form's two and the address limits", () => {
    const base = {
      type: "shipping",
      firstName: "A",
      lastName: "B",
      contactEmail: "a@example.com",
      contactPhone: "091 234 5678",
      country: "HR",
      city: "Z",
      street: "S",
      houseNumber: "1",
      zipCode: "10000",
    };
    expect(errorsOf(addressSchema, base).status).toBe("success");
    expect(errorsOf(addressSchema, { ...base, type: "Shipping", zipCode: "x".repeat(26) }).errors).toEqual({
      type: ["validation.required"],
      zipCode: ["validation.maxLength"],
    });
    // An address of a type the select does not offer for new ones keeps it when it is edited.
    for (const type of ["billing", "other", "main"])
      expect(errorsOf(addressSchema, { ...base, type }).status).toBe("success");
    // The company's name and OIB both or neither, as at checkout.
    expect(errorsOf(addressSchema, { ...base, companyOIB: "69435151530" }).errors).toEqual({
      companyName: ["checkout.address.companyIncomplete"],
    });
    expect(errorsOf(addressSchema, { ...base, companyName: "Firma", companyOIB: "69435151530" }).status).toBe(
      "success",
    );
    // In Croatia an OIB with its check digit and a 5-digit postal code; a plausible phone anywhere.
    expect(
      errorsOf(addressSchema, {
        ...base,
        contactPhone: "12-34",
        zipCode: "1000",
        companyName: "Firma",
        companyOIB: "12345678901",
      }).errors,
    ).toEqual({
      contactPhone: ["validation.phone"],
      zipCode: ["validation.postalCode"],
      companyOIB: ["validation.oib"],
    });
    const foreign = { ...base, country: "SI", zipCode: "1000", companyName: "Podjetje", companyOIB: "SI12345678" };
    expect(errorsOf(addressSchema, foreign).status).toBe("success");
  });

  it("forgot and set password", () => {
    expect(errorsOf(forgotPasswordSchema, { email: "x" }).errors).toEqual({ email: ["validation.email"] });
    expect(
      errorsOf(setPasswordSchema, { token: "t".repeat(20), password: "password-1", confirmedPassword: "password-2" })
        .errors,
    ).toEqual({
      confirmedPassword: ["validation.repeatPassword"],
    });
  });

  it("repeats the platform contract's limits exactly", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_MIN);
    expect(addressLimits).toEqual(contractLimits);
  });
});

describe("messages in English and Croatian", () => {
  it("has the spec's texts", () => {
    expect(t.en("validation.required")).toBe("This field is required");
    expect(t.en("validation.email")).toBe("Pattern does not match e-mail address");
    expect(t.en("validation.repeatPassword")).toBe("Passwords do not match");
    expect(t.en("validation.differentPassword")).toBe("New and old password must not match");
    expect(t.en("core.notifications.userExists")).toBe("A user with the current email already exists.");
    expect(t.hr("validation.required")).toBe("Ovo polje je obavezno");
  });

  it("translates schema messages with their lengths and Croatian plurals", () => {
    const min = errorsOf(loginSchema, { username: "a@example.com", password: "x" });
    expect(min.status).toBe("error");
    const form = new FormData();
    form.append("password", "x");
    const parsed = parseWithZod(form, { schema: loginSchema });
    const raw = parsed.status === "error" ? parsed.error!.password![0] : "";
    expect(translateFormMessage(t.en, raw)).toBe("Enter at least 8 characters");
    expect(translateFormMessage(t.hr, raw)).toBe("Unesite najmanje 8 znakova");
    expect(translateFormMessage(t.hr, 'validation.maxLength|{"count":254,"length":254}')).toBe(
      "Unesite najviše 254 znaka",
    );
    expect(translateFormMessage(t.hr, 'validation.maxLength|{"count":25,"length":25}')).toBe(
      "Unesite najviše 25 znakova",
    );
    expect(translateFormMessage(t.en, "Some platform message.")).toBe("Some platform message.");
  });

  it("has every key the forms and actions use, in both languages", () => {
    const keys = [
      ...Object.values(formMessages),
      "core.login.success",
      "core.login.logout",
      "core.notifications.unknowUserOrPassword",
      "core.notifications.inccorectOldPassword",
      "core.notifications.registered",
      "core.notifications.confirmEmail",
      "core.notifications.emailConfirmed",
      "core.notifications.loggedUsersOnly",
      "core.notifications.tooManyRequests",
      "core.notifications.addedToWishlist",
      "core.notifications.removedFromWishlist",
      "account.verify.failed",
      "account.reset.invalidToken",
    ];
    for (const key of keys) {
      for (const locale of ["en", "hr"] as const)
        expect(t[locale](key, { count: 8, defaultValue: "MISSING" }), `${locale}: ${key}`).not.toBe("MISSING");
    }
  });
});

describe("platform errors to messages (spec section 8)", () => {
  let errorMessageKey: typeof import("~/.server/auth/errors").errorMessageKey;
  let PlatformRequestError: typeof import("~/.server/platform").PlatformRequestError;
  beforeAll(async () => {
    ({ errorMessageKey } = await import("~/.server/auth/errors"));
    ({ PlatformRequestError } = await import("~/.server/platform"));
  });

  it("maps the spec's messages, 429 and failures", () => {
    expect(errorMessageKey(new PlatformRequestError("User already exist.", 400))).toBe("core.notifications.userExists");
    expect(errorMessageKey(new PlatformRequestError("Unknown username or password!", 401))).toBe(
      "core.notifications.unknowUserOrPassword",
    );
    expect(errorMessageKey(new PlatformRequestError("Incorrect old password.", 400))).toBe(
      "core.notifications.inccorectOldPassword",
    );
    expect(errorMessageKey(new PlatformRequestError("Too many login attempts. Try again later.", 429))).toBe(
      "core.notifications.tooManyRequests",
    );
    expect(errorMessageKey(new PlatformRequestError("Internal server error", 500))).toBe(
      "core.notifications.somethingWentWrong",
    );
    expect(errorMessageKey(new PlatformRequestError("The service is unreachable.", 0))).toBe(
      "core.notifications.somethingWentWrong",
    );
    expect(errorMessageKey(new PlatformRequestError("INVALID_LOGIN", 400))).toBe("INVALID_LOGIN");
  });

  it("says how long a login lockout lasts, in whole minutes, when the platform tells it", () => {
    const locked = (seconds: number) =>
      new PlatformRequestError("Too many login attempts. Try again later.", 429, "TOO_MANY_LOGINS", {
        retryAfterSeconds: seconds,
      });
    expect(errorMessageKey(locked(900))).toBe('core.notifications.tooManyLogins|{"count":15}');
    expect(errorMessageKey(locked(61))).toBe('core.notifications.tooManyLogins|{"count":2}');
    expect(errorMessageKey(locked(5))).toBe('core.notifications.tooManyLogins|{"count":1}');
    // Other limits, and a lockout told without its length, keep the general words.
    expect(errorMessageKey(new PlatformRequestError("Too many attempts. Try again later.", 429))).toBe(
      "core.notifications.tooManyRequests",
    );
  });

  it("puts a refusal under the field it is about, anything else over the form", async () => {
    const { refusalErrors } = await import("~/.server/auth/errors");
    const common = new PlatformRequestError("This password is too common. Choose another one.", 400);
    expect(common.code).toBe("COMMON_PASSWORD");
    expect(refusalErrors(common, { COMMON_PASSWORD: "newPassword" })).toEqual({
      fieldErrors: { newPassword: ["validation.commonPassword"] },
    });
    expect(
      refusalErrors(new PlatformRequestError("User already exist.", 409), { COMMON_PASSWORD: "password" }),
    ).toEqual({ formErrors: ["core.notifications.userExists"] });
  });

  it("never shows the platform's input check in its own English words (a navigation label of only spaces)", () => {
    const refused = new PlatformRequestError(
      "Invalid input: name: Too small: expected string to have >=1 characters",
      400,
    );
    expect(errorMessageKey(refused)).toBe("core.notifications.invalidInput");
  });
});

describe("session cookie and redirects", () => {
  it("reads a signed session back, and a tampered one as logged out", async () => {
    const { sessionStorage, readSession, authFromSession } = await import("~/.server/auth/session");
    const session = await sessionStorage.getSession();
    const data = {
      accessToken: "a",
      refreshToken: "r",
      accessTokenExpiresAt: Date.now() + 60_000,
      userId: 7,
      email: "ana@example.com",
      isBackoffice: false,
    };
    for (const [k, v] of Object.entries(data)) session.set(k as keyof typeof data, v as never);
    const header = await sessionStorage.commitSession(session);
    expect(header).toMatch(/^session=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const value = header.split(";")[0];
    const request = (cookie: string) => new Request("http://shop.test/", { headers: { Cookie: cookie } });
    expect(authFromSession(await readSession(request(value)))).toEqual(data);

    const [payload, signature] = decodeURIComponent(value.slice("session=".length)).split(".");
    const forged = Buffer.from(JSON.stringify({ ...data, userId: 1 })).toString("base64");
    expect(
      authFromSession(await readSession(request(`session=${encodeURIComponent(`${forged}.${signature}`)}`))),
    ).toBeNull();
    expect(authFromSession(await readSession(request(`session=${payload}`)))).toBeNull();
    expect(authFromSession(await readSession(request("session=%%%garbage")))).toBeNull();
  });

  it("remembers a login target only when it passes the safe-path rule", async () => {
    const { loginPath } = await import("~/.server/auth/guards");
    expect(loginPath("en", "/profile/orders/A-1?x=1")).toBe("/login?redirectTo=%2Fprofile%2Forders%2FA-1%3Fx%3D1");
    expect(loginPath("hr", "/hr/profil")).toBe("/hr/prijava?redirectTo=%2Fhr%2Fprofil");
    for (const unsafe of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "/a/../b",
    ]) {
      expect(loginPath("en", unsafe)).toBe("/login");
    }
  });

  it("keeps the memberCardBarcode cookie in step with a saved profile (spec section 4)", async () => {
    const { memberCardAfterProfileSave } = await import("~/.server/auth/member-card");
    const { memberCard } = await import("~/.server/cart/session");
    const { RouterContextProvider } = await import("react-router");
    /** A request context with the card cookie opened, as the cart middleware does. */
    const contextWith = (cookie: string | null) => {
      const context = new RouterContextProvider();
      memberCard.open(context, new Request("http://shop.test/", { headers: cookie ? { Cookie: cookie } : {} }));
      return context;
    };
    const withCookie = async (value: string) => {
      const context = contextWith(null);
      memberCard.set(context, value);
      return (await memberCard.header(context))!.split(";")[0];
    };
    /** The Set-Cookie header the answer carries after saving the profile with this barcode. */
    const afterSave = async (cookie: string | null, barcode: string | null) => {
      const context = contextWith(cookie);
      await memberCardAfterProfileSave(context, barcode);
      return memberCard.header(context);
    };
    expect(await afterSave(null, "MEMBER-1")).toBeNull();
    expect(await afterSave(null, "")).toBeNull();
    expect(await afterSave(await withCookie("MEMBER-1"), "MEMBER-1")).toBeNull();
    const changed = await afterSave(await withCookie("MEMBER-1"), "MEMBER-2");
    expect(await memberCard.read(contextWith(changed!.split(";")[0]))).toBe("MEMBER-2");
    expect(await afterSave(await withCookie("MEMBER-1"), null)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe("token refresh single flight", () => {
  it("makes one platform call for concurrent refreshes of one session, and follows a stale answer", async () => {
    vi.resetModules();
    let calls = 0;
    let issued = 0;
    vi.doMock("~/.server/platform", async (importOriginal) => ({
      ...(await importOriginal<typeof import("~/.server/platform")>()),
      createPlatformClient: () => ({
        locale: "en",
        call: async () => {
          calls++;
          await new Promise((r) => setTimeout(r, 20));
          issued++;
          return {
            tokens: { accessToken: `a${issued}`, refreshToken: `r${issued}`, expiresIn: issued === 1 ? 0 : 900 },
          };
        },
      }),
    }));
    const { refreshTokens, freshTokens, resetRefreshFlights } = await import("~/.server/auth/refresh");
    resetRefreshFlights();
    // The mocked client never looks at the request context.
    const anyContext = new RouterContextProvider();
    const [one, two] = await Promise.all([
      refreshTokens(anyContext, "en", "r0", "203.0.113.1"),
      refreshTokens(anyContext, "en", "r0", "203.0.113.1"),
    ]);
    expect(calls).toBe(1);
    expect(one).toBe(two);
    // r0's answer (a1, already expired) is reused within the grace period, and then refreshed again.
    const fresh = await freshTokens(anyContext, "en", "r0", "203.0.113.1");
    expect(calls).toBe(2);
    expect(fresh?.tokens.accessToken).toBe("a2");
    vi.doUnmock("~/.server/platform");
  });
});
