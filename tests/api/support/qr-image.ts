// Reads the modules of a QR code PNG (no decoder is installed here): samples
// the centre of every module and compares them with the modules `qrcode`
// encodes for the text we expect. Equal matrices are the same code.
import { createRequire } from "node:module";
import QRCode from "qrcode";

type Png = { width: number; height: number; data: Buffer };
const { PNG } = createRequire(import.meta.url)("pngjs") as { PNG: { sync: { read(b: Buffer): Png } } };

/** Whether `png` (drawn with `scale` pixels a module and a `margin` of modules) is the QR code of `text`. */
export function qrPngHolds(png: Buffer, text: string, scale = 8, margin = 2): boolean {
  const image = PNG.sync.read(png);
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  if (image.width !== (modules.size + 2 * margin) * scale) return false;
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) {
      const x = (c + margin) * scale + scale / 2;
      const y = (r + margin) * scale + scale / 2;
      const dark = image.data[(y * image.width + x) * 4] < 128;
      if (dark !== !!modules.get(r, c)) return false;
    }
  return true;
}
