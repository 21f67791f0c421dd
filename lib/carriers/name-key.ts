// A carrier company's name as it is compared: "Acme Freight", "ACME FREIGHT",
// "Acme  Freight" and "Acme\u200B Freight" look like one company to a person,
// so they are one key, and a new company with a taken key is refused.
// Unicode NFKC (full-width letters, ligatures), case folded (ß and SS alike),
// invisible characters dropped, white space collapsed. Beyond that, names that
// only look alike ("Асme" with Cyrillic letters, "0" for "O", "rn" for "m",
// "Acme Freight.") share a look-alike key: Unicode's confusable skeleton
// (UTS #39, by the unicode-confusables table) without trailing punctuation.
import { rectifyConfusion } from "unicode-confusables";

// Format characters (zero-width space and joiners, direction marks, soft
// hyphen, BOM), controls, variation selectors and the Hangul fillers that
// render as nothing.
const INVISIBLE = /[\p{Cf}\p{Cc}\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/** The name as shown and stored: NFKC, invisible characters dropped, spaces collapsed, case kept. */
export function tidyCompanyName(name: string): string {
  return name.normalize("NFKC").replace(/\s+/gu, " ").replace(INVISIBLE, "").replace(/ +/g, " ").trim();
}

export function companyNameKey(name: string): string {
  // Upper then lower approximates Unicode case folding: ß -> SS -> ss, final sigma -> σ.
  return tidyCompanyName(name).toUpperCase().toLowerCase().normalize("NFKC");
}

const skeleton = (text: string) => rectifyConfusion(text.normalize("NFD")).normalize("NFD");

/**
 * The name's look-alike key, punctuation at either end dropped. The skeleton is taken of the name as typed,
 * before case folding: lower-cased first, the capital homoglyphs would be gone ("BoIt" with a capital I, Cyrillic
 * "Вolt" and Greek "Βolt" would become "boit", "вolt", "βolt", none of them "bolt"). The key ignores case as well
 * as looks, so it is closed under both: the skeleton is taken again of the capitals (I is i's capital and l's
 * look-alike, so i, I, l and 1 are one letter here), and again of the small letters ("rn" for "m").
 */
export function companyLookAlikeKey(name: string): string {
  const key = skeleton(skeleton(skeleton(tidyCompanyName(name)).toUpperCase()).toLowerCase());
  return key.replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, "").replace(/\s+/gu, " ");
}
