import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/customer";
import { customersAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { resetLinkTemplate, verificationLinkTemplate } from "~/.server/auth/verification-link";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { notFoundWhenMissing } from "~/.server/platform";
import { FulfilmentStatus, OrderStatus } from "~/components/account/OrdersSection";
import { formatOrderDate } from "~/lib/dates";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { AddressBlock } from "~/components/checkout/AddressBlock";
import { adminCustomerPath, adminOrderPath, adminPath } from "~/lib/admin-paths";
import { countryName } from "~/lib/countries";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { dangerButton, outlineButton, primaryButton } from "~/styles/button.css";
import { sendToast } from "~/.server/toast";
import { backofficeUserContext, recordId, refusalKey, rowActionDone } from "./admin.server";

/** Order statuses and their names are the order pages' (orders). */
export const handle: TranslationHandle = { i18n: ["orders"] };

/** The actions that ask first (`?confirm=`): each ends something the customer has, or opens the
 * whole back office to them; deleting erases the account (decision 0078). */
const confirmed = ["signOut", "grant", "revoke", "delete"] as const;
type Confirmed = (typeof confirmed)[number];

/**
 * One customer (decision 0073): profile, addresses, orders (each linking to its back-office page),
 * wishlist, consents, open sessions, and the help support gives, each a plain form. Signing out
 * everywhere and giving or taking back-office access ask first on a `?confirm=` page of their own;
 * on their own account a back-office user is told why their access cannot change instead.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  try {
    const customer = await context.get(platformContext).call(customersAdmin.customer, { id: recordId(params.id) });
    const asked = confirmed.find((c) => c === new URL(request.url).searchParams.get("confirm"));
    // A stale "?confirm=grant" (access given meanwhile) asks nothing.
    const stale =
      (asked === "grant" && customer.isBackofficeUser) || (asked === "revoke" && !customer.isBackofficeUser);
    return {
      locale,
      title: tFor(interfaceLocale(context))("admin.customers.title"),
      customer,
      countries: Object.fromEntries(customer.addresses.map((a) => [a.id, countryName(a.country, locale)])),
      isSelf: context.get(backofficeUserContext)?.id === customer.id,
      confirm: stale ? null : (asked ?? null),
    };
  } catch (error) {
    notFoundWhenMissing(error);
  }
}

/** Each action: its platform call and the toast saying it was done; any other intent (a forged
 * post) is refused and changes nothing. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  const intent = (await request.formData()).get("intent");
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const back = adminCustomerPath(locale, id);
  // Deleted, the customer's page is gone: back to the list; refused, back to their page with why.
  if (intent === "delete") {
    try {
      await api.call(customersAdmin.deleteCustomer, { id });
    } catch (error) {
      sendToast(context, { type: "error", key: refusalKey(error) });
      return redirect(back, { status: 303 });
    }
    sendToast(context, { type: "success", key: "admin.customerDelete.done" });
    return redirect(adminPath(locale, "customers"), { status: 303 });
  }
  const run = {
    reset: [
      "admin.customers.done.reset",
      () => api.call(customersAdmin.sendPasswordReset, { id, resetUrl: resetLinkTemplate(locale) }),
    ],
    signOut: ["admin.customers.done.signedOut", () => api.call(customersAdmin.signOutEverywhere, { id })],
    grant: [
      "admin.customers.done.granted",
      () => api.call(customersAdmin.setBackofficeAccess, { id, isBackofficeUser: true }),
    ],
    revoke: [
      "admin.customers.done.revoked",
      () => api.call(customersAdmin.setBackofficeAccess, { id, isBackofficeUser: false }),
    ],
  } as const satisfies Record<string, readonly [string, () => Promise<unknown>]>;
  // The confirmation sent again is the registration's or, for a changed address, the change's: the
  // message names which went.
  if (intent === "confirmation") {
    try {
      const sent = await api.call(customersAdmin.resendConfirmation, {
        id,
        verificationUrl: verificationLinkTemplate(locale),
      });
      sendToast(context, {
        type: "success",
        key:
          sent.mail === "registration"
            ? "admin.customers.done.confirmation"
            : "admin.customers.done.emailChangeConfirmation",
      });
    } catch (error) {
      sendToast(context, { type: "error", key: refusalKey(error) });
    }
    return redirect(back, { status: 303 });
  }
  if (typeof intent !== "string" || !Object.hasOwn(run, intent)) throw data(null, { status: 400 });
  const [done, call] = run[intent as keyof typeof run];
  return rowActionDone(context, back, done, call);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.customer.email} · ${loaderData.title}` : "Admin" }];
}

/** A button posting one action to the page. */
function ActionButton({ intent, label, primary = false }: { intent: string; label: string; primary?: boolean }) {
  // Deleting the account is the one destructive action: the danger variant.
  const look = intent === "delete" ? dangerButton : primary ? primaryButton : outlineButton;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={look} data-testid={`customer-${intent}`}>
        {label}
      </button>
    </Form>
  );
}

/** An action that asks first: a link to this page with the question, and what it does. */
function AskItem({
  to,
  testId,
  label,
  hint,
  danger = false,
}: {
  to: string;
  testId: string;
  label: string;
  hint?: string;
  /** It asks about a deletion: the danger variant. */
  danger?: boolean;
}) {
  return (
    <li className={css.item}>
      <Link to={to} className={danger ? dangerButton : outlineButton} data-testid={testId}>
        {label}
      </Link>
      {hint ? <span className={css.muted}>{hint}</span> : null}
    </li>
  );
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, customer, countries, isSelf, confirm } = loaderData;
  const date = (iso: string) => formatOrderDate(iso, locale);
  const yesNo = (value: boolean) => (value ? t("admin.customers.yes") : t("admin.customers.no"));
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const profile: [string, string][] = [
    [t("admin.customers.name"), name],
    [t("admin.customers.company"), customer.companyName || t("admin.customers.none")],
    [t("admin.customers.email"), customer.email],
    [
      t("admin.customers.confirmedAt"),
      customer.emailConfirmedAt
        ? date(customer.emailConfirmedAt)
        : customer.emailChangePending
          ? t("admin.customers.changeNotConfirmed")
          : t("admin.customers.notConfirmed"),
    ],
    [t("admin.customers.memberCard"), customer.memberCardBarcode ?? t("admin.customers.none")],
    [t("admin.customers.registered"), date(customer.createdAt)],
    [
      t("admin.customers.password"),
      customer.hasPassword ? t("admin.customers.passwordSet") : t("admin.customers.passwordNone"),
    ],
    [t("admin.customers.backofficeAccess"), yesNo(customer.isBackofficeUser)],
    [t("admin.customers.wishlist"), String(customer.wishlistCount)],
    [t("admin.customers.sessions"), String(customer.activeSessions)],
  ];
  return (
    <AdminPage title={name || customer.email} testId="admin-customer-page">
      <p>
        <Link to={adminPath(locale, "customers")}>{t("admin.customers.back")}</Link>
      </p>

      <section aria-labelledby="customer-profile">
        <h2 className={css.subheading} id="customer-profile">
          {t("admin.customers.profile")}
        </h2>
        <dl className={css.fields} data-testid="customer-profile">
          {profile.map(([label, value]) => (
            <div key={label}>
              <dt className={css.fieldName}>{label}</dt>
              <dd className={css.fieldValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="customer-help" data-testid="customer-help">
        <h2 className={css.subheading} id="customer-help">
          {t("admin.customers.help")}
        </h2>
        {confirm ? (
          <ConfirmBox
            confirm={confirm}
            email={customer.email}
            isSelf={isSelf}
            here={adminCustomerPath(locale, customer.id)}
          />
        ) : (
          <ul className={css.itemList}>
            <li className={css.item}>
              <ActionButton intent="reset" label={t("admin.customers.sendReset")} />
              <span className={css.muted}>{t("admin.customers.sendResetHint")}</span>
            </li>
            {customer.emailConfirmed ? null : (
              <li className={css.item}>
                <ActionButton intent="confirmation" label={t("admin.customers.resendConfirmation")} />
                <span className={css.muted}>
                  {customer.emailChangePending
                    ? t("admin.customers.resendChangeConfirmationHint", { email: customer.email })
                    : t("admin.customers.resendConfirmationHint")}
                </span>
              </li>
            )}
            <AskItem
              to={adminCustomerPath(locale, customer.id, "signOut")}
              testId="customer-ask-signOut"
              label={t("admin.customers.signOut")}
              hint={t("admin.customers.signOutHint")}
            />
            <AskItem
              to={adminCustomerPath(locale, customer.id, customer.isBackofficeUser ? "revoke" : "grant")}
              testId="customer-ask-access"
              label={customer.isBackofficeUser ? t("admin.customers.revoke") : t("admin.customers.grant")}
            />
            <AskItem
              to={adminCustomerPath(locale, customer.id, "delete")}
              testId="customer-ask-delete"
              label={t("admin.customerDelete.button")}
              hint={t("admin.customerDelete.hint")}
              danger
            />
          </ul>
        )}
      </section>

      <section aria-labelledby="customer-addresses">
        <h2 className={css.subheading} id="customer-addresses">
          {t("admin.customers.addresses")}
        </h2>
        {customer.addresses.length ? (
          <ul className={css.mediaGrid}>
            {customer.addresses.map((a) => (
              <li key={a.id}>
                <AddressBlock
                  title={t(`admin.customers.addressTypes.${a.type}`)}
                  address={a}
                  country={countries[a.id] ?? ""}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>{t("admin.customers.noAddresses")}</p>
        )}
      </section>

      <section aria-labelledby="customer-orders" data-testid="customer-orders">
        <h2 className={css.subheading} id="customer-orders">
          {t("admin.customers.ordersTitle", { count: customer.orderCount })}
        </h2>
        {customer.orders.length < customer.orderCount ? (
          <p className={css.sectionNote}>
            {t("admin.customers.ordersShown", { shown: customer.orders.length, count: customer.orderCount })}
          </p>
        ) : null}
        {customer.orders.length ? (
          <AdminTable
            label={t("admin.customers.orders")}
            columns={[t("account.orders.number"), t("account.orders.status"), t("account.orders.total")]}
          >
            {customer.orders.map((o) => (
              <AdminRow key={o.id} data-testid="customer-order">
                <AdminCell className={css.nowrap}>
                  <Link to={adminOrderPath(locale, o.slug)}>{o.slug}</Link>
                  <br />
                  <time dateTime={o.created_at} className={css.muted}>
                    {date(o.created_at)}
                  </time>
                </AdminCell>
                <AdminCell>
                  <OrderStatus order={o} /> <FulfilmentStatus status={o.fulfilmentStatus} />
                </AdminCell>
                <AdminCell className={css.nowrap}>{formatMoney(o.orderTotal, locale, o.currency || "EUR")}</AdminCell>
              </AdminRow>
            ))}
          </AdminTable>
        ) : (
          <p className={css.muted}>{t("admin.customers.noOrders")}</p>
        )}
      </section>

      <section aria-labelledby="customer-consents">
        <h2 className={css.subheading} id="customer-consents">
          {t("admin.customers.consentsTitle")}
        </h2>
        {customer.consents.length ? (
          <ul className={css.itemList} data-testid="customer-consents">
            {customer.consents.map((log, i) => (
              <li key={i}>
                <time dateTime={log.acceptedAt}>{date(log.acceptedAt)}</time> · {log.formType}:{" "}
                {log.consents
                  .map((c) => t("admin.customers.consentVersion", { number: c.uniqueNumber, version: c.version }))
                  .join(", ")}
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>{t("admin.customers.noConsents")}</p>
        )}
      </section>
    </AdminPage>
  );
}

/** The question before signing out everywhere, changing access or deleting the account; on one's own
 * access or account, why not. */
function ConfirmBox({
  confirm,
  email,
  isSelf,
  here,
}: {
  confirm: Confirmed;
  email: string;
  isSelf: boolean;
  here: string;
}) {
  const { t } = useTranslation();
  const ownAccess = isSelf && confirm !== "signOut";
  const ownText = confirm === "delete" ? "admin.customerDelete.ownAccount" : "admin.customers.ownAccess";
  const texts = {
    signOut: ["admin.customers.confirmSignOut", "admin.customers.confirmSignOutButton"],
    grant: ["admin.customers.confirmGrant", "admin.customers.confirmGrantButton"],
    revoke: ["admin.customers.confirmRevoke", "admin.customers.confirmRevokeButton"],
    delete: ["admin.customerDelete.confirm", "admin.customerDelete.confirmButton"],
  } as const;
  const [question, yes] = texts[confirm];
  return (
    <div className={css.confirmBox} data-testid="customer-confirm">
      {ownAccess ? (
        <p role="alert" data-testid="customer-own-access">
          {t(ownText)}
        </p>
      ) : (
        <>
          <p>{t(question, { email })}</p>
          <ActionButton intent={confirm} label={t(yes)} primary />
        </>
      )}
      <Link to={here} className={outlineButton}>
        {t("admin.customers.keep")}
      </Link>
    </div>
  );
}
