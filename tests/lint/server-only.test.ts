// The database modules stay on the server: no file the browser runs (a
// "use client" module, and everything it imports, however deep) reaches
// lib/db, the generated Prisma clients or a database driver. This is the
// project's server-only boundary instead of the `server-only` package, which
// throws in every Node process outside React's server build: the command line,
// the outbox worker, the start script, the benchmark and the browser tests'
// helpers all load the database modules in plain Node (docs/data-access.md).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** What only the server may load: our database modules, and the packages that talk to a database. */
const DATABASE_MODULE = /^(lib\/db\/|lib\/generated\/)/;
const DATABASE_PACKAGE = /^(@prisma\/|prisma$|pg$|pg\/|better-sqlite3$|kysely$|kysely\/)/;

/** The imports that load code: `import type` and `export type` do not. */
function valueImports(source: string): string[] {
  const out: string[] = [];
  const statement =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const m of source.matchAll(statement)) {
    if (m[2]) continue;
    const specifier = m[4] ?? m[5] ?? m[6];
    // `import { type A, type B } from` loads nothing either.
    if (
      m[3] &&
      /^\{[^}]*\}$/.test(m[3].trim()) &&
      m[3]
        .replace(/[{}\s]/g, "")
        .split(",")
        .every((n) => !n || n.startsWith("type"))
    )
      continue;
    out.push(specifier);
  }
  return out;
}

/** The project file a specifier names from `from`, or the package's name; null for a Node builtin or asset. */
function resolve(specifier: string, from: string): { file: string } | { pkg: string } | null {
  if (specifier.startsWith("node:")) return null;
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return { pkg: specifier };
  for (const candidate of ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"]) {
    const file = base + candidate;
    if (existsSync(file) && statSync(file).isFile()) return /\.(m?js|tsx?)$/.test(file) ? { file } : null;
  }
  return null;
}

/** The chain of imports from `entry` to a database module or package, or null when there is none. */
export function databaseReach(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    const rel = path.relative(root, file);
    if (DATABASE_MODULE.test(rel)) return [...chain, rel];
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of valueImports(readFileSync(file, "utf8"))) {
      const target = resolve(specifier, file);
      if (!target) continue;
      if ("pkg" in target) {
        if (DATABASE_PACKAGE.test(target.pkg)) return [...chain, rel, target.pkg];
        continue;
      }
      const found = walk(target.file, [...chain, rel]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

function clientModules(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) clientModules(p, out);
    else if (
      /\.tsx?$/.test(e.name) &&
      !/\.test\.tsx?$/.test(e.name) &&
      /^\s*["']use client["']/.test(readFileSync(p, "utf8"))
    )
      out.push(p);
  }
  return out;
}

describe("the server-only boundary", () => {
  it("finds a database module however deep a client module imports it", () => {
    expect(databaseReach(path.join(root, "tests/lint/fixtures/client-reaches-db.tsx"))).toEqual([
      "tests/lint/fixtures/client-reaches-db.tsx",
      "tests/lint/fixtures/reaches-db.ts",
      "lib/db/index.ts",
    ]);
    // A type import loads nothing.
    expect(databaseReach(path.join(root, "tests/lint/fixtures/client-types-db.tsx"))).toBeNull();
  });

  it("keeps every client module away from the database modules", () => {
    const clients = ["app", "components", "lib"].flatMap((d) => clientModules(path.join(root, d)));
    expect(clients.length).toBeGreaterThan(50);
    const reaching = clients.map((c) => databaseReach(c)).filter(Boolean);
    expect(reaching).toEqual([]);
  });
});
