import type { Hono } from "hono";
import { shopAdmin as contract } from "#server/contract";
import {
  addDeliveryBranch,
  createDeliveryMethod,
  deleteDeliveryMethod,
  deliveryMethodForBackoffice,
  deliveryMethodsForBackoffice,
  paymentMethodsForBackoffice,
  removeDeliveryBranch,
  saveDeliveryBranch,
  saveDeliveryMethodSettings,
  savePaymentInstructions,
} from "#server/modules/checkout";
import {
  addEProductCodes,
  eProductDetail,
  listEProducts,
  removeEProductCode,
  saveEProductDelivery,
  uploadEProductFile,
} from "#server/modules/deliveries";
import {
  listSiteOrders,
  markOrderDelivered,
  markOrderShipped,
  settleOfflineOrder,
  siteOrderDetail,
} from "#server/modules/orders";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountShopAdmin(app: Hono<PlatformEnv>): void {
  mount(app, contract.orders, (input, s) => {
    requireBackoffice(s);
    return listSiteOrders(s.services, s, input);
  });
  mount(app, contract.order, (input, s) => {
    requireBackoffice(s);
    return siteOrderDetail(s.services, s, input.slug);
  });
  mount(app, contract.markOrderPaid, (input, s) => {
    requireBackoffice(s);
    return settleOfflineOrder(s.services, s, input.slug, "paid");
  });
  mount(app, contract.cancelOrder, (input, s) => {
    requireBackoffice(s);
    return settleOfflineOrder(s.services, s, input.slug, "cancelled");
  });
  mount(app, contract.markOrderShipped, ({ slug, ...shipment }, s) => {
    requireBackoffice(s);
    return markOrderShipped(s.services, s, slug, shipment);
  });
  mount(app, contract.markOrderDelivered, (input, s) => {
    requireBackoffice(s);
    return markOrderDelivered(s.services, s, input.slug);
  });
  mount(app, contract.paymentMethods, async (_input, s) => {
    requireBackoffice(s);
    return { methods: await paymentMethodsForBackoffice(s.services, s) };
  });
  mount(app, contract.savePaymentInstructions, (input, s) => {
    requireBackoffice(s);
    return savePaymentInstructions(s.services, s, input);
  });
  mount(app, contract.deliveryMethods, (_input, s) => {
    requireBackoffice(s);
    return deliveryMethodsForBackoffice(s.services, s);
  });
  mount(app, contract.deliveryMethod, (input, s) => {
    requireBackoffice(s);
    return deliveryMethodForBackoffice(s.services, s, input.id);
  });
  mount(app, contract.saveDeliveryMethod, (input, s) => {
    requireBackoffice(s);
    return saveDeliveryMethodSettings(s.services, s, input);
  });
  mount(app, contract.createDeliveryMethod, (input, s) => {
    requireBackoffice(s);
    return createDeliveryMethod(s.services, s, input);
  });
  mount(app, contract.deleteDeliveryMethod, (input, s) => {
    requireBackoffice(s);
    return deleteDeliveryMethod(s.services, s, input);
  });
  mount(app, contract.addDeliveryBranch, (input, s) => {
    requireBackoffice(s);
    return addDeliveryBranch(s.services, s, input);
  });
  mount(app, contract.saveDeliveryBranch, (input, s) => {
    requireBackoffice(s);
    return saveDeliveryBranch(s.services, s, input);
  });
  mount(app, contract.removeDeliveryBranch, (input, s) => {
    requireBackoffice(s);
    return removeDeliveryBranch(s.services, s, input);
  });
  mount(app, contract.eProducts, async (_input, s) => {
    requireBackoffice(s);
    return { products: await listEProducts(s.services, s) };
  });
  mount(app, contract.eProduct, (input, s) => {
    requireBackoffice(s);
    return eProductDetail(s.services, s, input.id, input.page);
  });
  mount(app, contract.saveEProductDelivery, (input, s) => {
    requireBackoffice(s);
    return saveEProductDelivery(s.services, s, input);
  });
  mount(app, contract.addEProductCodes, (input, s) => {
    requireBackoffice(s);
    return addEProductCodes(s.services, s, input);
  });
  mount(app, contract.removeEProductCode, (input, s) => {
    requireBackoffice(s);
    return removeEProductCode(s.services, s, input);
  });
  mount(app, contract.uploadEProductFile, (input, s) => {
    requireBackoffice(s);
    return uploadEProductFile(s.services, s, { id: input.id, file: input.files[0].file });
  });
}
