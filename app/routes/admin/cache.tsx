import { data } from "react-router";
import type { Route } from "./+types/cache";
import { cms } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { useTranslation } from "~/lib/i18n";
import { RowAction } from "~/components/admin/RowAction";
import { adminPath } from "~/lib/admin-paths";
import { CACHING_ENABLED, rowActionDone } from "./admin.server";

/** Available caches: the platform's in-process memo, by tag; a tag can be cleared. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!CACHING_ENABLED) throw data(null, { status: 404 });
  const { tags } = await context.get(platformContext).call(cms.cacheTags, {});
  return { title: tFor(interfaceLocale(context))("admin.cache.title"), tags };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!CACHING_ENABLED) throw data(null, { status: 404 });
  const tag = String((await request.formData()).get("tag") ?? "");
  return rowActionDone(context, adminPath(context.get(localeContext), "cache"), "admin.cache.cleared", () =>
    context.get(platformContext).call(cms.cacheClear, { tag }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminCaches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tags } = loaderData;
  return (
    <AdminPage title={t("admin.cache.title")} testId="admin-caches">
      <p className={css.muted}>{t("admin.cache.intro")}</p>
      {tags.length === 0 ? (
        <p>{t("admin.cache.empty")}</p>
      ) : (
        <AdminTable
          label={t("admin.cache.title")}
          columns={[t("admin.cache.tag"), t("admin.cache.entries")]}
          actions={t("admin.cache.actions")}
        >
          {tags.map((tag) => (
            <AdminRow key={tag.tag} data-testid="admin-cache-tag">
              <AdminCell>{tag.tag}</AdminCell>
              <AdminCell>{tag.entries}</AdminCell>
              <AdminCell>
                <RowAction intent="clear" fields={{ tag: tag.tag }} label={t("admin.cache.clearOne", { tag: tag.tag })}>
                  {t("admin.cache.clear")}
                </RowAction>
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
