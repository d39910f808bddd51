/**
 * productAvailabilityForm (spec section 1): a visitor leaves an address on a sold-out product's
 * page and is e-mailed once when it is in stock again. A job looks every minute for open requests
 * whose product has stock, whatever brought the stock back (a cancelled order, an import), and
 * queues each mail in the same transaction that closes the request, so that it goes out once even
 * with several processes.
 */
import { formMessages as m } from "#server/contract/forms";
import { catalogMessages } from "#server/contract/catalog";
import type { Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import { catalogNotFound } from "../catalog/errors";
import { categoryData, loadCards } from "../catalog";
import { logConsents } from "../consents";
import { escapeHtml, queueMail } from "../mail";
import { startMinutelyJob, type Job } from "../jobs";
import type { Scope } from "../scope";
import { findSiteById } from "../site";
import { checkedEmail, contactAddress, FormError, storeSubmission, submissionNotice } from "./shared";

export async function requestAvailability(
  services: Services,
  scope: Scope,
  input: { productId: number; email: string; acceptedConsents: string[] },
): Promise<{ status: "registered" }> {
  const email = checkedEmail(input.email);
  const [card] = await loadCards(services, scope.site, scope.language, await categoryData(services, scope.site), [
    input.productId,
  ]);
  if (!card) throw catalogNotFound(catalogMessages.productNotFound);
  if (card.inStock) throw new FormError(m.productInStock, 409);
  const to = await contactAddress(services, scope);
  await services.db.transaction().execute(async (tx) => {
    await logConsents(tx, scope, { formType: "productAvailabilityForm", email, accepted: input.acceptedConsents });
    const fields = { email, product: card.name, productId: String(card.id) };
    await storeSubmission(tx, scope, { formType: "productAvailabilityForm", email, data: fields });
    const open = await tx
      .selectFrom("availability_requests")
      .select("id")
      .where("site_id", "=", scope.site.id)
      .where("product_id", "=", card.id)
      .where("email", "=", email)
      .where("notified_at", "is", null)
      .executeTakeFirst();
    if (!open)
      await tx
        .insertInto("availability_requests")
        .values({
          site_id: scope.site.id,
          product_id: card.id,
          email,
          language_code: scope.language,
          created_at: new Date().toISOString(),
          notified_at: null,
        })
        .execute();
    await queueMail(tx, submissionNotice(scope, to, { form: "availability", ...fields }));
  });
  return { status: "registered" };
}

const backInStockTexts = (language: Locale, product: string, siteName: string) =>
  language === "hr"
    ? {
        subject: `${product} je ponovno dostupan – ${siteName}`,
        line: `Proizvod „${product}” ponovno je na zalihi. Naručite ga dok ga ima:`,
      }
    : {
        subject: `${product} is back in stock – ${siteName}`,
        line: `“${product}” is in stock again. Order it while it lasts:`,
      };

/** Queues the mail of every open request whose product has stock again. Answers how many. */
export async function notifyRestocked(services: Services): Promise<number> {
  const open = await services.db
    .selectFrom("availability_requests as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .select(["r.id", "r.site_id", "r.product_id", "r.email", "r.language_code"])
    .where("r.notified_at", "is", null)
    .where("p.archived", "=", 0)
    .where((eb) => eb.or([eb("p.stock_qty", "is", null), eb("p.stock_qty", ">", 0)]))
    .orderBy("r.id")
    .limit(500)
    .execute();
  let sent = 0;
  for (const request of open) {
    const site = await findSiteById(services, request.site_id);
    if (!site) continue;
    const language = request.language_code as Locale;
    const [card] = await loadCards(services, site, language, await categoryData(services, site), [request.product_id]);
    // A configurable product is in stock when one of its variants is.
    if (!card?.inStock) continue;
    const texts = backInStockTexts(language, card.name, site.name);
    const link = `${site.url.replace(/\/+$/, "")}${card.url}`;
    const queued = await services.db.transaction().execute(async (tx) => {
      const closed = await tx
        .updateTable("availability_requests")
        .set({ notified_at: new Date().toISOString() })
        .where("id", "=", request.id)
        .where("notified_at", "is", null)
        .executeTakeFirst();
      if (Number(closed.numUpdatedRows) !== 1) return false;
      await queueMail(tx, {
        siteId: site.id,
        to: request.email,
        subject: texts.subject,
        text: `${texts.line}\n\n${link}`,
        html: `<!doctype html><html><body><p>${escapeHtml(texts.line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(card.name)}</a></p></body></html>`,
        kind: "back-in-stock",
      });
      return true;
    });
    if (queued) sent++;
  }
  if (sent) services.log.info("back-in-stock mails queued", { count: sent });
  return sent;
}

/** Starts the job (every minute). */
export function startAvailabilityNotices(services: Services): Job {
  return startMinutelyJob(services, "back-in-stock", () => notifyRestocked(services));
}
