/**
 * The platform refuses a section's heading, short text or alt text over its limit from any client
 * (server/contract/text-limits.ts), and a rich text whose new link leads to no page of the site;
 * where the storefront's own forms let one through (a master component's or the header's form in
 * the back office, a section added from a master, a text edited in place), the editor reads the
 * refusal in their language, with the limit or the link, not the platform's English.
 */
import { describe, expect, it } from "vitest";
import { errorCodeOf } from "#server/contract";
import { cmsMessages, RICH_TEXT_LINK } from "#server/contract/cms";
import {
  ALT_TEXT_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  textLimitMessages,
} from "#server/contract/text-limits";
import { textRefusal } from "~/.server/edit-mode";
import { tFor } from "~/.server/i18n";
import { PlatformRequestError } from "~/.server/platform";
import { refusalMessage } from "~/routes/admin/admin.server";
import { translateFormMessage } from "~/lib/forms/messages";

const refused = (message: string) => new PlatformRequestError(message, 400);

describe("a text over its limit, refused by the platform", () => {
  it("has a code of the catalogue for each limit", () => {
    expect(errorCodeOf(textLimitMessages.headingTooLong, 400)).toBe("HEADING_TOO_LONG");
    expect(errorCodeOf(textLimitMessages.altTooLong, 400)).toBe("ALT_TEXT_TOO_LONG");
    expect(errorCodeOf(textLimitMessages.shortTextTooLong, 400)).toBe("SECTION_TEXT_TOO_LONG");
  });

  it("is the editor's own too-long message with the limit, in edit mode and in a back-office form", () => {
    expect(textRefusal(refused(textLimitMessages.headingTooLong))).toMatchObject({
      key: "editor.textTooLong",
      values: { count: HEADING_MAX_LENGTH },
    });
    expect(textRefusal(refused(textLimitMessages.altTooLong))?.values).toEqual({ count: ALT_TEXT_MAX_LENGTH });
    expect(textRefusal(refused(textLimitMessages.shortTextTooLong))?.values).toEqual({
      count: SHORT_TEXT_MAX_LENGTH,
    });
    expect(textRefusal(refused("Element not found."))).toBeNull();

    const say = (language: "en" | "hr", message: string) =>
      translateFormMessage(tFor(language), refusalMessage(refused(message)));
    expect(say("en", textLimitMessages.headingTooLong)).toBe(
      `The text is too long: at most ${HEADING_MAX_LENGTH} characters. It was not saved.`,
    );
    expect(say("hr", textLimitMessages.altTooLong)).toBe(
      `Tekst je predug: najviše ${ALT_TEXT_MAX_LENGTH} znakova. Nije spremljen.`,
    );
  });
});

describe("a link in rich text leading to no page, refused by the platform", () => {
  const missing = (link: { type: string; value: string }) =>
    new PlatformRequestError(cmsMessages.linkTargetMissing, 400, "LINK_TARGET_MISSING", { link });

  it("names the link's address, in edit mode and in a back-office form, in both languages", () => {
    expect(textRefusal(missing({ type: RICH_TEXT_LINK, value: "/about-uss" }))).toMatchObject({
      key: "editor.linkOptions.problems.missingHref",
      values: { href: "/about-uss" },
    });
    const say = (language: "en" | "hr") =>
      translateFormMessage(tFor(language), refusalMessage(missing({ type: RICH_TEXT_LINK, value: "/hr/o-namaa" })));
    expect(say("en")).toBe(
      "A link in the text leads to “/hr/o-namaa”, where the site has no page: correct the link, or create the page first.",
    );
    expect(say("hr")).toBe(
      "Poveznica u tekstu vodi na „/hr/o-namaa”, a na toj adresi nema stranice: ispravite poveznicu ili najprije izradite stranicu.",
    );
  });

  it("leaves a link object's refusal to the link's own form", () => {
    expect(textRefusal(missing({ type: "page", value: "about-uss" }))).toBeNull();
  });
});
