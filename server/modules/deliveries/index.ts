/**
 * E-product delivery (spec section 9, decision 0047): what an e-product delivers (a download link, a
 * code, a QR code), the codes an order takes when made and gives back when never paid, what a paid
 * order is delivered (`deliverDigitalGoods`, in the transaction that marks it paid), what its buyer
 * sees, and the signed download links.
 */
export {
  deliverDigitalGoods,
  deliverablesOf,
  openDownload,
  type Download,
  downloadUrl,
  downloadState,
  releaseCodes,
  reserveCodes,
  syncPoolStock,
  DOWNLOAD_LINK_SECONDS,
  DeliveryError,
} from "./deliveries";
export {
  addEProductCodes,
  eProductDetail,
  listEProducts,
  removeEProductCode,
  saveEProductDelivery,
  uploadEProductFile,
} from "./admin";
export { resyncPoolStocks, startPoolStockSweep } from "./pool-sweep";
