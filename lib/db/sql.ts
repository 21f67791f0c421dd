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
  type DatabaseIntrospector,
  type DialectAdapter,
  type QueryCompiler,
  type RawBuilder,
} from "kysely";
import type { Tables } from "./tables";
import type { Provider } from "./url";

/** A builder that only compiles, in the dialect these make. */
const compilingOnly = (
  Adapter: new () => DialectAdapter,
  Introspector: new (db: Kysely<Tables>) => DatabaseIntrospector,
  Compiler: new () => QueryCompiler,
) =>
  new Kysely<Tables>({
    dialect: {
      createAdapter: () => new Adapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new Introspector(db as Kysely<Tables>),
      createQueryCompiler: () => new Compiler(),
    },
  });

const builders = {
  sqlite: compilingOnly(SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler),
  postgresql: compilingOnly(PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler),
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

/**
 * Where compiled statements run: the direct connection (./direct.ts), one of its transactions, or a Prisma
 * client or transaction (prismaStatements), so that one domain function serves each.
 */
export type Statements = {
  readonly provider: Provider;
  /** The rows, as objects by column name. */
  rows<T>(statement: CompiledStatement, values: Record<string, unknown>): Promise<T[]>;
  /** The number of rows the statement changed. */
  run(statement: CompiledStatement, values: Record<string, unknown>): Promise<number>;
};

type RawRunner = {
  $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
};

/** Statements on a Prisma client or inside its transaction, on `provider`. */
export function prismaStatements(tx: RawRunner, provider: Provider): Statements {
  return {
    provider,
    rows: <T>(s: CompiledStatement, values: Record<string, unknown>) =>
      tx.$queryRawUnsafe<T[]>(s.sql, ...s.bind(values)),
    run: (s, values) => tx.$executeRawUnsafe(s.sql, ...s.bind(values)),
  };
}
