// How deep JSON text nests, read before JSON.parse: a body of 5,000 nested
// arrays parses, but every recursive walk after it (validation, the
// idempotency fingerprint, logging) may overflow the stack. No request of the
// API nests more than a few levels; MAX_JSON_DEPTH leaves room for extensions.
export const MAX_JSON_DEPTH = 64;

/** Whether `text` opens more than `max` objects or arrays inside each other (strings skipped). */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
