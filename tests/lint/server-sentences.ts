// The English sentences lib/ writes for a person to read: the zod schemas' messages (`error: "..."`, refine
// `message: "..."`) and the domain's refusals (invalid(), conflict(), forbidden(), DomainError()), read from the
// source with a regex. Template literals are resolved where their parts are simple constants of lib/ (a number,
// a string, a list joined with ", "); the rest depend on the request (a date, a count) and are worded from their
// codes instead (components/public/messages.ts), so they are listed apart.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const LIB = path.resolve(import.meta.dirname, "../../lib");
const PROGRAMS_ONLY = new Set(["ssc", "mcp", "telemetry", "api/probes-node.ts", "sms/inbound-http.ts"]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") continue;
    // What only programs read: the SSC's and MCP's answers, the probes', the scrape's, an SMS gateway's.
    if (PROGRAMS_ONLY.has(path.relative(LIB, full))) continue;
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith("test-")) out.push(full);
  }
  return out;
}

type Value = string | number | (string | number)[];
const STRING = String.raw`"(?:[^"\\]|\\.)*"|\`[^\`]*\``;

/** `export const NAME = …` of lib/: numbers (with _ and simple arithmetic), strings, lists, other constants. */
function constants(sources: string[]): Map<string, Value> {
  const raw = new Map<string, string>();
  for (const src of sources)
    for (const m of src.matchAll(/\bconst ([A-Z][A-Z0-9_]*)\s*(?::[^=]+)?=\s*([^;]+);/g)) raw.set(m[1], m[2]);
  const done = new Map<string, Value>();
  const resolve = (name: string, depth = 0): Value | undefined => {
    if (done.has(name)) return done.get(name);
    const expr = raw
      .get(name)
      ?.replace(/\s+as const$/, "")
      .trim();
    if (!expr || depth > 5) return undefined;
    let value: Value | undefined;
    if (/^[\d_\s*+-]+$/.test(expr)) value = Function(`return (${expr.replace(/_/g, "")})`)() as number;
    else if (/^"[^"]*"$/.test(expr)) value = expr.slice(1, -1);
    else if (/^[A-Z][A-Z0-9_]*$/.test(expr)) value = resolve(expr, depth + 1);
    else if (expr.startsWith("[") && expr.endsWith("]")) {
      const items: (string | number)[] = [];
      for (const part of expr
        .slice(1, -1)
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const spread = /^\.\.\.([A-Z][A-Z0-9_]*)$/.exec(part);
        const inner = spread ? resolve(spread[1], depth + 1) : undefined;
        if (spread && Array.isArray(inner)) items.push(...inner);
        else if (/^"[^"]*"$/.test(part)) items.push(part.slice(1, -1));
        else if (/^[\d_]+$/.test(part)) items.push(Number(part.replace(/_/g, "")));
        else return undefined;
      }
      value = items;
    }
    if (value !== undefined) done.set(name, value);
    return value;
  };
  for (const name of raw.keys()) resolve(name);
  return done;
}

/** A string literal's text, or null when a part of a template depends on the request. */
function literal(token: string, known: Map<string, Value>): string | null {
  if (token.startsWith('"')) return JSON.parse(token) as string;
  let unresolved = false;
  const text = token.slice(1, -1).replace(/\$\{([^}]*)\}/g, (_, expr: string) => {
    const m = /^([A-Z][A-Z0-9_]*)(\.join\("([^"]*)"\))?$/.exec(expr.trim());
    const value = m ? known.get(m[1]) : undefined;
    if (value === undefined || (Array.isArray(value) && !m![2])) {
      unresolved = true;
      return "";
    }
    return Array.isArray(value) ? value.join(m![3]) : String(value);
  });
  // A template nested in a template (a ternary's own backticks) is the request's too.
  return unresolved || /\$\{|`/.test(text) ? null : text;
}

const PATTERNS = [
  new RegExp(String.raw`\b(?:error|message)\s*:\s*(${STRING})`, "g"),
  new RegExp(String.raw`\binvalid\(\s*(?:${STRING})\s*,\s*(?:${STRING})\s*,\s*(${STRING})`, "g"),
  new RegExp(String.raw`\bconflict\(\s*(?:${STRING})\s*,\s*(${STRING})`, "g"),
  new RegExp(String.raw`\b(?:forbidden|unauthenticated)\(\s*(${STRING})`, "g"),
  new RegExp(String.raw`\bDomainError\(\s*(?:${STRING})\s*,\s*(${STRING})`, "g"),
];

export type Sentences = { sentences: Map<string, string[]>; dynamic: { file: string; template: string }[] };

/** Every sentence, with the files that write it; and the templates that depend on the request. */
export function serverSentences(): Sentences {
  const files = sourceFiles(LIB);
  const sources = files.map((f) => readFileSync(f, "utf8"));
  const known = constants(sources);
  const sentences = new Map<string, string[]>();
  const dynamic: Sentences["dynamic"] = [];
  files.forEach((file, i) => {
    const rel = path.relative(LIB, file);
    for (const pattern of PATTERNS)
      for (const m of sources[i].matchAll(pattern)) {
        const text = literal(m[1], known);
        if (text === null) dynamic.push({ file: rel, template: m[1] });
        else if (text.trim()) sentences.set(text, [...(sentences.get(text) ?? []), rel]);
      }
    for (const m of sources[i].matchAll(/\bnotFound\(\s*"([^"]*)"\s*\)/g)) {
      const text = `${m[1]} not found`;
      sentences.set(text, [...(sentences.get(text) ?? []), rel]);
    }
  });
  return { sentences, dynamic };
}
