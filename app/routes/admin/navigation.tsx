import { Form, Link } from "react-router";
import type { Route } from "./+types/navigation";
import { cms, siteRevisions, type NavigationLink, type NavigationTreeId } from "#server/contract";
import { navigationTreeIds } from "#server/contract/cms";
import { localeContext, platformContext } from "~/.server/context";
import { assertWorkingLink, EditRefusal, refusedField } from "~/.server/edit-mode";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { interfaceLocale } from "~/.server/interface-language";
import { historyView } from "~/.server/revision-history";
import { AdminPage } from "~/components/admin/AdminShell";
import { RevisionHistory } from "~/components/admin/RevisionHistory";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import { RowAction } from "~/components/admin/RowAction";
import { FormErrors, useRefusedFields } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { adminNavigationPath } from "~/lib/admin-paths";
import { typed, useRefusal, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { revalidateAfterConflict } from "~/lib/revalidate";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { formSaveDone, rowActionDone, type FieldMarks } from "./admin.server";

/** The history's texts are the editor's; a refusal's message list is the forms'. */
export const handle: TranslationHandle = { i18n: ["editor"] };

const linkTypes = ["page", "shop", "product", "external"] as const;
type LinkType = (typeof linkTypes)[number];

const treeOf = (request: Request): NavigationTreeId => {
  const asked = new URL(request.url).searchParams.get("tree");
  return navigationTreeIds.find((id) => id === asked) ?? "main";
};

/** One tree of the admin's language (the draft when one is pending) with its history, and the trees to switch to. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tree = treeOf(request);
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const [edit, { version, revisions }] = await Promise.all([
    api.call(cms.navigationEdit, { id: tree }),
    api.call(siteRevisions.navigationRevisions, { id: tree }),
  ]);
  const history = await historyView(locale, request, revisions, (from, to) =>
    api.call(siteRevisions.compare, { from, to }),
  );
  return { locale, tree, title: tFor(interfaceLocale(context))("admin.navigation.title"), ...edit, version, history };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const id = (form: FormData, name: string) => Number(form.get(name));
/** The link's label: the platform refuses one of only spaces too, but in a sentence about no field. */
const label = (form: FormData) => {
  const name = text(form, "name");
  if (!name) throw new EditRefusal("validation.required", undefined, "name");
  return name;
};
/** The link a form points at; one that cannot work is refused with its reason before anything is saved. */
const target = (form: FormData) => {
  const link = {
    type: (linkTypes.find((l) => l === form.get("linkType")) ?? "page") as LinkType,
    value: text(form, "linkValue"),
  };
  assertWorkingLink(link, "linkValue");
  return link;
};
/** A missing label, or a link that cannot work or leads nowhere, is said under its field. */
const marks: FieldMarks = {
  fieldOf: (error) =>
    refusedField(error) ??
    (isPlatformError(error) && error.code === "NAVIGATION_TARGET_MISSING" ? "linkValue" : undefined),
  message: "admin.navigation.checkLink",
};
const parent = (form: FormData) => (form.get("parentId") ? id(form, "parentId") : null);

/** Every button and form of the page: one platform call each, then back to the tree with a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const tree = treeOf(request);
  const api = context.get(platformContext);
  const back = adminNavigationPath(context.get(localeContext), tree);
  const intent = String(form.get("intent"));
  const calls: Record<string, () => Promise<unknown>> = {
    create: () =>
      api.call(cms.navigationLinkCreate, {
        tree,
        parentId: parent(form),
        name: label(form),
        link: target(form),
      }),
    update: () =>
      api.call(cms.navigationLinkUpdate, {
        id: id(form, "id"),
        name: label(form),
        title: text(form, "title"),
        link: target(form),
        ...(form.has("parentId") ? { parentId: parent(form) } : {}),
      }),
    up: () => api.call(cms.navigationLinkMove, { id: id(form, "id"), direction: "up" }),
    down: () => api.call(cms.navigationLinkMove, { id: id(form, "id"), direction: "down" }),
    delete: () => api.call(cms.navigationLinkDelete, { id: id(form, "id") }),
    publish: () => api.call(cms.navigationPublish, { id: tree }),
    restore: () => api.call(siteRevisions.restore, { id: id(form, "id"), version: id(form, "version") }),
  };
  const call = calls[intent];
  if (!call) throw new Response(null, { status: 400 });
  const done = {
    publish: "admin.navigation.published",
    restore: "admin.history.restored",
    delete: "admin.navigation.deleted",
  }[intent];
  // A refused link's form comes back with what was typed in it; the buttons' refusals are toasts.
  if (intent === "create" || intent === "update")
    return formSaveDone(context, back, "admin.navigation.saved", { form: "navigation", values: form, marks }, call);
  return rowActionDone(context, back, done ?? "admin.navigation.saved", call);
}

/** After a conflict the page is read again: it then shows the tree as the other editor left it. */
export const shouldRevalidate = revalidateAfterConflict;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminNavigation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, tree, children, draft, requireAdminPublishing, version, history } = loaderData;
  // The main tree has dropdowns: its top-level links may hold others. Footer columns are flat.
  const parents = tree === "main" ? children : null;
  const refusal = useRefusal("navigation");
  const added = refusalOf(refusal, "create");
  return (
    <AdminPage title={t("admin.navigation.title")} testId="admin-navigation">
      <p className={css.muted}>{t("admin.navigation.intro", { language: locale.toUpperCase() })}</p>
      <nav aria-label={t("admin.navigation.trees")} className={css.rowActions} style={{ flexWrap: "wrap" }}>
        {navigationTreeIds.map((id) => (
          <Link
            key={id}
            to={adminNavigationPath(locale, id)}
            aria-current={id === tree ? "page" : undefined}
            className={id === tree ? primaryButton : outlineButton}
          >
            {t(`admin.navigation.tree.${id}`)}
          </Link>
        ))}
      </nav>

      {draft || requireAdminPublishing ? (
        <div className={css.filter} data-testid="navigation-draft">
          <p className={css.muted}>
            {draft ? t("admin.navigation.draftPending") : t("admin.navigation.draftsRequired")}
          </p>
          {draft ? (
            <Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className={primaryButton} data-testid="navigation-publish">
                {t("admin.navigation.publish")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}

      <h2 className={css.subheading}>{t("admin.navigation.add")}</h2>
      <Form method="post" className={css.inlineForm} data-testid="navigation-add">
        <FaultFocus reply={added}>
          <input type="hidden" name="intent" value="create" />
          <FormErrors errors={added ? [added.error] : null} answer={added} pointsToFields={Boolean(added?.fields)} />
          <LinkFields idPrefix="new" parents={parents} refusal={added} />
          <button type="submit" className={primaryButton}>
            {t("admin.navigation.addButton")}
          </button>
        </FaultFocus>
      </Form>

      <h2 className={css.subheading}>{t(`admin.navigation.tree.${tree}`)}</h2>
      {children.length === 0 ? (
        <p className={css.muted}>{t("admin.navigation.empty")}</p>
      ) : (
        <LinkList links={children} parents={parents} refusal={refusal} />
      )}

      <section aria-labelledby="navigation-history">
        <h2 id="navigation-history" className={css.subheading}>
          {t("editor.revisions.title")}
        </h2>
        <RevisionHistory
          history={history}
          version={version}
          intro={t("editor.revisions.treeIntro", { language: locale.toUpperCase() })}
          empty={t("editor.revisions.empty")}
          keep={{ tree }}
        />
      </section>
    </AdminPage>
  );
}

/** The refusal when the refused form was this one: the add form, or the edit form of one link. */
const refusalOf = (refusal: FormRefusal | null, intent: "create" | "update", id?: number) =>
  refusal?.values.intent === intent && (id === undefined || refusal.values.id === String(id)) ? refusal : null;

/** How many links a link has under it, at any depth. */
const linksBelow = (link: NavigationLink): number => link.children.reduce((n, c) => n + 1 + linksBelow(c), 0);

type ListProps = { links: NavigationLink[]; parents: NavigationLink[] | null; refusal: FormRefusal | null };

function LinkList({ links, parents, refusal }: ListProps) {
  return (
    <ul style={{ listStyle: "none", paddingInlineStart: "1rem", display: "grid", gap: "0.5rem" }}>
      {links.map((link) => (
        // A grid item shrinks below its content's widest part (its edit form's select, as wide as its
        // longest option) only with min-width 0: without it a nested link stood past its list.
        <li key={link.id} data-testid="navigation-link" style={{ minWidth: 0 }}>
          <LinkRow link={link} parents={parents} refusal={refusal} />
          {link.children.length ? <LinkList links={link.children} parents={parents} refusal={refusal} /> : null}
        </li>
      ))}
    </ul>
  );
}

function LinkRow({ link, parents, refusal }: Omit<ListProps, "links"> & { link: NavigationLink }) {
  const { t } = useTranslation();
  const name = link.name;
  const refused = refusalOf(refusal, "update", link.id);
  const below = linksBelow(link);
  return (
    <div style={{ display: "grid", gap: "0.25rem" }}>
      <div className={css.rowActions} style={{ flexWrap: "wrap" }}>
        <strong className={`${css.breakable} ${css.nestedText}`} data-testid="navigation-link-name">
          {name}
        </strong>
        <span className={`${css.path} ${css.nestedText}`}>{link.formattedPath}</span>
      </div>
      <div className={css.rowActions} style={{ flexWrap: "wrap" }}>
        <RowAction intent="up" fields={{ id: link.id }} label={t("admin.navigation.upOne", { name })}>
          {t("admin.navigation.up")}
        </RowAction>
        <RowAction intent="down" fields={{ id: link.id }} label={t("admin.navigation.downOne", { name })}>
          {t("admin.navigation.down")}
        </RowAction>
        <ConfirmedRowAction
          intent="delete"
          fields={{ id: link.id }}
          label={t("admin.navigation.deleteOne", { name })}
          // The links under it go with it: the question says how many.
          question={
            below
              ? t("admin.navigation.confirm.titleWithSub", { name, count: below })
              : t("admin.navigation.confirm.title", { name })
          }
          text={t("admin.navigation.confirm.text")}
          yes={t("admin.navigation.confirm.yes")}
          testId="navigation-delete"
        >
          {t("admin.navigation.delete")}
        </ConfirmedRowAction>
      </div>
      <details open={refused ? true : undefined}>
        <summary>{t("admin.navigation.editOne", { name })}</summary>
        <Form method="post" className={css.inlineForm}>
          <FaultFocus reply={refused}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={link.id} />
            <FormErrors
              errors={refused ? [refused.error] : null}
              answer={refused}
              pointsToFields={Boolean(refused?.fields)}
            />
            <LinkFields idPrefix={`link-${link.id}`} link={link} parents={parents} refusal={refused} />
            <button type="submit" className={primaryButton}>
              {t("admin.navigation.save")}
            </button>
          </FaultFocus>
        </Form>
      </details>
    </div>
  );
}

/** A link's label, (title), target and parent: the add form's and each link's edit form's fields, with what was typed in them before a refusal. */
function LinkFields({
  idPrefix,
  link,
  parents,
  refusal,
}: {
  idPrefix: string;
  link?: NavigationLink;
  parents: NavigationLink[] | null;
  refusal: FormRefusal | null;
}) {
  const { t } = useTranslation();
  const values = refusal?.values;
  const field = (name: string, label: string, input: React.ReactNode, errors?: React.ReactNode) => (
    <div className={formCss.field}>
      <label className={formCss.label} htmlFor={`${idPrefix}-${name}`}>
        {label}
      </label>
      {input}
      {errors}
    </div>
  );
  // Asked for in the page's order: the first field at fault takes the cursor.
  const refused = useRefusedFields(refusal);
  const name = refused("name", `${idPrefix}-name`);
  const target = refused("linkValue", `${idPrefix}-value`);
  const parentId = parents?.find((p) => p.children.some((c) => c.id === link?.id))?.id;
  return (
    <>
      {field(
        "name",
        t("admin.navigation.name"),
        <input
          id={`${idPrefix}-name`}
          name="name"
          required
          maxLength={200}
          defaultValue={typed(values, "name") ?? link?.name}
          className={formCss.input}
          {...name.control}
        />,
        name.errors,
      )}
      {link
        ? field(
            "title",
            t("admin.navigation.linkTitle"),
            <input
              id={`${idPrefix}-title`}
              name="title"
              maxLength={200}
              defaultValue={typed(values, "title") ?? link.title}
              className={formCss.input}
            />,
          )
        : null}
      {field(
        "type",
        t("admin.navigation.type"),
        <select
          id={`${idPrefix}-type`}
          name="linkType"
          defaultValue={typed(values, "linkType") ?? link?.link.type ?? "page"}
          className={formCss.select}
        >
          {linkTypes.map((type) => (
            <option key={type} value={type}>
              {t(`admin.navigation.types.${type}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        "value",
        t("admin.navigation.value"),
        <input
          id={`${idPrefix}-value`}
          name="linkValue"
          maxLength={2000}
          defaultValue={typed(values, "linkValue") ?? link?.link.value}
          className={formCss.input}
          {...target.control}
        />,
        target.errors,
      )}
      {parents
        ? field(
            "parent",
            t("admin.navigation.parent"),
            <select
              id={`${idPrefix}-parent`}
              name="parentId"
              defaultValue={typed(values, "parentId") ?? parentId ?? ""}
              className={formCss.select}
            >
              <option value="">{t("admin.navigation.topLevel")}</option>
              {parents
                .filter((p) => p.id !== link?.id)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
            </select>,
          )
        : null}
    </>
  );
}
