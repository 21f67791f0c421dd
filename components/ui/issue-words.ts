// A form's own check of a field (the zod schema the server checks with too), in the reader's words: from
// the issue's code and the values it carries (a length, a bound, the choices), and for a schema's own rule
// from the reason it names (`params: { reason }`). The schema's English message is the API's, for
// integrators; no screen shows it. A form may give a field words of its own for a reason ("Enter your
// company's name" for a company left empty).
import type { z } from "zod";
import { issueReason } from "@/lib/core/validation";
import { fieldWords, type ErrorWords } from "./error-words";

type Issue = z.core.$ZodIssue;

/** A field's own words, by reason: message keys of the errors namespace. */
export type FieldWordKeys = Partial<Record<string, string>>;

/** Words of a form's own for some fields: field path (order_info.2.reference_id as order_info.reference_id) → reason → key. */
export type FormWordKeys = Partial<Record<string, FieldWordKeys>>;

const ownOf = (own: FormWordKeys | undefined, path: string) =>
  own?.[path] ?? own?.[path.replace(/\.\d+(?=\.|$)/g, "")];

// Text left empty is too short to zod, and asked for as missing: a field of one character or more.
const isEmptyText = (issue: Issue) =>
  issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) <= 1;

/** The bound a length or size check names, with what it counts. */
function boundWords(issue: Issue, t: ErrorWords): string | null {
  if (issue.code !== "too_small" && issue.code !== "too_big") return null;
  const small = issue.code === "too_small";
  const bound = Number(small ? issue.minimum : issue.maximum);
  if (!Number.isFinite(bound)) return null;
  const edge = small ? "min" : "max";
  switch (issue.origin) {
    case "string":
      return t(`field.text_${edge}`, { count: bound });
    case "number":
    case "int":
      return t(`field.number_${edge}`, { bound });
    case "array":
    case "set":
      return t(`field.items_${edge}`, { count: bound });
    default:
      return null;
  }
}

/** The words for one issue of a field, the field's own (`own`) first. */
export function issueWords(issue: Issue, t: ErrorWords, own?: FieldWordKeys): string {
  const reason = isEmptyText(issue) ? "required" : issueReason(issue);
  const key = own?.[reason] ?? own?.[issue.code];
  if (key) return t(key);
  if (reason === "required") return fieldWords("required", t);
  const bound = boundWords(issue, t);
  if (bound) return bound;
  if (issue.code === "invalid_format" && issue.format === "email") return t("field.invalid_email");
  if (issue.code === "invalid_type" && (issue.expected === "number" || issue.expected === "int"))
    return t("field.not_a_number");
  if (issue.code === "invalid_value" && issue.values.length <= 8)
    return t("field.one_of", { values: issue.values.map(String).join(", ") });
  if (issue.code === "not_multiple_of") return t("field.multiple_of", { step: Number(issue.divisor) });
  return fieldWords(reason, t);
}

/** One issue a path: of several at a field, the first (the schema's order: missing before malformed). */
export function firstIssues(issues: readonly Issue[]): Map<string, Issue> {
  const out = new Map<string, Issue>();
  for (const issue of issues) {
    // A union's own issue says only "none matched": the branch closest to matching says what is wrong.
    if (issue.code === "invalid_union" && issue.errors.length) {
      const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
      for (const inner of firstIssues(
        closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue),
      ))
        if (!out.has(inner[0])) out.set(...inner);
      continue;
    }
    const path = issue.path.map(String).join(".");
    if (!out.has(path)) out.set(path, issue);
  }
  return out;
}

/** Each field's problem (its first), by path, with the reason the API would give and its words: a form's check, or a server action's. */
export function fieldIssues(
  issues: readonly Issue[],
  t: ErrorWords,
  own?: FormWordKeys,
): Map<string, { reason: string; words: string }> {
  const out = new Map<string, { reason: string; words: string }>();
  for (const [path, issue] of firstIssues(issues))
    out.set(path, { reason: issueReason(issue), words: issueWords(issue, t, ownOf(own, path)) });
  return out;
}
