// The e-label page's QR codes (issue 15 §3), for the back-office downloads and the technical sheet.
import QRCode from "qrcode";

/** QR code options: error correction M (15 %), the quiet zone of 4 modules the standard asks. */
const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

export function labelQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...QR_OPTIONS, type: "svg" });
}

/** A PNG for a label printer: `size` pixels wide (1200 by default: 4 cm at 762 dpi). */
export function labelQrPng(url: string, size = 1200): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...QR_OPTIONS, type: "png", width: size });
}
