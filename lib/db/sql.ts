// Statements for the direct reads (./direct.ts), written once with Kysely, a
// typed query builder that knows both dialects, and compiled once per process
// for the provider in use. Kysely only compiles here (DummyDriver): the
// statements run on the drivers Prisma opened. A statement's parameters are
// named placeholders (`param`), bound per call by name, so compiling is work
// done once.
import { createHash } from "node:crypto";
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
} from "kysely";
import type { Tables } from "./tables";
import type { Provider } from "./url";

const builders = {
  sqlite: new Kysely<Tables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  postgresql: new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

/** The query builder for `provider`'s dialect (compiling only). */
export function queryBuilder(provider: Provider): Kysely<Tables> {
  return builders[provider];
}

class Placeholder {
  constructor(readonly name: string) {}
}

/** A parameter of a statement, bound by `name` on every call (CompiledStatement.bind). */
export function param<T>(name: string): RawBuilder<T> {
  return sql<T>`${new Placeholder(name)}`;
}

export type CompiledStatement = {
  sql: string;
  /** Names the PostgreSQL prepared statement; one per statement text. */
  name: string;
  /** The placeholders' values in the statement's order. */
  bind(values: Record<string, unknown>): unknown[];
};

export function compile(query: Compilable): CompiledStatement {
  const compiled = query.compile();
  const names = compiled.parameters.map((p) => {
    // A value compiled into the statement would be bound, the same, on every call: a mistake.
    if (!(p instanceof Placeholder)) throw new Error(`statement parameter ${String(p)} is not a param()`);
    return p.name;
  });
  return {
    sql: compiled.sql,
    name: `dockside_${createHash("sha256").update(compiled.sql).digest("hex").slice(0, 24)}`,
    bind: (values) =>
      names.map((n) => {
        if (!(n in values)) throw new Error(`no value for statement parameter ${n}`);
        return values[n];
      }),
  };
}
