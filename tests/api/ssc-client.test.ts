// A client generated from the SSC's own published document, as a TMS would
// make one: openapi-typescript turns v1.1/openapi.yaml into types
// (tests/ssc-client/generated/ssc.d.ts), the TMS's code (tests/ssc-client/tms.ts)
// is compiled strictly against them alone, and then finds a time, books it,
// reads it, moves it and cancels it at the demo's Chicago facility, over HTTP,
// with the demo's staff token.
import { execFileSync } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DateTime } from "luxon";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parse } from "yaml";
import * as route from "@/app/ssc/appointments/v1/[operation]/route";
import { migrate } from "@/lib/db/migrate";
import { seedDemo, type DemoSeed } from "@/lib/demo/seed";
import { db } from "./helpers";
import { createTestDatabase, type TestDatabase } from "./setup/databases";
import { endClient } from "./support/own-database";
import { routeServer } from "./support/route-server";
import { sscDocumentText } from "./support/ssc-document";

type Journey = {
  offered: number;
  booked: { id: string; confirmation: string; status: string };
  read: { status: string; confirmation: string };
  moved: { start: string };
  cancelled: { status: string };
};
type Tms = (
  baseUrl: string,
  token: string,
  locationId: string,
  day: string,
  load: string,
) => Promise<Journey>;

const text = sscDocumentText();
const CLIENT = path.join(process.cwd(), "tests", "ssc-client");
const server = routeServer({ "/ssc/appointments/v1/": route });
let database: TestDatabase;
let seeded: DemoSeed;

beforeAll(async () => {
  if (!text) return;
  database = await createTestDatabase(inject("provider"));
  migrate(database.url, { quiet: true });
  process.env.DATABASE_URL = database.url;
  seeded = (await seedDemo(db))!;
  mkdirSync(path.join(CLIENT, "generated"), { recursive: true });
  const generated = astToString(await openapiTS(parse(text)));
  // Written whole, then renamed: the other database's run of this file may be reading it.
  const file = path.join(CLIENT, "generated", "ssc.d.ts");
  writeFileSync(`${file}.${process.pid}`, generated);
  renameSync(`${file}.${process.pid}`, file);
}, 120_000);

afterAll(async () => {
  if (!text) return;
  await endClient(db);
  await database?.drop();
});

describe.skipIf(!text)("a TMS's client generated from the SSC document", () => {
  it("compiles strictly against the standard's types alone", () => {
    // tsc fails the call, printing every error, if the TMS's code is not what the document describes.
    const tsc = path.join(process.cwd(), "node_modules", "typescript", "bin", "tsc");
    execFileSync(process.execPath, [tsc, "-p", path.join(CLIENT, "tsconfig.json")], { encoding: "utf8" });
  });

  it("finds a time, books, reads, moves and cancels at the demo facility", async () => {
    // Imported by path, not by name: the repository's own type check leaves the TMS's code, and the types it
    // needs that only this file generates, to the strict check above.
    const tms = path.join(CLIENT, "tms.ts");
    const { bookReadMoveCancel } = (await import(/* @vite-ignore */ tms)) as { bookReadMoveCancel: Tms };
    const chicago = seeded.facilities.find((f) => f.timezone === "America/Chicago")!;
    const slug = (await db.facility.findUniqueOrThrow({ where: { id: chicago.id } })).slug;
    // A weekday a week ahead: the demo's Chicago facility is open then.
    let day = DateTime.now().setZone(chicago.timezone).plus({ days: 7 });
    while (day.weekday > 5) day = day.plus({ days: 1 });
    const load = `TMS-${Date.now()}`;
    const journey = await bookReadMoveCancel(
      server.url("/ssc").toString(),
      seeded.apiToken,
      slug!,
      day.toISODate()!,
      load,
    );
    expect(journey.offered).toBeGreaterThan(6);
    expect(journey.booked.status).toBe("SUCCESS");
    expect(journey.read).toEqual({ status: "CONFIRMED", confirmation: journey.booked.confirmation });
    const row = await db.appointment.findUniqueOrThrow({
      where: { id: journey.booked.id },
      include: { orders: true },
    });
    expect(row.orders.map((o) => o.referenceId)).toEqual([load]);
    expect(row.scheduledStart.toISOString()).toBe(new Date(journey.moved.start).toISOString());
    expect(row.status).toBe("Cancelled");
    expect(journey.cancelled.status).toBe("SUCCESS");
  });
});
