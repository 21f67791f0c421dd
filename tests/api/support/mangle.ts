// A seeded generator of broken request bodies: each takes a valid body of an
// operation and breaks one to three things in it (a wrong type, a huge or
// unstorable string, an extreme date or number, deep nesting, a missing or
// unknown field), or breaks the JSON text itself. The same seed gives the
// same bodies, so a failure can be replayed.
import { intBetween, pick } from "../prng";

type Rnd = () => number;
type Json = unknown;

/** A placeholder string that mangled() swaps for that many nested arrays in the JSON text. */
const DEEP = "__deep__";

const nested = (depth: number, leaf: Json = 1): Json => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { x: v };
  return v;
};

const STRINGS = [
  "",
  " ",
  "\ud800",
  "a\udc00b",
  "\u0000",
  "x\u0000y",
  "🚚",
  "\u202e\u200b",
  "<script>alert(1)</script>",
  "'; DROP TABLE appointments; --",
  '=HYPERLINK("http://evil.example")',
  "null",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "9999-12-31",
  "0000-01-01",
  "10000-01-01",
  "2026-02-30",
  "2026-13-01",
  "9999-12-31T23:59:59Z",
  "0000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "2026-11-23T10:00:00",
  "2026-11-23T25:00:00Z",
  "1970-01-01T00:00:00Z",
  "%00",
  "../../etc/passwd",
  "Europe/Nowhere",
  "http://127.0.0.1:9/x",
  "javascript:alert(1)",
];

const NUMBERS = [0, -1, 1, 0.5, -0.0, 1e308, -1e308, 2 ** 53, 2 ** 31, 99999999999, 1e-7];

function scalar(rnd: Rnd): Json {
  switch (intBetween(rnd, 0, 9)) {
    case 0:
      return null;
    case 1:
      return rnd() < 0.5;
    case 2:
    case 3:
      return pick(rnd, NUMBERS);
    case 4:
      return pick(rnd, ["x", "\ud800", "é", "\u0000", "🚚"])[0].repeat(intBetween(rnd, 201, 20_000));
    default:
      return pick(rnd, STRINGS);
  }
}

function value(rnd: Rnd): Json {
  const r = rnd();
  if (r < 0.7) return scalar(rnd);
  if (r < 0.8) return [];
  if (r < 0.85) return {};
  if (r < 0.9) return Array.from({ length: intBetween(rnd, 1, 200) }, () => scalar(rnd));
  // Past a few hundred levels as text only (see DEEP): the generator's own recursion must not overflow.
  const depth = pick(rnd, [3, 20, 63, 65, 200, 5000, 100_000]);
  return depth > 200 ? `${DEEP}${depth}` : nested(depth, scalar(rnd));
}

/** Every path to a value in `v`, the root excluded, down to a depth of 8 (a deep nest is one value). */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (at.length >= 8) return out;
  const entries: [string | number, Json][] = Array.isArray(v)
    ? v.map((x, i) => [i, x])
    : v && typeof v === "object"
      ? Object.entries(v)
      : [];
  for (const [k, x] of entries) {
    out.push([...at, k]);
    paths(x, [...at, k], out);
  }
  return out;
}

function mutate(body: Json, rnd: Rnd): Json {
  const all = paths(body);
  const kind = rnd();
  if (!all.length || kind < 0.1) {
    // An unknown field, maybe deep.
    // defineProperty: "__proto__" becomes a field, as JSON.parse makes it, not the prototype.
    Object.defineProperty(body, pick(rnd, ["extra", "__proto__", "constructor", "x\ud800", "id2"]), {
      value: value(rnd),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return body;
  }
  const path = pick(rnd, all);
  const parent = path
    .slice(0, -1)
    .reduce<Json>((o, k) => (o as Record<string | number, Json>)[k], body) as Record<string | number, Json>;
  const key = path[path.length - 1];
  if (kind < 0.25) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else if (kind < 0.35 && typeof parent[key] === "string") {
    const s = parent[key] as string;
    parent[key] = pick(rnd, [
      s + "\ud800",
      s + "\u0000",
      s.repeat(500),
      ` ${s} `,
      s.toUpperCase(),
      s.slice(0, -1),
    ]);
  } else parent[key] = value(rnd);
  return body;
}

/** A broken form of `valid`: [the raw body text, its content type]. */
export function mangled(valid: Json, rnd: Rnd): { raw: string | Uint8Array; contentType: string } {
  const r = rnd();
  const json = "application/json";
  if (r < 0.04)
    return { raw: JSON.stringify(pick(rnd, [[valid], 7, "text", null, true])), contentType: json };
  if (r < 0.1) {
    const text = JSON.stringify(valid);
    return { raw: text.slice(0, intBetween(rnd, 0, Math.max(0, text.length - 1))), contentType: json };
  }
  if (r < 0.12)
    return {
      raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
      contentType: json,
    };
  if (r < 0.14)
    return { raw: JSON.stringify(valid), contentType: pick(rnd, ["text/plain", "", "application/jsonx"]) };
  if (r < 0.16) return { raw: `{${'"a":1,'.repeat(intBetween(rnd, 1, 10_000))}"a":2}`, contentType: json };
  const body = JSON.parse(JSON.stringify(valid)) as Json;
  const times = intBetween(rnd, 1, 3);
  for (let i = 0; i < times; i++) mutate(body, rnd);
  let raw = JSON.stringify(body).replace(
    new RegExp(`"${DEEP}(\\d+)"`, "g"),
    (_, n: string) => "[".repeat(Number(n)) + "]".repeat(Number(n)),
  );
  // JSON.stringify escapes lone surrogates; send some of them raw, as a careless client would.
  if (rnd() < 0.3) raw = raw.replace(/\\ud[89ab][0-9a-f]{2}/g, "\ud800");
  return { raw, contentType: json };
}
