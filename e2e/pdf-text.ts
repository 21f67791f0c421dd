// The text of a PDF, page by page, as a reader would copy it: pdf.js (its
// legacy build runs in Node) on what page.pdf() printed.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfPage = { width: number; height: number; text: string };

export async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      pages.push({ width, height, text: text.replace(/\s+/g, " ") });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
