/**
 * QR codes of the gift-card codes an order delivers, encoded on the server with qrcode-generator
 * (level M, the smallest version that holds the text), so the browser gets the picture as loader
 * data and never the encoder.
 */
import qrcode from "qrcode-generator";
import type { OrderDetail } from "#server/contract";
import type { QrPicture } from "~/lib/qr";

/** The quiet zone around a QR code, in modules (the standard asks for four). */
const QUIET = 4;

/** A text's QR code; null when it is too long for one (the page shows the text anyway). */
export function qrPicture(text: string): QrPicture | null {
  const code = qrcode(0, "M");
  try {
    // The library takes one byte per character: the text's UTF-8 bytes, as such characters.
    code.addData(Buffer.from(text, "utf8").toString("latin1"));
    code.make();
  } catch {
    return null;
  }
  const modules = code.getModuleCount();
  let path = "";
  for (let y = 0; y < modules; y++)
    for (let x = 0; x < modules; x++) if (code.isDark(y, x)) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  return { size: modules + 2 * QUIET, path };
}

/** The QR codes an order's page draws, by code: those of its delivered `qrcode` e-products. */
export function qrCodesOf(order: Pick<OrderDetail, "deliverables">): Record<string, QrPicture> {
  const pictures: Record<string, QrPicture> = {};
  for (const item of order.deliverables?.items ?? []) {
    if (item.type !== "qrcode" || !item.code) continue;
    const picture = qrPicture(item.code);
    if (picture) pictures[item.code] = picture;
  }
  return pictures;
}
