import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/eproduct";
import { shopAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { formRefused, formValues } from "~/.server/forms";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError, notFoundWhenMissing } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminPager } from "~/components/admin/AdminPager";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import { DeliverySummary } from "~/components/admin/EProductDelivery";
import * as css from "~/components/admin/admin.css";
import { FormErrors, useRefusedFields } from "~/components/forms/ErrorList";
import { FaultFocus, useFaultClaim } from "~/components/forms/fault-focus";
import { FieldFrame, hintIdOf } from "~/components/forms/FieldFrame";
import * as formCss from "~/components/forms/forms.css";
import { adminEProductPath, adminPath } from "~/lib/admin-paths";
import { DELIVERY_FILE_ACCEPT } from "~/lib/delivery-files";
import { positiveId } from "~/lib/ids";
import { typed, useRefusal, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { askedPage, recordId, refusalKey } from "./admin.server";

/** The form errors' messages (forms), on top of the admin layout's. */

/** The confirmation dialog's close button (editor), on top of the admin layout's namespaces. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** The platform's limits (server/contract/shop-admin.ts), kept out of the browser's bundle. */
const MAX_CODES_PER_PASTE = 1000;
const deliveryTypes = ["link", "code", "qrcode"] as const;

/**
 * A code as a removal's question names it: whole up to 32 characters, a longer one (up to 200) by its
 * first 20 and last 8, so that the heading fits a phone's dialog. Cut between characters (code
 * points), never inside one; the button's accessible name keeps the whole code.
 */
function shortCode(code: string): string {
  const chars = Array.from(code);
  return chars.length <= 32 ? code : `${chars.slice(0, 20).join("")}…${chars.slice(-8).join("")}`;
}

/**
 * One e-product (decision 0049): what it delivers (a link to a private file, picked from the media
 * library or uploaded here, or to an address; or codes, as text or as a QR code), and for codes its
 * pool: load a paste of codes, remove a free one. Plain forms, each back here with a toast.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const id = recordId(params.id);
  try {
    const found = await context.get(platformContext).call(shopAdmin.eProduct, { id, page: askedPage(request) });
    return {
      locale,
      title: tFor(interfaceLocale(context))("admin.eproducts.detailTitle", { name: found.product.name }),
      ...found,
    };
  } catch (error) {
    notFoundWhenMissing(error);
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  // Back to the page of the pool the form was on (a removed code's).
  const page = askedPage(request);
  const back = `${adminEProductPath(context.get(localeContext), id)}${page > 1 ? `?page=${page}` : ""}`;
  const api = context.get(platformContext);
  const form = await request.formData();
  const intent = text(form, "intent");
  const refused = (which: FormRefusal["form"], error: string) => formRefused(which, error, formValues(form), 400);
  // Said under the file's field, the form's top asking to correct it.
  const uploadRefused = (error: string) =>
    formRefused("eproductUpload", "core.notifications.invalidInput", {}, 400, { fields: { file: error } });
  try {
    if (intent === "delivery") {
      const deliveryType = deliveryTypes.find((type) => type === text(form, "deliveryType")) ?? "link";
      const mediaId = positiveId(text(form, "mediaId"));
      const url = text(form, "url").trim();
      if (deliveryType === "link" && mediaId === null && url && !/^https?:\/\/\S+$/i.test(url))
        return refused("eproductDelivery", "admin.eproducts.errors.url");
      await api.call(shopAdmin.saveEProductDelivery, { id, deliveryType, mediaId, url: url || null });
      sendToast(context, { type: "success", key: "admin.eproducts.saved" });
    } else if (intent === "upload") {
      const file = form.get("file");
      if (!(file instanceof File) || !file.size) return uploadRefused("admin.eproducts.errors.noFile");
      await api.call(shopAdmin.uploadEProductFile, { id, files: [{ field: "files", file }] });
      sendToast(context, { type: "success", key: "admin.eproducts.uploaded" });
    } else if (intent === "codes") {
      const codes = text(form, "codes");
      if (!codes.trim()) return refused("eproductCodes", "admin.eproducts.errors.noCodes");
      const { added, skipped } = await api.call(shopAdmin.addEProductCodes, { id, codes });
      sendToast(context, { type: "success", key: "admin.eproducts.added", values: { added, skipped } });
    } else if (intent === "remove") {
      await api.call(shopAdmin.removeEProductCode, { id, codeId: positiveId(text(form, "codeId")) ?? 0 });
      sendToast(context, { type: "success", key: "admin.eproducts.removed" });
    } else return data(null, { status: 400 });
  } catch (error) {
    if (isPlatformError(error, 404) && intent !== "remove") throw data(null, { status: 404 });
    if (intent === "delivery") return refused("eproductDelivery", refusalKey(error));
    if (intent === "upload") return uploadRefused(refusalKey(error));
    if (intent === "codes") return refused("eproductCodes", refusalKey(error));
    sendToast(context, { type: "error", key: refusalKey(error) });
  }
  return redirect(back, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminEProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, product, codes, page, totalPages, files } = loaderData;
  const here = adminEProductPath(locale, product.id);
  return (
    <AdminPage title={t("admin.eproducts.detailTitle", { name: product.name })} testId="admin-eproduct">
      <p>
        <Link to={adminPath(locale, "eproducts")}>{t("admin.eproducts.back")}</Link>
      </p>
      <p className={css.muted}>
        {product.sku} · {t(`admin.eproducts.types.${product.deliveryType}`)} · <DeliverySummary product={product} />
      </p>
      <DeliveryForm product={product} files={files} action={here} />
      {product.codes ? (
        <CodesSection
          codes={codes}
          pool={product.codes.available + product.codes.reserved + product.codes.delivered}
          page={page}
          totalPages={totalPages}
          action={here}
        />
      ) : null}
    </AdminPage>
  );
}

function DeliveryForm({
  product,
  files,
  action,
}: {
  product: Route.ComponentProps["loaderData"]["product"];
  files: Route.ComponentProps["loaderData"]["files"];
  action: string;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal("eproductDelivery");
  const errors = refusal ? [refusal.error] : undefined;
  const type = typed(refusal?.values, "deliveryType") ?? product.deliveryType;
  const urlHint = t("admin.eproducts.urlHint");
  const typeHint = t("admin.eproducts.typeHint");
  return (
    <section aria-labelledby="eproduct-delivery">
      <h2 className={css.subheading} id="eproduct-delivery">
        {t("admin.eproducts.deliveryTitle")}
      </h2>
      <Form method="post" action={action} className={css.fields} data-testid="eproduct-delivery-form">
        <FaultFocus reply={refusal}>
          <FormErrors id="eproduct-delivery-errors" errors={errors} />
          <input type="hidden" name="intent" value="delivery" />
          <FieldFrame id="eproduct-type" label={t("admin.eproducts.type")} hint={typeHint}>
            <select
              id="eproduct-type"
              name="deliveryType"
              defaultValue={type}
              aria-describedby={hintIdOf("eproduct-type", typeHint)}
              className={formCss.select}
            >
              {deliveryTypes.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.eproducts.types.${value}`)}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame id="eproduct-file" label={t("admin.eproducts.file")}>
            <select
              id="eproduct-file"
              name="mediaId"
              defaultValue={typed(refusal?.values, "mediaId") ?? String(product.file?.id ?? "")}
              className={formCss.select}
            >
              <option value="">{t("admin.eproducts.noFile")}</option>
              {files.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title} ({f.name})
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame id="eproduct-url" label={t("admin.eproducts.url")} hint={urlHint}>
            <input
              id="eproduct-url"
              name="url"
              type="url"
              maxLength={2000}
              defaultValue={typed(refusal?.values, "url") ?? product.url ?? ""}
              aria-describedby={hintIdOf("eproduct-url", urlHint)}
              className={formCss.input}
            />
          </FieldFrame>
          <div>
            <button type="submit" className={primaryButton}>
              {t("admin.eproducts.save")}
            </button>
          </div>
        </FaultFocus>
      </Form>
      <UploadForm action={action} />
    </section>
  );
}

function CodesSection({
  codes,
  pool,
  page,
  totalPages,
  action,
}: {
  codes: Route.ComponentProps["loaderData"]["codes"];
  /** How many codes the pool has (on every page). */
  pool: number;
  page: number;
  totalPages: number;
  action: string;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal("eproductCodes");
  // The paste refused is the one field at fault: it gets the cursor, the message above it in view.
  const claim = useFaultClaim(refusal);
  const hint = t("admin.eproducts.codesHint", { count: MAX_CODES_PER_PASTE });
  return (
    <section aria-labelledby="eproduct-codes-title">
      <h2 className={css.subheading} id="eproduct-codes-title">
        {t("admin.eproducts.codesTitle")}
      </h2>
      {/* Keyed by the pool: once a paste is added, the box is empty again (with JavaScript too). */}
      <Form key={pool} method="post" action={action} className={css.fields} data-testid="eproduct-codes-form">
        <FormErrors
          id="eproduct-codes-errors"
          errors={refusal ? [refusal.error] : undefined}
          answer={refusal}
          pointsToFields
        />
        <input type="hidden" name="intent" value="codes" />
        <FieldFrame id="eproduct-new-codes" label={t("admin.eproducts.newCodes")} hint={hint}>
          <textarea
            id="eproduct-new-codes"
            name="codes"
            rows={6}
            defaultValue={typed(refusal?.values, "codes")}
            aria-describedby={hintIdOf("eproduct-new-codes", hint)}
            aria-invalid={refusal ? true : undefined}
            {...claim("codes", Boolean(refusal))}
            className={formCss.input}
            spellCheck={false}
          />
        </FieldFrame>
        <div>
          <button type="submit" className={primaryButton}>
            {t("admin.eproducts.addCodes")}
          </button>
        </div>
      </Form>
      {codes.length ? (
        <AdminTable
          label={t("admin.eproducts.pool")}
          columns={[t("admin.eproducts.code"), t("admin.eproducts.state")]}
          actions={t("admin.eproducts.actions")}
        >
          {codes.map((c) => (
            <AdminRow key={c.id} data-testid="eproduct-code">
              <AdminCell>
                <code className={css.breakable}>{c.code}</code>
              </AdminCell>
              <AdminCell>{t(`admin.eproducts.states.${c.state}`)}</AdminCell>
              <AdminCell>
                {c.state === "available" ? (
                  // Posted to this page's address, its ?page= kept: back to the page the code was on.
                  <ConfirmedRowAction
                    intent="remove"
                    fields={{ codeId: c.id }}
                    label={t("admin.eproducts.removeOne", { code: c.code })}
                    question={t("admin.eproducts.removeConfirm.title", { code: shortCode(c.code) })}
                    // Deleted from the pool (server/modules/deliveries/admin.ts removeEProductCode): only a paste brings it back.
                    text={t("admin.eproducts.removeConfirm.text")}
                    yes={t("admin.eproducts.removeConfirm.yes")}
                    testId="eproduct-code-remove"
                    inTableRow
                  >
                    {t("admin.eproducts.remove")}
                  </ConfirmedRowAction>
                ) : null}
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.eproducts.noCodes")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} sequence />
    </section>
  );
}

/** A new file for the product to deliver, uploaded from here; a refusal is said under its field. */
function UploadForm({ action }: { action: string }) {
  const { t } = useTranslation();
  const refusal = useRefusal("eproductUpload");
  const uploadHint = t("admin.eproducts.uploadHint");
  const file = useRefusedFields(refusal)("file", "eproduct-upload", uploadHint);
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className={`${css.inlineForm} ${css.filter}`}
      data-testid="eproduct-upload-form"
    >
      <FaultFocus reply={refusal}>
        <FormErrors
          id="eproduct-upload-errors"
          errors={refusal ? [refusal.error] : undefined}
          answer={refusal}
          pointsToFields={Boolean(refusal?.fields?.file)}
        />
        <input type="hidden" name="intent" value="upload" />
        <FieldFrame id="eproduct-upload" label={t("admin.eproducts.upload")} hint={uploadHint} errors={file.errors}>
          <input
            id="eproduct-upload"
            type="file"
            name="file"
            required
            accept={DELIVERY_FILE_ACCEPT}
            className={formCss.input}
            {...file.control}
          />
        </FieldFrame>
        <div>
          <button type="submit" className={outlineButton}>
            {t("admin.eproducts.uploadButton")}
          </button>
        </div>
      </FaultFocus>
    </Form>
  );
}
