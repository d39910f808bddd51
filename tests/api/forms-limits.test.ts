/**
 * Review h3, finding 1: the public forms (newsletter, contact, CMS forms, product availability)
 * write and mail on anyone's behalf, so they are limited per client address (429 beyond, nothing
 * written), and a confirmation link goes to one e-mail address only a few times an hour (further
 * subscriptions are answered alike and mail nothing): the shop cannot be made to flood a mailbox.
 */
process.env.PLATFORM_SECRET ??= "forms-limits-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "#server/contract";
import { ATTEMPT_LIMITS } from "#server/modules/accounts";
import { demoConsents } from "#server/modules/consents";
import { listOutbox } from "#server/modules/mail";
import { storefrontProof } from "#server/secrets";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { SITE_ID } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const newsletterConsents = [demoConsents.marketing, demoConsents.privacy];
/** The storefront tells the visitor's address, with its proof. */
const from = (address: string) => ({ storefront: storefrontProof(), clientip: address });
const submissions = async () =>
  Number(
    (
      await t.platform.services.db
        .selectFrom("form_submissions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the public forms", () => {
  it("are limited per client address: within the limit, then 429 with nothing stored; other addresses go on", async () => {
    const { perAddress } = ATTEMPT_LIMITS.publicForm;
    const address = "198.51.100.21";
    const contact = (email: string, at = address) =>
      t.call(
        forms.contactAdmin,
        { name: "Ana", email, phone: "", message: "Hello", acceptedConsents: [demoConsents.privacy] },
        from(at),
      );
    // Every public form counts against the one limit, refused ones too.
    await expectFailure(
      t.call(
        forms.newsletterSubscribe,
        { email: "not-an-address", acceptedConsents: newsletterConsents },
        from(address),
      ),
      400,
    );
    await t.call(
      forms.newsletterSubscribe,
      { email: unique("n"), acceptedConsents: newsletterConsents },
      from(address),
    );
    for (let i = 2; i < perAddress; i++) await contact(unique("c"));
    const before = await submissions();
    await expectFailure(contact(unique("c")), 429);
    await expectFailure(
      t.call(forms.newsletterSubscribe, { email: unique("n"), acceptedConsents: newsletterConsents }, from(address)),
      429,
    );
    expect(await submissions()).toBe(before);
    // Another visitor is not held up.
    await contact(unique("c"), "198.51.100.22");
  });

  it("mail one address a confirmation link a few times an hour, then answer alike and mail nothing", async () => {
    const { perEmail } = ATTEMPT_LIMITS.confirmationMail;
    const email = unique("victim");
    for (let i = 0; i < perEmail + 3; i++) {
      // Each from another address: the per-address limit is not what stops them.
      const answer = await t.call(
        forms.newsletterSubscribe,
        { email, acceptedConsents: newsletterConsents },
        from(`198.51.100.${100 + i}`),
      );
      expect(answer).toEqual({ status: "confirmationSent" });
    }
    const mailed = await listOutbox(t.platform.services, SITE_ID, { to: email, kind: "newsletter-confirm" });
    expect(mailed).toHaveLength(perEmail);
  });
});
