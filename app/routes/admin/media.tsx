import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/media";
import { media, type MediaItem } from "#server/contract";
import { STAFF_UPLOAD_LIMIT } from "#server/contract/media";
import { mediaUsersOf } from "#server/contract/media-usage";
import { ALT_TEXT_MAX_LENGTH } from "#server/contract/text-limits";
import { ACCEPTED_IMAGE_TYPES } from "#server/contract/upload-rules";
import { locales } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { sendToast } from "~/.server/toast";
import { postedFiles, uploadRefusal } from "~/.server/media-upload";
import { AdminPager } from "~/components/admin/AdminPager";
import { askedPage } from "./admin.server";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminSearch } from "~/components/admin/AdminSearch";
import { MediaThumb } from "~/components/admin/MediaThumb";
import { EditDialog } from "~/components/cms/EditDialog";
import * as css from "~/components/admin/admin.css";
import { FieldFrame, hintIdOf } from "~/components/forms/FieldFrame";
import { useFaultClaim } from "~/components/forms/fault-focus";
import { ErrorList } from "~/components/forms/ErrorList";
import { useEmptiedWhenSent } from "~/lib/forms/emptied";
import { formMessage } from "~/lib/forms/messages";
import * as formCss from "~/components/forms/forms.css";
import { adminPath } from "~/lib/admin-paths";
import { describeMediaUsers } from "~/lib/media-users";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { dangerButton, primaryButton } from "~/styles/button.css";

/** The confirmation dialog's close button and the upload's refusals (editor) and the form messages' list (forms), on top of the admin layout's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

const PAGE_SIZE = 24;

/** The media library (issue 15 item 3): upload images, find them, set their texts, delete unused ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = askedPage(request);
  const search = new URL(request.url).searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const list = await context.get(platformContext).call(media.filterStandard, { search, page, limit: PAGE_SIZE });
  return {
    title: tFor(interfaceLocale(context))("admin.media.title"),
    search,
    page,
    totalPages: list.totalPages,
    totalRecords: list.totalRecords,
    items: list.records,
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A refused edit of a file's details: what was typed, and the field the reason is said under. */
interface RefusedEdit {
  id: number;
  title: string;
  description: string;
  alts: Record<string, string>;
  field: string;
  /** A form message (`formMessage`): its key with its values. */
  message: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const back = `${adminPath(context.get(localeContext), "media")}${url.search}`;
  const api = context.get(platformContext);
  const form = await request.formData();
  const intent = text(form, "intent");
  try {
    if (intent === "upload") {
      const { records } = await api.call(media.upload, { files: postedFiles(form) });
      sendToast(context, { type: "success", key: "admin.media.uploaded", values: { count: records.length } });
    } else if (intent === "update") {
      const alts = Object.fromEntries(locales.map((language) => [language, text(form, `alt-${language}`).trim()]));
      const typed = {
        id: Number(text(form, "id")),
        title: text(form, "title"),
        description: text(form, "description"),
        alts,
      };
      // Said under the field, the form open again with what was typed: the platform refuses an empty
      // title (only spaces pass the browser's `required`), and an alt text is said too long rather
      // than cut short (a screen reader would read it as cut).
      const refused = (field: string, message: string) =>
        data(
          { refusal: null, upload: null, edit: { ...typed, field, message } satisfies RefusedEdit },
          { status: 400 },
        );
      if (!typed.title.trim()) return refused("title", formMessage("admin.media.errors.titleEmpty"));
      const tooLong = locales.find((language) => alts[language]!.length > ALT_TEXT_MAX_LENGTH);
      if (tooLong)
        return refused(`alt-${tooLong}`, formMessage("admin.media.errors.altTooLong", { count: ALT_TEXT_MAX_LENGTH }));
      await api.call(media.update, {
        id: typed.id,
        title: typed.title.slice(0, 200),
        description: typed.description.slice(0, 2000),
        alts,
      });
      sendToast(context, { type: "success", key: "admin.media.saved" });
      return redirect(`${back}#media-${typed.id}`, { status: 303 });
    } else if (intent === "delete") {
      await api.call(media.delete, { id: Number(text(form, "id")) });
      sendToast(context, { type: "success", key: "admin.media.deleted" });
    } else return data({ refusal: null, upload: null, edit: null }, { status: 400 });
  } catch (error) {
    // Said at the form, which keeps the chosen files (with JavaScript) to choose again.
    if (intent === "upload") {
      const { status, message } = uploadRefusal(error);
      return data({ refusal: null, upload: message, edit: null }, { status });
    }
    if (isPlatformError(error) && error.code === "MEDIA_IN_USE") {
      // What uses the file comes as data, named on the page in the admin's language.
      const usedBy = mediaUsersOf(error.details);
      const refusal = { id: Number(text(form, "id")), title: text(form, "title"), usedBy };
      return data({ refusal, upload: null, edit: null }, { status: 409 });
    }
    sendToast(context, { type: "error", key: errorMessageKey(error) });
  }
  return redirect(back, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, totalPages, totalRecords, search } = loaderData;
  const refusal = actionData?.refusal ?? null;
  const uploadRefused = actionData?.upload ?? null;
  const refusedEdit = actionData?.edit ?? null;
  // Emptied after an upload, so that pressing Upload again does not store the files twice.
  const sending = useEmptiedWhenSent(uploadRefused);
  const filesHint = t("admin.media.filesHint", { count: STAFF_UPLOAD_LIMIT });
  return (
    <AdminPage title={t("admin.media.title")} testId="admin-media">
      <p className={css.muted}>{t("admin.media.intro", { count: STAFF_UPLOAD_LIMIT })}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        className={`${css.inlineForm} ${css.filter}`}
        data-testid="media-upload"
        {...sending}
      >
        <input type="hidden" name="intent" value="upload" />
        <FieldFrame id="media-files" label={t("admin.media.files")} hint={filesHint}>
          <input
            id="media-files"
            type="file"
            name="files"
            multiple
            required
            accept={ACCEPTED_IMAGE_TYPES}
            aria-describedby={hintIdOf("media-files", filesHint)}
            className={formCss.input}
          />
        </FieldFrame>
        <div>
          <button type="submit" className={primaryButton}>
            {t("admin.media.upload")}
          </button>
        </div>
      </Form>
      {uploadRefused ? (
        <p role="alert" className={formCss.alert} data-testid="media-upload-refusal">
          {t(uploadRefused.key, uploadRefused.values)}
        </p>
      ) : null}

      <AdminSearch
        id="media-search"
        name="q"
        label={t("admin.media.search")}
        button={t("admin.media.searchButton")}
        value={search}
        testId="media-search"
      />

      {refusal ? (
        <p role="alert" className={formCss.alert} data-testid="media-refusal">
          {t("admin.media.inUse", { title: refusal.title, usedBy: describeMediaUsers(refusal.usedBy, t) })}
        </p>
      ) : null}

      <p className={css.muted} aria-live="polite">
        {search
          ? t("admin.media.found", { count: totalRecords, search })
          : t("admin.media.count", { count: totalRecords })}
      </p>
      {items.length ? (
        <ul className={css.mediaGrid}>
          {items.map((item) => (
            <MediaCard key={item.id} item={item} refused={refusedEdit?.id === item.id ? refusedEdit : null} />
          ))}
        </ul>
      ) : (
        <p>{t(search ? "admin.media.noneFound" : "admin.media.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} query={{ q: search || undefined }} />
    </AdminPage>
  );
}

function MediaCard({ item, refused }: { item: MediaItem; refused: RefusedEdit | null }) {
  const { t } = useTranslation();
  const field = (name: string) => `media-${item.id}-${name}`;
  const typed = refused ?? item;
  // The reason under its field, which points at it, as every form's field error does; the field at
  // fault gets the cursor (the form is drawn anew for a refusal, with JavaScript too).
  const claimFocus = useFaultClaim(refused ? { error: refused.message } : null);
  const problem = (name: string) =>
    refused?.field === name
      ? {
          "aria-invalid": true as const,
          errors: <ErrorList id={`${field(name)}-error`} errors={[refused.message]} />,
        }
      : null;
  const altHint = t("admin.media.altHint");
  // Documents (the documents section's files) are listed too, without a picture or alt texts.
  const isImage = item.mime.startsWith("image/");
  return (
    <li id={`media-${item.id}`} className={css.mediaCard} data-testid="media-item" data-media-id={item.id}>
      <div className={css.mediaHead}>
        {isImage ? (
          <MediaThumb image={item} />
        ) : (
          <span className={`${css.mediaThumb} ${css.mediaFileBadge}`} aria-hidden="true">
            {item.extension.toUpperCase()}
          </span>
        )}
        <div className={css.breakable}>
          <p className={css.mediaTitle}>{item.title}</p>
          <p className={css.muted}>
            {isImage
              ? t("admin.media.facts", {
                  width: item.width,
                  height: item.height,
                  size: kilobytes(item.size),
                  name: item.originalName,
                })
              : t("admin.media.fileFacts", { size: kilobytes(item.size), name: item.originalName })}
          </p>
          {(isImage ? locales : []).map((language) => {
            const alt = item.alts[language];
            return (
              <p key={language} className={css.muted} data-testid="media-alt">
                {alt ? t(`admin.media.altShown.${language}`, { alt }) : t(`admin.media.noAlt.${language}`)}
              </p>
            );
          })}
        </div>
      </div>
      <details open={refused ? true : undefined}>
        <summary>{t("admin.media.edit", { title: item.title })}</summary>
        {/* Posted to the page itself, no fragment: a refused answer opens at its top and the field at
            fault's autofocus brings it into view with the cursor in it (Chromium gives no autofocus
            on a page opened at a fragment, decision 0107); a save comes back to this file. */}
        <Form method="post" className={formCss.form} data-testid="media-edit" key={refused ? "refused" : "saved"}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={item.id} />
          <FieldFrame id={field("title")} label={t("admin.media.titleField")} errors={problem("title")?.errors}>
            <input
              id={field("title")}
              name="title"
              defaultValue={typed.title}
              aria-invalid={problem("title")?.["aria-invalid"]}
              {...claimFocus("title", problem("title") !== null)}
              aria-describedby={problem("title") ? `${field("title")}-error` : undefined}
              maxLength={200}
              required
              className={formCss.input}
            />
          </FieldFrame>
          {(isImage ? locales : []).map((language) => (
            <FieldFrame
              key={language}
              id={field(`alt-${language}`)}
              label={t(`admin.media.alt.${language}`)}
              hint={altHint}
              errors={problem(`alt-${language}`)?.errors}
            >
              <input
                id={field(`alt-${language}`)}
                name={`alt-${language}`}
                lang={language}
                defaultValue={typed.alts[language] ?? ""}
                maxLength={ALT_TEXT_MAX_LENGTH}
                aria-invalid={problem(`alt-${language}`)?.["aria-invalid"]}
                {...claimFocus(`alt-${language}`, problem(`alt-${language}`) !== null)}
                aria-describedby={[
                  hintIdOf(field(`alt-${language}`), altHint),
                  problem(`alt-${language}`) ? `${field(`alt-${language}`)}-error` : "",
                ]
                  .join(" ")
                  .trim()}
                className={formCss.input}
              />
            </FieldFrame>
          ))}
          <FieldFrame id={field("description")} label={t("admin.media.description")}>
            <textarea
              id={field("description")}
              name="description"
              defaultValue={typed.description}
              maxLength={2000}
              rows={3}
              className={formCss.input}
            />
          </FieldFrame>
          <div>
            <button type="submit" className={primaryButton}>
              {t("admin.media.save")}
            </button>
          </div>
        </Form>
      </details>
      {/* A deleted file cannot be brought back: a second step first (a dialog, or in place without JavaScript). */}
      <EditDialog
        label={t("admin.media.delete")}
        accessibleLabel={t("admin.media.deleteOne", { title: item.title })}
        title={t("admin.media.confirm.title", { title: item.title })}
        testId="media-delete"
        danger
      >
        <p className={css.muted}>{t("admin.media.confirm.text")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="title" value={item.title} />
          <button type="submit" className={dangerButton}>
            {t("admin.media.confirm.yes")}
          </button>
        </Form>
      </EditDialog>
    </li>
  );
}
