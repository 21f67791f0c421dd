// Idempotency-Key (extension): the same key from the same caller within 24 h
// replays the first successful response and creates nothing; the same key with
// another body is a 409. Only successes are recorded: a refusal creates
// nothing, so retrying it with the same key is safe and may succeed later.
import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { conflict, invalid } from "../core/errors";
import { jsonSql } from "../db/json-sql";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import type { Provider } from "../db/url";

const TTL_MS = 24 * 3_600_000;

export class IdempotentReplay {
  constructor(readonly body: unknown) {}
}

export type Idempotency = {
  callerKey: string;
  key: string;
  requestHash: string;
  store(tx: Statements, body: unknown): Promise<void>;
};

type Compiled = { find: CompiledStatement; remove: CompiledStatement; insert: CompiledStatement };
const compiled = new Map<Provider, Compiled>();

/** The record's statements, compiled once per provider (lib/db/sql.ts): they run under the booking lock. */
function statements(provider: Provider): Compiled {
  let found = compiled.get(provider);
  if (!found) {
    const qb = queryBuilder(provider);
    found = {
      find: compile(
        qb
          .selectFrom("idempotency_records")
          .select(["id", "request_hash", "body"])
          .select(jsonSql(provider).instant(sql.ref("created_at")).as("created_at"))
          .where("caller_key", "=", param<string>("caller_key"))
          .where("key", "=", param<string>("key")),
      ),
      remove: compile(qb.deleteFrom("idempotency_records").where("id", "=", param<string>("id"))),
      insert: compile(
        qb.insertInto("idempotency_records").values({
          id: param("id"),
          caller_key: param("caller_key"),
          key: param("key"),
          request_hash: param("request_hash"),
          status: param("status"),
          body: param("body"),
          created_at: param("created_at"),
        }),
      ),
    };
    compiled.set(provider, found);
  }
  return found;
}

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
      await tx.run(statements(tx.provider).insert, {
        id: randomUUID(),
        caller_key: callerKey,
        key,
        request_hash: requestHash,
        status: 200,
        body: JSON.stringify(response),
        created_at: jsonSql(tx.provider).instantParam(new Date()),
      });
    },
  };
}

/** Throws IdempotentReplay or a 409 when the key was used before; returns when it is fresh. */
export async function checkIdempotency(
  db: Statements,
  idem: Idempotency | undefined,
  now = new Date(),
): Promise<void> {
  if (!idem) return;
  const { find, remove } = statements(db.provider);
  const [found] = await db.rows<{ id: string; request_hash: string; body: string; created_at: string }>(
    find,
    {
      caller_key: idem.callerKey,
      key: idem.key,
    },
  );
  if (!found) return;
  if (now.getTime() - new Date(found.created_at).getTime() > TTL_MS) {
    await db.run(remove, { id: found.id });
    return;
  }
  if (found.request_hash !== idem.requestHash) {
    throw conflict(
      "idempotency_key_reused",
      "this Idempotency-Key was used with a different request body",
      "Idempotency-Key",
    );
  }
  throw new IdempotentReplay(JSON.parse(found.body));
}
