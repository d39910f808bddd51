import { useLocation } from "react-router";
import type { Route } from "./+types/profile";
import { pagePath } from "#server/contract/urls";
import { viewerOnlyForWrites } from "~/.server/auth/guards";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { AddressBook } from "~/components/account/AddressBook";
import { AuthCard } from "~/components/account/AuthCard";
import { DeleteAccountForm } from "~/components/account/DeleteAccountForm";
import { LoginForm } from "~/components/account/LoginForm";
import { LogoutButton } from "~/components/account/LogoutButton";
import { OrdersSection } from "~/components/account/OrdersSection";
import { ProfileSection } from "~/components/account/ProfileSection";
import { UnconfirmedEmail } from "~/components/account/UnconfirmedEmail";
import { ChangePasswordForm, ProfileForm } from "~/components/account/ProfileForms";
import { RegisterForm } from "~/components/account/RegisterForm";
import { WishlistSection } from "~/components/account/WishlistSection";
import * as css from "~/components/account/account.css";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { privatePageMeta } from "~/lib/seo";
import { consentView, loadConsents } from "~/.server/consents";
import { countryOptions } from "./countries.server";
import { loadProfile, profileAction } from "./profile.server";
import { lazyPart } from "~/lib/lazy";

// Below the orders, only for a buyer with more than a page of them.
const Pagination = lazyPart(() => import("~/components/catalog/Pagination").then((m) => m.Pagination));

export const handle: TranslationHandle = { i18n: ["forms", "auth", "account", "orders"] };

/**
 * /profile, /hr/profil (spec section 2, Profile). Logged in: profile form, change password,
 * addresses, wishlist, orders, logout and "Delete my account" (decision 0078). Logged out: the login and registration forms (this page
 * does not redirect guests). Every form posts here with an `intent`, and needs a user.
 */
export const middleware: Route.MiddlewareFunction[] = [viewerOnlyForWrites];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const t = tFor(locale);
  const head = { locale, title: t("account.profile.title"), description: t("account.profile.metaDescription") };
  if (!context.get(viewerContext)) {
    const api = context.get(platformContext);
    const [countries, { consents, failed }] = await Promise.all([
      countryOptions(api),
      loadConsents(api, "registerForm"),
    ]);
    return { ...head, account: null, countries, registerConsents: { consents: consents.map(consentView), failed } };
  }
  const [account, countries] = await Promise.all([
    loadProfile(request, context),
    countryOptions(context.get(platformContext)),
  ]);
  return { ...head, account, countries, registerConsents: null };
}

export const action = profileAction;

export const meta = privatePageMeta;

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { hash, search } = useLocation();
  const { locale, account, countries, registerConsents } = loaderData;
  const profilePath = pagePath("profile", locale);

  if (!account) {
    return (
      <div className={css.profilePage} data-testid="profile-guest">
        <header className={css.profileHeader}>
          <div>
            <h1 className={css.pageTitle}>{t("account.profile.loggedOutTitle")}</h1>
            <p className={css.intro}>{t("account.profile.loggedOutIntro")}</p>
          </div>
        </header>
        <div className={css.twoColumns}>
          <AuthCard
            headingLevel={2}
            title={t("account.login.title")}
            intro={t("account.login.intro")}
            testId="profile-login"
          >
            <LoginForm locale={locale} redirectTo={profilePath} />
          </AuthCard>
          <AuthCard
            headingLevel={2}
            title={t("account.register.title")}
            intro={t("account.register.intro")}
            testId="profile-register"
          >
            <RegisterForm
              locale={locale}
              countries={countries}
              consents={registerConsents?.consents ?? []}
              consentsFailed={registerConsents?.failed ?? true}
              redirectTo={profilePath}
            />
          </AuthCard>
        </div>
      </div>
    );
  }

  const { user, addresses, wishlist, orders, orderCount, ordersPage } = account;
  const resultFor = (formId: string) => (actionData && actionData.formId === formId ? actionData.result : undefined);
  const nav: { id: string; label: string; count?: number }[] = [
    { id: "details", label: t("account.profile.details") },
    { id: "password", label: t("account.profile.password") },
    { id: "addresses", label: t("account.profile.addresses"), count: addresses.length },
    ...(wishlist ? [{ id: "wishlist", label: t("account.profile.wishlist"), count: wishlist.length }] : []),
    { id: "orders", label: t("account.profile.orders"), count: orderCount },
    { id: "delete-account", label: t("account.deleteAccount.title") },
  ];
  return (
    <div className={css.profilePage} data-testid="profile-page">
      <header className={css.profileHeader}>
        <div>
          <h1 className={css.pageTitle}>{t("account.profile.title")}</h1>
          <p className={css.intro} data-testid="profile-greeting">
            {t("account.profile.greeting", { name: user.firstName || user.email })} ·{" "}
            {user.isBackofficeUser ? t("account.profile.backoffice") : user.email}
          </p>
        </div>
        <LogoutButton />
      </header>
      <div className={css.profileLayout}>
        <nav className={css.sectionNav} aria-label={t("account.profile.sections")}>
          {nav.map((item) => (
            <a
              key={item.id}
              href={`#${item.id}`}
              className={css.sectionNavLink}
              aria-current={hash === `#${item.id}` ? "location" : undefined}
            >
              <span>{item.label}</span>
              {item.count !== undefined ? <span className={css.navCount}>{item.count}</span> : null}
            </a>
          ))}
        </nav>
        <div className={css.sections}>
          <ProfileSection id="details" title={t("account.profile.details")}>
            {user.emailVerified ? null : <UnconfirmedEmail email={user.email} />}
            <ProfileForm user={user} lastResult={resultFor("profile-form")} />
          </ProfileSection>

          <ProfileSection id="password" title={t("account.profile.password")}>
            <ChangePasswordForm lastResult={resultFor("password-form")} />
          </ProfileSection>

          <ProfileSection id="addresses" title={t("account.profile.addresses")}>
            <AddressBook
              addresses={addresses}
              countries={countries}
              actionData={actionData?.formId?.startsWith("address-") ? actionData : null}
            />
          </ProfileSection>

          {wishlist ? (
            <ProfileSection
              id="wishlist"
              title={t("account.profile.wishlist")}
              meta={<p className={css.sectionMeta}>{t("account.wishlist.count", { count: wishlist.length })}</p>}
            >
              <WishlistSection items={wishlist} />
            </ProfileSection>
          ) : null}

          <ProfileSection
            id="orders"
            title={t("account.profile.orders")}
            meta={
              <p className={css.sectionMeta} data-testid="order-count">
                {t("account.orders.count", { count: orderCount })}
              </p>
            }
          >
            <OrdersSection orders={orders} />
            <Pagination
              page={ordersPage.page}
              totalPages={ordersPage.totalPages}
              path={profilePath}
              search={search}
              section="orders"
            />
          </ProfileSection>

          <ProfileSection id="delete-account" title={t("account.deleteAccount.title")}>
            <DeleteAccountForm hasPassword={user.hasPassword} lastResult={resultFor("delete-account-form")} />
          </ProfileSection>
        </div>
      </div>
    </div>
  );
}
