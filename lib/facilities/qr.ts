// A QR code of a public link, drawn on the server as SVG: sharp at any print
// size, no image service, nothing downloaded.
import QRCode from "qrcode";

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
