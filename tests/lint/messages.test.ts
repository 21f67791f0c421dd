// Every message exists in every language, with the same placeholders, and
// parses as ICU: a key missing in Polish would show its name to a driver.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { NAMESPACES } from "@/lib/i18n/messages";

const ROOT = path.resolve(import.meta.dirname, "../../messages");
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, locale, file), "utf8")) as Record<string, unknown>;

/** Each leaf as "a.b.c" → its text. */
function leaves(tree: Record<string, unknown>, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    expect(key, `a key may not hold a dot: ${prefix}${key}`).not.toContain(".");
    if (typeof value === "string") out.set(prefix + key, value);
    else if (value && typeof value === "object")
      for (const [k, v] of leaves(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
    else throw new Error(`${prefix}${key} is neither text nor a group`);
  }
  return out;
}

/** The names of a message's arguments ({name}, {count, plural, …}, <tag>…</tag>). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

describe("messages", () => {
  it("has a file for every part in every language, and no other", () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(ROOT, locale)).sort();
      expect(files, locale).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every key in every language, same placeholders, valid ICU`, () => {
      const english = leaves(read("en", `${ns}.json`));
      for (const locale of LOCALES) {
        const local = leaves(read(locale, `${ns}.json`));
        expect([...local.keys()].sort(), `${locale}/${ns}.json keys`).toEqual([...english.keys()].sort());
        for (const [key, text] of local) {
          expect(text.trim(), `${locale} ${ns}.${key} is empty`).not.toBe("");
          const args = [...argumentsOf(parse(text))].sort();
          const wanted = [...argumentsOf(parse(english.get(key)!))].sort();
          expect(args, `${locale} ${ns}.${key} placeholders`).toEqual(wanted);
        }
      }
    });
  }
});
