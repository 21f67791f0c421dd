// Events written outside any request reach the open streams too: a change
// made in this process by a domain call (as the admin command line or a
// page's server action makes it, with no API request to follow), and a
// booking made by another OS process on the same database (SQLite: found by
// the source's polling; PostgreSQL: NOTIFY). On SQLite, the source itself:
// it reads at once when this process writes, and sleeps while no stream is
// open, starting again from the newest event.
import { afterEach, describe, expect, inject, it } from "vitest";
import type { Caller } from "@/lib/core/caller";
import { requestAppointmentInput } from "@/lib/record/schema";
import { requestAppointment } from "@/lib/appointments/request";
import { SqliteSource } from "@/lib/events/sqlite-source";
import type { StoredEvent } from "@/lib/events/stored";
import { bookingBody, db, localTime, makeFacility, staffToken } from "./helpers";
import { appointmentIds, streamsClosedAfterAll } from "./support/event-stream";
import { bookInProcesses } from "./support/workers";

const stream = streamsClosedAfterAll();

async function facilityWithStream() {
  const f = await makeFacility();
  const opened = await stream({ token: await staffToken([f.id]) }, { facility_id: f.id });
  const staff: Caller = { actor: "admin-cli", role: "admin", facilityIds: [], carrierCompanyId: null };
  let hour = 6;
  const body = () => bookingBody(f.id, localTime(f.timezone, `${String(hour++).padStart(2, "0")}:00`), 30);
  return { f, stream: opened, staff, body };
}

describe("events written outside any request", () => {
  it("reach the stream when this process writes them with no request around", async () => {
    const { stream, staff, body } = await facilityWithStream();
    const made = await requestAppointment(db, staff, requestAppointmentInput.parse(body()));
    await stream.until(() => appointmentIds(stream).includes(made.id), "the booking's event");
  });

  it("reach the stream when another process on the same database writes them", async () => {
    const { f, stream, body } = await facilityWithStream();
    const [[outcome]] = await bookInProcesses(1, { facilityId: f.id, body: body(), count: 1 });
    expect(outcome.status).toBe(200);
    const made = await db.appointment.findFirstOrThrow({ where: { facilityId: f.id }, select: { id: true } });
    await stream.until(() => appointmentIds(stream).includes(made.id), "the other process's event");
  });
});

describe.runIf(inject("provider") === "sqlite")("the SQLite event source", () => {
  const saved = { min: process.env.EVENTS_POLL_MS, max: process.env.EVENTS_POLL_MAX_MS };
  const sources: SqliteSource[] = [];
  afterEach(async () => {
    await Promise.all(sources.splice(0).map((s) => s.stop()));
    for (const [key, value] of [
      ["EVENTS_POLL_MS", saved.min],
      ["EVENTS_POLL_MAX_MS", saved.max],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  });

  /** A source of its own, and a way to wait for what it hands over. */
  function source(wanted: () => boolean) {
    const seen: StoredEvent[] = [];
    let wake = () => {};
    const s = new SqliteSource(
      db,
      (events) => {
        seen.push(...events);
        wake();
      },
      wanted,
    );
    sources.push(s);
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise<void>((r) => (wake = r));
    };
    return { s, seen, until };
  }

  it("reads at once when this process writes an event, not at its next poll", async () => {
    // Polls so far apart that only the write itself can bring the event within the test.
    process.env.EVENTS_POLL_MS = process.env.EVENTS_POLL_MAX_MS = "3600000";
    const { staff, body } = await facilityWithStream();
    const { s, seen, until } = source(() => true);
    await s.start();
    const made = await requestAppointment(db, staff, requestAppointmentInput.parse(body()));
    await until(() => seen.some((e) => e.appointmentId === made.id));
  });

  it("sleeps while no stream is open, and hands over only what is written after one opens", async () => {
    const { staff, body } = await facilityWithStream();
    let wanted = false;
    const { s, seen, until } = source(() => wanted);
    await s.start();
    // Written while nobody listens: the read it prompts finds no stream and puts the source to sleep.
    const unheard = await requestAppointment(db, staff, requestAppointmentInput.parse(body()));
    wanted = true;
    await s.wake();
    const heard = await requestAppointment(db, staff, requestAppointmentInput.parse(body()));
    await until(() => seen.some((e) => e.appointmentId === heard.id));
    expect(seen.map((e) => e.appointmentId)).not.toContain(unheard.id);
  });
});
