/**
 * The back office's Site settings form, read on the server (app/routes/admin/settings.tsx): the
 * site's typed CMS options, and one store's checkout settings. What the platform cannot be asked
 * with is refused here, field by field, with the form's messages; the platform checks again.
 */
import type { InputOf, site } from "#server/contract";
import { optionValueValid, wwwPolicies } from "#server/contract/cms";
import {
  analyticsFields,
  commentSwitches,
  customCodeFields,
  publishingSwitches,
  SITE_PASSWORD_OFF_FIELD,
  siteSwitches,
  sitemapSwitches,
} from "~/lib/site-settings";

type Refused = { refused: true; fields: Record<string, string> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The options as posted (a switch left unticked is off), or the fields to correct. */
export function readSiteOptions(
  form: FormData,
): { options: { key: string; value: string; language: null }[] } | Refused {
  const fields: Record<string, string> = {};
  const stars = text(form, "NumberOfStars");
  if (!stars) fields.NumberOfStars = "validation.required";
  else if (!optionValueValid("NumberOfStars", stars)) fields.NumberOfStars = "admin.settings.errors.stars";
  const email = text(form, "SendEmailTo");
  if (!email) fields.SendEmailTo = "validation.required";
  else if (email.length > 254 || !optionValueValid("SendEmailTo", email)) fields.SendEmailTo = "validation.email";
  const www = text(form, "WwwPolicy");
  if (!(wwwPolicies as readonly string[]).includes(www)) fields.WwwPolicy = "admin.settings.errors.wwwPolicy";
  // Identifiers are upper case; one typed in lower case is read as meant.
  const ids = analyticsFields.map((key) => ({ key, value: text(form, key).toUpperCase() }));
  for (const { key, value } of ids) if (!optionValueValid(key, value)) fields[key] = `admin.settings.errors.${key}`;
  const code = customCodeFields.map((key) => ({ key, value: text(form, key) }));
  for (const { key, value } of code)
    if (!optionValueValid(key, value)) fields[key] = "admin.settings.errors.customCodeTooLong";
  const password = sitePasswordWrite(form);
  if (password === "refused") fields.PasswordProtection = "admin.settings.errors.sitePassword";
  const sitemapOptions = text(form, "SiteMapOptions");
  if (!optionValueValid("SiteMapOptions", sitemapOptions))
    fields.SiteMapOptions = "admin.settings.errors.sitemapOptions";
  if (Object.keys(fields).length || password === "refused") return { refused: true, fields };
  const switches = [...commentSwitches, ...publishingSwitches, ...siteSwitches, ...sitemapSwitches];
  return {
    options: [
      ...switches.map((key) => ({ key, value: String(form.has(key)), language: null })),
      { key: "NumberOfStars", value: String(Number(stars)), language: null },
      { key: "SendEmailTo", value: email, language: null },
      { key: "WwwPolicy", value: www, language: null },
      ...[...ids, ...code].map((option) => ({ ...option, language: null })),
      ...(password === null ? [] : [{ key: "PasswordProtection", value: password, language: null }]),
      { key: "SiteMapOptions", value: sitemapOptions, language: null },
    ],
  };
}

/**
 * The site password to save: "" when the box that removes it is ticked, the password typed (as
 * typed: spaces count), null when the field was left empty (the password stays as it is).
 */
function sitePasswordWrite(form: FormData): string | null | "refused" {
  if (form.has(SITE_PASSWORD_OFF_FIELD)) return "";
  const typed = form.get("PasswordProtection");
  if (typeof typed !== "string" || typed === "") return null;
  return optionValueValid("PasswordProtection", typed) && !["false"].includes(typed) ? typed : "refused";
}

type CheckoutChanges = InputOf<typeof site.checkoutSettingsUpdate>;

/** The ISO codes ticked (the country picker's `countries` checkboxes), upper-cased, each once. */
const tickedCountries = (form: FormData) => [
  ...new Set(
    form
      .getAll("countries")
      .map((code) => String(code).trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** One store's checkout settings as posted, or the fields to correct. */
export function readCheckoutSettings(
  form: FormData,
  storeId: number,
  knownCountries: ReadonlySet<string>,
): { changes: CheckoutChanges } | Refused {
  const fields: Record<string, string> = {};
  const cartType = Number(text(form, "cartType"));
  if (![0, 1, 2].includes(cartType) || !text(form, "cartType")) fields.cartType = "admin.settings.errors.cartType";
  // Spec section 9: 0 one page in steps, 1 one step.
  const checkoutType = Number(text(form, "checkoutType"));
  if (![0, 1].includes(checkoutType) || !text(form, "checkoutType"))
    fields.checkoutType = "admin.settings.errors.checkoutType";
  const everywhere = text(form, "countryScope") === "ALL";
  const codes = tickedCountries(form);
  if (!everywhere) {
    if (!codes.length) fields.countries = "admin.settings.errors.countriesMissing";
    else if (codes.some((code) => !knownCountries.has(code)) || codes.length > 300)
      fields.countries = "admin.settings.errors.countriesUnknown";
  }
  if (Object.keys(fields).length) return { refused: true, fields };
  return {
    changes: {
      storeId,
      checkoutEnabled: form.has("checkoutEnabled") ? 1 : 0,
      guestCheckout: form.has("guestCheckout") ? 1 : 0,
      giftMessage: form.has("giftMessage") ? 1 : 0,
      cartType,
      checkoutType,
      allowedCountries: everywhere ? "ALL" : codes,
    },
  };
}
