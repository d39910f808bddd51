import { Hono } from "hono";
import type { Services } from "../services";
import { SANDBOX_PATH } from "../modules/payments";
import { errorBody } from "../contract/errors";
import { failureAnswer } from "./errors";
import { refuseOtherMethods, type PlatformEnv } from "./mount";
import { mountAccounts } from "./routers/accounts";
import { mountCart } from "./routers/cart";
import { mountCatalog } from "./routers/catalog";
import { mountCheckout, mountPaymentSandbox } from "./routers/checkout";
import { mountCms } from "./routers/cms";
import { mountCmsEditing } from "./routers/cms-editing";
import { mountMedia } from "./routers/media";
import { mountSearch } from "./routers/search";
import { mountRedirects } from "./routers/redirects";
import { mountShopAdmin } from "./routers/shop-admin";
import { mountCouponsAdmin } from "./routers/coupons-admin";
import { mountCategoriesAdmin } from "./routers/categories-admin";
import { mountCatalogAdmin } from "./routers/catalog-admin";
import { mountCustomersAdmin } from "./routers/customers-admin";
import { mountAudit } from "./routers/audit";
import { mountMail } from "./routers/mail";
import { mountPublishing } from "./routers/publishing";
import { mountComments } from "./routers/comments";
import { mountForms } from "./routers/forms";
import { mountSite } from "./routers/site";
import { mountSitemap } from "./routers/sitemap";
import { mountDocuments } from "./routers/documents";
import { mountEvents } from "./routers/events";
import { DOWNLOAD_ROUTE, FORM_FILE_ROUTE, mountDeliveries } from "./routers/deliveries";

/** The platform's HTTP face: /api/v1/* and /api/v2/* (spec section 7) and /media/* images. */
export function createHttpApp(services: Services): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.use("*", async (c, next) => {
    c.set("services", services);
    await next();
  });

  mountSite(app);
  mountCms(app);
  mountCmsEditing(app);
  mountCatalog(app);
  mountMedia(app);
  mountSearch(app);
  mountRedirects(app);
  mountAudit(app);
  mountMail(app);
  mountPublishing(app);
  mountComments(app);
  mountForms(app);
  mountSitemap(app);
  mountEvents(app);
  mountDocuments(app);
  mountAccounts(app);
  mountCart(app);
  mountCheckout(app);
  mountShopAdmin(app);
  mountCouponsAdmin(app);
  mountCategoriesAdmin(app);
  mountCatalogAdmin(app);
  mountCustomersAdmin(app);
  mountPaymentSandbox(app);
  mountDeliveries(app);
  refuseOtherMethods(app, {
    [DOWNLOAD_ROUTE]: ["GET"],
    [FORM_FILE_ROUTE]: ["GET"],
    "/media/:apiKeyId/:id/:size/:file": ["GET"],
    [`${SANDBOX_PATH}/hpf/:reference`]: ["GET", "POST"],
    [`${SANDBOX_PATH}/wallet.js`]: ["GET"],
    [`${SANDBOX_PATH}/wallet/:reference`]: ["POST"],
  });

  app.notFound((c) => c.json(errorBody(`Unknown endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`, 404), 404));
  app.onError((err, c) => {
    const { envelope, headers } = failureAnswer(err, services, {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
    });
    return c.json(envelope, envelope.statusCode as 400, headers);
  });
  return app;
}
