/**
 * Review h3, finding 5: a membership card gives discounts and becomes the profile's that names it
 * first, so its checks are limited per user and per address (ATTEMPT_LIMITS.memberCard: the check
 * endpoint and applying a card to a cart). The profile's card field checked a barcode too, without
 * being counted: a signed-in session could try barcodes without end and claim any unclaimed card.
 * A profile save that names another card now counts as a check; saving the card the profile
 * already has does not.
 */
process.env.PLATFORM_SECRET ??= "member-card-guessing-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "#server/contract";
import { ATTEMPT_LIMITS } from "#server/modules/accounts";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { signedInUser } from "./accounts-fixture";
import { expectFailure, insertMemberCard, dayFromToday } from "./cart-fixture";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

describe("a profile's card field", () => {
  it("counts as a barcode check: wrong guesses within the limit, then 429, the real card refused too", async () => {
    const { perUser } = ATTEMPT_LIMITS.memberCard;
    const { email, headers } = await signedInUser(t);
    const details = { firstName: "Card", lastName: "Guesser" };
    const save = (memberCardBarcode: string) =>
      t.call(accounts.updateProfile, { details, email, memberCardBarcode }, headers);
    const valid = await insertMemberCard(t, dayFromToday(30));
    for (let i = 0; i < perUser; i++) await expectFailure(save(`99900000${i}`), 400);
    await expectFailure(save(valid), 429);
    const profile = await t.call(accounts.profile, {}, headers);
    expect(profile.memberCardBarcode).toBeNull();
  });

  it("does not count a save that keeps the profile's own card", async () => {
    const { perUser } = ATTEMPT_LIMITS.memberCard;
    const { email, headers } = await signedInUser(t);
    const details = { firstName: "Card", lastName: "Holder" };
    const valid = await insertMemberCard(t, dayFromToday(30));
    await t.call(accounts.updateProfile, { details, email, memberCardBarcode: valid }, headers);
    for (let i = 0; i < perUser + 2; i++)
      await t.call(accounts.updateProfile, { details, email, memberCardBarcode: valid }, headers);
    expect((await t.call(accounts.profile, {}, headers)).memberCardBarcode).toBe(valid);
  });
});
