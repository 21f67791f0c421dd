// Secrets handed out once (API tokens, invitation links): random, with a
// readable prefix, and stored only as their SHA-256, so that a copy of the
// database lets no one use them.
import { createHash, randomBytes } from "node:crypto";

/** What is stored for a secret and looked up by: its SHA-256 in hex. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** `prefix` and `bytes` random bytes in base64url, so that it survives any header or URL. */
export const newHandedOutSecret = (prefix: string, bytes: number) =>
  prefix + randomBytes(bytes).toString("base64url");
