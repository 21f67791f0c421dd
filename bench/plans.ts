// The query plans behind each list selector and the token lookup, taken from
// the SQL the code really sends. The token lookup goes through Prisma: a
// client with query logging runs it once, and each logged statement is
// explained (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL) with its
// parameters. A list is one statement on the driver (lib/appointments/list-query.ts),
// explained with the values the list binds; on PostgreSQL as the server runs
// that named prepared statement after its first executions (when it may switch
// to a generic plan).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { Db } from "../lib/db";
import { jsonSql } from "../lib/db/json-sql";
import { providerOf, sqlitePath } from "../lib/db/url";
import { PrismaClient as SqliteClient } from "../lib/generated/sqlite";
import { PrismaClient as PgClient } from "../lib/generated/postgresql";
import { selectorBounds } from "../lib/appointments/list";
import { listStatement } from "../lib/appointments/list-query";
import { listAppointmentsInput } from "../lib/record/schema";
import { callerForToken } from "../lib/tokens/service";

export type Plan = { label: string; sql: string; plan: string[] };

type Logged = { query: string; params: string };

/** SQLite's plan rows (id, parent, detail) as an indented tree. */
function sqliteTree(rows: Record<string, unknown>[]): string[] {
  const depth = new Map<number, number>([[0, 0]]);
  return rows.map((r) => {
    const d = (depth.get(Number(r.parent)) ?? 0) + 1;
    depth.set(Number(r.id), d);
    return `${"  ".repeat(d)}${String(r.detail)}`;
  });
}

/** The list statement of `body` and its values, as listAppointments binds them for a staff caller. */
async function listQuery(db: Db, url: string, body: string) {
  const provider = providerOf(url);
  const input = listAppointmentsInput.parse(JSON.parse(body));
  const facility = await db.facility.findUniqueOrThrow({ where: { id: input.facility_id } });
  const { selector, from, to } = selectorBounds(input, facility.timeZone);
  const statement = listStatement(provider, selector, false);
  const j = jsonSql(provider);
  return {
    statement,
    values: statement.bind({ facility: facility.id, from: j.instantParam(from), to: j.instantParam(to) }),
  };
}

/** EXPLAIN EXECUTE of a prepared statement after the executions that settle the server's plan cache. */
async function postgresPlan(url: string, sql: string, values: unknown[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`PREPARE bench_list AS ${sql}`);
    // EXECUTE takes no bound parameters: its arguments are literals.
    const args = values.map((v) => client.escapeLiteral(String(v))).join(", ");
    for (let i = 0; i < 6; i++) await client.query(`EXECUTE bench_list(${args})`);
    const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN EXECUTE bench_list(${args})`);
    return rows.map((r) => r["QUERY PLAN"]);
  } finally {
    await client.end();
  }
}

export async function queryPlans(
  url: string,
  token: string,
  bodies: Record<string, string>,
): Promise<Plan[]> {
  const postgres = providerOf(url) === "postgresql";
  const log = [{ emit: "event" as const, level: "query" as const }];
  const client = postgres
    ? new PgClient({ adapter: new PrismaPg({ connectionString: url }), log })
    : new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: sqlitePath(url) }), log });
  const logged: Logged[] = [];
  const events = client as unknown as { $on(event: "query", cb: (e: Logged) => void): void };
  events.$on("query", (e) => logged.push({ query: e.query, params: e.params }));
  const db = client as unknown as Db;
  const plans: Plan[] = [];
  const explain = async (label: string) => {
    for (const q of logged.splice(0)) {
      // The last_used_at write is a write; its plan is a primary-key update.
      if (!/^\s*SELECT/i.test(q.query)) continue;
      const params = JSON.parse(q.params) as unknown[];
      const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(
        (postgres ? "EXPLAIN " : "EXPLAIN QUERY PLAN ") + q.query,
        ...params,
      );
      const plan = postgres ? rows.map((r) => String(r["QUERY PLAN"])) : sqliteTree(rows);
      plans.push({ label, sql: q.query.replace(/\s+/g, " ").trim(), plan });
    }
  };
  try {
    const caller = await callerForToken(db, token);
    await explain("token lookup (a token not yet cached)");
    if (!caller) throw new Error("the benchmark's token does not authenticate");
    for (const [name, body] of Object.entries(bodies)) {
      const { statement, values } = await listQuery(db, url, body);
      logged.splice(0);
      const plan = postgres
        ? await postgresPlan(url, statement.sql, values)
        : sqliteTree(
            await db.$queryRawUnsafe<Record<string, unknown>[]>(
              `EXPLAIN QUERY PLAN ${statement.sql}`,
              ...values,
            ),
          );
      plans.push({ label: name, sql: statement.sql, plan });
    }
  } finally {
    await client.$disconnect();
  }
  return plans;
}

export function plansText(provider: string, plans: Plan[]): string {
  return plans.map((p) => `-- ${provider}: ${p.label}\n${p.sql}\n${p.plan.join("\n")}\n`).join("\n");
}
