// How many SMS segments a text takes. A text in the GSM 03.38 alphabet is sent 7 bits a character (160 in
// one segment, 153 in each of several: the rest holds the concatenation header), its extension characters
// taking two; any other character makes the whole text UCS-2 (70, or 67 each).
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

export type Encoding = "gsm7" | "ucs2";
export const MAX_SEGMENTS = 2;

/** Septets in GSM-7, or null when a character is not in it. */
function septets(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) n += 1;
    else if (GSM_EXTENDED.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

export function segmentsOf(text: string): { encoding: Encoding; segments: number; units: number } {
  const gsm = septets(text);
  if (gsm !== null) return { encoding: "gsm7", units: gsm, segments: gsm <= 160 ? 1 : Math.ceil(gsm / 153) };
  // UTF-16 code units: a character beyond the BMP (an emoji) takes two.
  const units = text.length;
  return { encoding: "ucs2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export const fits = (text: string) => segmentsOf(text).segments <= MAX_SEGMENTS;

/** `text` cut (at a word where it can) to what fits in MAX_SEGMENTS, ending "…" when cut. */
export function fitted(text: string): string {
  if (fits(text)) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(chars.slice(0, mid).join("") + "…")) lo = mid;
    else hi = mid - 1;
  }
  const cut = chars.slice(0, lo).join("");
  const space = cut.lastIndexOf(" ");
  return (space > lo * 0.7 ? cut.slice(0, space) : cut).trimEnd() + "…";
}
