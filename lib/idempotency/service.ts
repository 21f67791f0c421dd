// Idempotency-Key (extension): the same key from the same caller within 24 h
// replays the first successful response and creates nothing; the same key with
// another body is a 409. Only successes are recorded: a refusal creates
// nothing, so retrying it with the same key is safe and may succeed later.
import { createHash } from "node:crypto";
import type { Db, Tx } from "../db";
import { conflict, invalid } from "../core/errors";

const TTL_MS = 24 * 3_600_000;

export class IdempotentReplay {
  constructor(readonly body: unknown) {}
}

export type Idempotency = {
  callerKey: string;
  key: string;
  requestHash: string;
  store(tx: Tx, body: unknown): Promise<void>;
};

/** Key order must not matter: {"a":1,"b":2} and {"b":2,"a":1} are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function idempotencyFor(
  callerKey: string,
  key: string | null,
  body: unknown,
): Idempotency | undefined {
  if (key === null) return undefined;
  if (!key.trim() || key.length > 200)
    throw invalid("Idempotency-Key", "invalid_format", "must be 1 to 200 characters");
  const requestHash = createHash("sha256").update(canonical(body)).digest("hex");
  return {
    callerKey,
    key,
    requestHash,
    async store(tx, response) {
      await tx.idempotencyRecord.create({
        data: { callerKey, key, requestHash, status: 200, body: JSON.stringify(response) },
      });
    },
  };
}

/** Throws IdempotentReplay or a 409 when the key was used before; returns when it is fresh. */
export async function checkIdempotency(
  db: Db | Tx,
  idem: Idempotency | undefined,
  now = new Date(),
): Promise<void> {
  if (!idem) return;
  const found = await db.idempotencyRecord.findUnique({
    where: { callerKey_key: { callerKey: idem.callerKey, key: idem.key } },
  });
  if (!found) return;
  if (now.getTime() - found.createdAt.getTime() > TTL_MS) {
    await db.idempotencyRecord.deleteMany({ where: { id: found.id } });
    return;
  }
  if (found.requestHash !== idem.requestHash) {
    throw conflict(
      "idempotency_key_reused",
      "this Idempotency-Key was used with a different request body",
      "Idempotency-Key",
    );
  }
  throw new IdempotentReplay(JSON.parse(found.body));
}
