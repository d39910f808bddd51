import { describe, expect, it } from "vitest";
import { accounts, cms } from "#server/contract";
import { tokenRejection } from "~/.server/auth/state";

/** Spec section 4: a 403 logs the admin out and retries once without the access token, except for
 * the auth endpoints (login, refresh, logout, social login). */
describe("tokenRejection", () => {
  it("logs out and retries a 403 from an ordinary endpoint", () => {
    expect(tokenRejection(cms.cacheTags.path, 403)).toBe("logout-and-retry");
    expect(tokenRejection(cms.elementGetByHandlers.path, 403)).toBe("logout-and-retry");
    expect(tokenRejection(accounts.adminProfile.path, 403)).toBe("logout-and-retry");
  });
  it("leaves a 403 from an auth endpoint alone", () => {
    for (const path of [accounts.login.path, accounts.refresh.path, accounts.logout.path, "v1/user/social/oauth"]) {
      expect(tokenRejection(path, 403)).toBe("rethrow");
    }
  });
  it("logs out on a 401 and retries only outside the account endpoints", () => {
    expect(tokenRejection(cms.elementGetByHandlers.path, 401)).toBe("logout-and-retry");
    expect(tokenRejection(accounts.updateProfile.path, 401)).toBe("logout-and-rethrow");
  });
  it("rethrows anything else", () => {
    expect(tokenRejection(cms.elementGetByHandlers.path, 404)).toBe("rethrow");
    expect(tokenRejection(cms.elementGetByHandlers.path, 500)).toBe("rethrow");
  });
});
