// Every sentence lib/ writes for a person to read has its translation in every language's server words
// (lib/i18n/server-words/<locale>.json, read by components/ui/server-words.tsx): a schema message added in
// English without one would show English in a German form. The sentences are read from the source with a
// regex (tests/lint/server-sentences.ts), constants resolved; English needs no dictionary.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { serverSentences } from "./server-sentences";

const words = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../lib/i18n/server-words/${locale}.json`), "utf8"),
  ) as Record<string, string>;

const { sentences } = serverSentences();

describe("server words", () => {
  it("finds the schemas' and the refusals' sentences", () => {
    // A broken regex would find none and pass every language below.
    expect(sentences.size).toBeGreaterThan(150);
    expect(sentences.has("Use at least 10 characters")).toBe(true);
    expect(sentences.has("must be one of Inbound, Outbound")).toBe(true);
    expect(sentences.has("appointment not found")).toBe(true);
  });

  it("English needs no dictionary", () => expect(words("en")).toEqual({}));

  for (const locale of LOCALES.filter((l) => l !== "en"))
    it(`${locale} translates every sentence, and holds no other`, () => {
      const dictionary = words(locale);
      const missing = [...sentences]
        .filter(([text]) => !dictionary[text]?.trim())
        .map(([text, files]) => `${text}  (${files.join(", ")})`);
      expect(missing, "sentences without a translation").toEqual([]);
      expect(
        Object.keys(dictionary).filter((k) => !sentences.has(k)),
        "translations of no sentence",
      ).toEqual([]);
    });
});
