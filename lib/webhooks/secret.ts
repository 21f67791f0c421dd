// Signing secrets. The HMAC needs the secret itself, so it cannot be hashed
// like a token; it is encrypted at rest (AES-256-GCM) with a key derived from
// NEXTAUTH_SECRET, so a copy of the database alone does not let anyone forge
// deliveries. Changing NEXTAUTH_SECRET makes existing secrets unreadable: the
// endpoints' deliveries then fail with a clear error and need a new endpoint.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const PREFIX = "whsec_";
const SEALED = "v1:";

/** `whsec_` + base64 of 24 random bytes: the form Standard Webhooks libraries read. */
export const newSecret = () => PREFIX + randomBytes(24).toString("base64");

function key(): Buffer | null {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) return null;
  return Buffer.from(hkdfSync("sha256", secret, "dockside", "webhook signing secrets", 32));
}

/** What is stored: sealed when there is a key (npm start always makes one), else the secret as is. */
export function sealSecret(secret: string): string {
  const k = key();
  if (!k) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", k, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return SEALED + [iv, cipher.getAuthTag(), sealed].map((b) => b.toString("base64url")).join(".");
}

export class UnreadableSecret extends Error {}

export function openSecret(stored: string): string {
  if (stored.startsWith(PREFIX)) return stored;
  const k = key();
  const [iv, tag, sealed] = stored
    .slice(SEALED.length)
    .split(".")
    .map((p) => Buffer.from(p, "base64url"));
  if (!k || !stored.startsWith(SEALED) || !sealed)
    throw new UnreadableSecret("the signing secret cannot be read: NEXTAUTH_SECRET is unset or changed");
  try {
    const decipher = createDecipheriv("aes-256-gcm", k, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    throw new UnreadableSecret(
      "the signing secret cannot be read: NEXTAUTH_SECRET changed since the endpoint was made",
    );
  }
}
