// The list runs on the database driver directly (lib/db/direct.ts), with the
// facility's zone remembered between calls. What that must not change: a new
// zone applies at once, a read never sees another request's uncommitted rows,
// and a database that refuses or is locked is the contract's 503.
import { createServer } from "node:net";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/core/caller";
import { errorResponse } from "@/lib/api/handler";
import { listAppointments } from "@/lib/appointments/list";
import { getAppointment } from "@/lib/appointments/read";
import { listAppointmentsInput } from "@/lib/record/schema";
import { createClient, type Db } from "@/lib/db";
import { unavailableFrom } from "@/lib/db/errors";
import { sqliteAdapter } from "@/lib/db/sqlite-adapter";
import { providerOf, sqlitePath } from "@/lib/db/url";
import { PrismaClient as SqliteClient } from "@/lib/generated/sqlite";
import { db, insertAppointment, localTime, makeFacility } from "./helpers";

const url = process.env.DATABASE_URL ?? "";
const staffOf = (facilityId: string): Caller => ({
  actor: "test",
  role: "staff",
  facilityIds: [facilityId],
  carrierCompanyId: null,
});
const byDay = (facilityId: string, date: string) =>
  listAppointmentsInput.parse({ facility_id: facilityId, start: date, end: date });
const ids = async (client: Db, facilityId: string, date: string) =>
  (await listAppointments(client, staffOf(facilityId), byDay(facilityId, date))).parse().map((r) => r.id);

/** A loopback port nobody listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** The list's failure, answered as the API wrapper answers it. */
async function answered(work: Promise<unknown>) {
  const e = await work.then(
    () => expect.fail("the list should have failed"),
    (err: unknown) => err,
  );
  expect(unavailableFrom(e)?.code, String(e)).toBe("unavailable");
  const res = errorResponse(e, "req-1", {});
  return { status: res.status, retryAfter: Number(res.headers.get("retry-after")), body: await res.json() };
}

afterEach(() => vi.restoreAllMocks());

describe("the list on the driver directly", () => {
  it("reads full dates in the facility's new zone as soon as it changes", async () => {
    const f = await makeFacility({ timeZone: "America/Chicago" });
    // 10:00 in Chicago is the next day in Tokyo.
    const start = localTime(f.timezone, "10:00", 5);
    const a = await insertAppointment(f.id, start.toJSDate(), 60);
    const chicagoDay = start.toISODate()!;
    const tokyoDay = start.setZone("Asia/Tokyo").toISODate()!;
    expect(await ids(db, f.id, chicagoDay)).toEqual([a.id]);
    expect(await ids(db, f.id, tokyoDay)).toEqual([]);

    await db.facility.update({ where: { id: f.id }, data: { timeZone: "Asia/Tokyo" } });
    expect(await ids(db, f.id, tokyoDay)).toEqual([a.id]);
    expect(await ids(db, f.id, chicagoDay)).toEqual([]);
  });

  it("does not see a transaction's rows before it commits, nor after it rolls back", async () => {
    const f = await makeFacility();
    const start = localTime(f.timezone, "09:00", 4);
    const date = start.toISODate()!;
    expect(await ids(db, f.id, date)).toEqual([]);
    let during: Promise<string[]> | undefined;
    await db
      .$transaction(async (tx) => {
        await tx.appointment.create({
          data: {
            facilityId: f.id,
            type: "Inbound",
            status: "Scheduled",
            confirmationCode: `R${Date.now().toString(36).slice(-7).toUpperCase()}`,
            scheduledStart: start.toJSDate(),
            scheduledEnd: start.plus({ hours: 1 }).toJSDate(),
          },
        });
        during = ids(db, f.id, date);
        throw new Error("roll back");
      })
      .catch((e: Error) => expect(e.message).toBe("roll back"));
    expect(await during).toEqual([]);
  });

  it.runIf(providerOf(url) === "sqlite")(
    "reads a date-time stored in another format as Prisma reads it",
    async () => {
      const f = await makeFacility();
      const start = localTime(f.timezone, "09:00", 3);
      const a = await insertAppointment(f.id, start.toJSDate(), 60);
      // SQLite's own CURRENT_TIMESTAMP format, as a migration or a tool might write it.
      await db.$executeRawUnsafe(
        `UPDATE "appointments" SET "checked_in_at" = '2026-01-02 03:04:05' WHERE "id" = ?`,
        a.id,
      );
      const [listed] = (await listAppointments(db, staffOf(f.id), byDay(f.id, start.toISODate()!))).parse();
      expect(listed.checked_in_at).toBe("2026-01-02T03:04:05.000Z");
      expect(listed).toEqual(await getAppointment(db, staffOf(f.id), { id: a.id }));
    },
  );

  it.runIf(providerOf(url) === "postgresql")(
    "answers 503 when PostgreSQL refuses the connection",
    async () => {
      const f = await makeFacility();
      const date = localTime(f.timezone, "09:00", 3).toISODate()!;
      await ids(db, f.id, date); // the facility's zone is known: the next list is only the direct statement
      const down = createClient(`postgresql://postgres@127.0.0.1:${await closedPort()}/dockside_down`);
      const spy = vi.spyOn(down.facility, "findUnique");
      try {
        const res = await answered(listAppointments(down, staffOf(f.id), byDay(f.id, date)));
        expect(spy).not.toHaveBeenCalled();
        expect(res).toMatchObject({ status: 503, body: { code: "unavailable" } });
        expect(res.retryAfter).toBeGreaterThan(0);
      } finally {
        await down.$disconnect();
      }
    },
  );

  it.runIf(providerOf(url) === "sqlite")("answers 503 when another process holds SQLite's lock", async () => {
    const f = await makeFacility();
    const date = DateTime.now().plus({ days: 3 }).toISODate()!;
    await ids(db, f.id, date);
    // This process's client with no busy wait; another connection, as another process would have, locks the file.
    const client = createClient(url, { busyWaitMs: 0 });
    const other = new SqliteClient({ adapter: sqliteAdapter(sqlitePath(url), 0) });
    try {
      await other.$executeRawUnsafe("BEGIN EXCLUSIVE");
      const res = await answered(listAppointments(client, staffOf(f.id), byDay(f.id, date)));
      expect(res).toMatchObject({ status: 503, body: { code: "unavailable" } });
    } finally {
      await other.$executeRawUnsafe("ROLLBACK");
      await other.$disconnect();
      await client.$disconnect();
    }
    expect(await ids(db, f.id, date)).toEqual([]);
  });
});
