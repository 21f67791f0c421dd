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

/** The confusable skeleton of the name's key, punctuation at either end dropped. */
export function companyLookAlikeKey(name: string): string {
  const skeleton = rectifyConfusion(companyNameKey(name).normalize("NFD")).normalize("NFD").toLowerCase();
  return skeleton.replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, "").replace(/\s+/gu, " ");
}
