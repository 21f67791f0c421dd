// What an appointment's QR code holds: the gate page of its facility with its
// confirmation code, /gate/<slug>?code=<code>. The gate tablet reads the code
// out of it; a driver's phone that opens it lands on the gate page, which
// checks nothing in without staff or a gate device's secret, so the QR gives
// no more than the code printed beside it.
import QRCode from "qrcode";
import { publicUrl } from "../core/public-url";

export const gateUrl = (slug: string, code: string) =>
  publicUrl(`/gate/${encodeURIComponent(slug)}?code=${encodeURIComponent(code)}`);

export const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

export function appointmentQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", ...QR_OPTIONS });
}

/** A PNG for e-mail (mail clients show inline PNG, not SVG), 8 pixels a module. */
export function appointmentQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: "png", scale: 8, ...QR_OPTIONS });
}
