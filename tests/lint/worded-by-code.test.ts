// No screen shows or looks up the API's English: a refusal, an error and a field's problem are worded from
// their code, reason and values (components/ui/error-words.ts, components/ui/issue-words.ts). So no page may
// read an error's `message`, no form may take zod's messages (zodResolver) unless its schema's messages are
// its own message keys, and no dictionary keyed by English sentences may come back.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) sources(rel, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

const SCREENS = [...sources("app"), ...sources("components")];

// Forms whose zod schema is their own, with message keys for messages (calendar.workIn.errors), or worded
// by field and reason from `type` (components/booking/messages.ts), or built from the page's translator.
const OWN_SCHEMA = new Set([
  "components/auth/sign-in-form.tsx",
  "components/booking/booking-resolver.ts",
  "components/calendar/work-in-form.tsx",
]);

/** `file:line` of each match of `pattern` in the screens. */
function findings(pattern: RegExp, files = SCREENS): string[] {
  return files.flatMap((file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    return [...source.matchAll(pattern)].map((m) => `${file}:${source.slice(0, m.index).split("\n").length}`);
  });
}

describe("screens word errors by code", () => {
  it("reads the screens", () => expect(SCREENS.length).toBeGreaterThan(150));

  it("never show an API error's English message", () => {
    // A mutation's or a query's error (save.error.message), or an error a handler caught (e.message).
    expect(findings(/\b(error|err|e)\??\.message\b/g)).toEqual([]);
  });

  it("never take zod's messages for a form's words", () => {
    const taking = findings(/\bzodResolver\s*\(/g).filter((at) => !OWN_SCHEMA.has(at.split(":")[0]));
    expect(taking).toEqual([]);
  });

  it("keep no dictionary of English sentences", () => {
    expect(existsSync(path.join(root, "lib/i18n/server-words"))).toBe(false);
    expect(findings(/server-words/g, [...SCREENS, ...sources("lib")])).toEqual([]);
  });

  it("finds what it looks for", () => {
    // The patterns above, on a line of each kind they refuse.
    const probe = "x.error?.message; e.message; zodResolver(schema)";
    expect(probe.match(/\b(error|err|e)\??\.message\b/g)).toHaveLength(2);
    expect(probe.match(/\bzodResolver\s*\(/g)).toHaveLength(1);
  });
});
