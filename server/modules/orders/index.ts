/**
 * Orders (spec sections 3, 4 and 7): made from a cart in one transaction (stock, coupon, consents,
 * payment, the cart archived), one per cart; settled by their payment's result (paid, or failed with
 * stock and coupon use given back, and the cart given back as a new one); cancelled by a periodic job
 * when their online payment does not finish in time, or by their buyer, who may also pay again
 * through a new payment attempt (buyer.ts, decision 0099); shipped and delivered by the back office
 * (fulfilment, apart from the payment); shown to the holder of their order-view token, who may make
 * an account of a guest's order (guest-account.ts), and handed over to the payment provider again
 * (handover.ts) while they wait for it. A user's order history and detail are the
 * accounts module's reads of the same rows.
 */
export { createOrder, settlePayment, orderNumber, type OrderInput, type OrderCreated } from "./orders";
export { viewOrder, orderViewToken, orderViewLink } from "./view";
export { createOrderAccount } from "./guest-account";
export { orderHandover } from "./handover";
export { cancelOrderOfToken, cancelOwnOrder, payOwnOrder } from "./buyer";
export { listSiteOrders, siteOrderDetail, settleOfflineOrder } from "./admin";
export { markOrderShipped, markOrderDelivered, type ShipmentInput } from "./fulfilment";
export { cancelAbandonedPayments, startPaymentTimeouts, type PaymentTimeouts } from "./abandoned";
