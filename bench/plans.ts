// The query plans behind each list selector and the token lookup, taken from
// the SQL the code really sends: a Prisma client with query logging runs the
// domain functions once, and each logged statement is explained
// (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL) with its parameters.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { Db } from "../lib/db";
import { providerOf, sqlitePath } from "../lib/db/url";
import { PrismaClient as SqliteClient } from "../lib/generated/sqlite";
import { PrismaClient as PgClient } from "../lib/generated/postgresql";
import { listAppointments } from "../lib/appointments/list";
import { listAppointmentsInput } from "../lib/appointments/schema";
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
    await explain("token lookup (every request)");
    for (const [name, body] of Object.entries(bodies)) {
      await listAppointments(db, caller!, listAppointmentsInput.parse(JSON.parse(body)));
      await explain(name);
    }
  } finally {
    await client.$disconnect();
  }
  return plans;
}

export function plansText(provider: string, plans: Plan[]): string {
  return plans.map((p) => `-- ${provider}: ${p.label}\n${p.sql}\n${p.plan.join("\n")}\n`).join("\n");
}
