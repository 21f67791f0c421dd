// What an audit entry may hold of a thing: everything but its secrets. One
// function for every entry, so a secret field added anywhere is caught by name.

export const REDACTED = "[redacted]";

// Token hashes, webhook and reference-hook signing secrets, gate device secrets, password hashes, SSO client
// secrets, a token handed out once: each is named so wherever it sits in a row or an answer.
const SECRET_KEY = /secret|password|hash|^token$|^key$|private/i;

/** `value` with every secret-named field, at any depth, replaced by "[redacted]". */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v !== null && v !== undefined && v !== false ? REDACTED : redact(v),
      ]),
    );
  return value;
}
