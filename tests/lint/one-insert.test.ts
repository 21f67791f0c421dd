// One writer of new appointments: only lib/placement inserts appointment rows
// (with their history and outbox event, lib/placement/insert.ts), so every path
// that makes one, request, work-in, series or the demo, goes through the same
// code. A Prisma create, a compiled insert or plain SQL elsewhere fails here.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["lib", "app", "components", "pages", "scripts", "bench"];
// What is not source: the core itself, generated clients, and the builds and bench results a run leaves.
const SKIPPED = /^(lib\/(placement|generated)|bench\/results)\//;

// Across line breaks, as a formatter may split a call.
const INSERTS = new RegExp(
  [
    /\.appointment\s*\.\s*(create|createMany|createManyAndReturn|upsert)\s*\(/,
    /\bappointments\s*:\s*\{\s*(create|createMany|connectOrCreate)\b/,
    /insertInto\(\s*["'`]appointments["'`]/,
    /insert\s+into\s+"?appointments"?[\s(]/,
  ]
    .map((p) => p.source)
    .join("|"),
  "gi",
);

/** The lines of `source` where an appointment row is inserted. */
function insertLines(source: string): number[] {
  return [...source.matchAll(INSERTS)].map((m) => source.slice(0, m.index).split("\n").length);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : [];
  });
}

describe("the one insert", () => {
  it("finds each way of inserting an appointment", () => {
    const planted = [
      "await tx.appointment.create({ data });",
      "await db.appointment\n  .createMany({ data });",
      'qb.insertInto("appointments").values(v);',
      'await tx.$executeRawUnsafe(`INSERT INTO "appointments" (id) VALUES ($1)`, id);',
      "await db.facility.create({ data: { appointments: { create: [] } } });",
      "await tx.appointment.update({ where, data });",
    ].join("\n");
    expect(insertLines(planted)).toEqual([1, 2, 4, 5, 6]);
  });

  it("has appointment rows inserted only in lib/placement", () => {
    const found = FOLDERS.flatMap((folder) => files(path.join(root, folder)))
      .map((file) => path.relative(root, file).split(path.sep).join("/"))
      .filter((file) => !SKIPPED.test(file))
      .flatMap((file) => insertLines(readFileSync(path.join(root, file), "utf8")).map((n) => `${file}:${n}`));
    expect(found).toEqual([]);
  });
});
