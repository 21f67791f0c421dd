// A PostgreSQL outage under load, for real, on a database of this file's own:
// its connections refused (ALLOW_CONNECTIONS false) and every open one
// terminated (pg_terminate_backend) while requests run, three times over. Every
// answer is 200 or the contract's 503 with Retry-After, never a 500; once the
// database is back, requests succeed again in the same process, the pool whole
// (issue 11, finding 3). The outbox worker, a process of its own, rides it out.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@/lib/db";
import { unavailableFrom } from "@/lib/db/errors";
import { providerOf } from "@/lib/db/url";
import { bookingBody, db, localTime, makeFacility, staffToken } from "./helpers";
import { op, type Op } from "./ops";
import { startDyingPostgres } from "./support/dying-postgres";
import { startMailbox, type Mailbox } from "./support/mailbox";
import { ownDatabase } from "./support/own-database";
import { databaseOutage } from "./support/pg-outage";
import { startWorkerProcess, type WorkerProcess } from "./support/worker-process";

const postgres = providerOf(process.env.DATABASE_URL ?? "") === "postgresql";
const own = postgres ? ownDatabase() : null;
// This file sends a few thousand requests with one token: the per-token limit is not under test here.
process.env.RATE_LIMIT_PER_MINUTE = "1000000";

const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE || 10);
const WORKERS = POOL_SIZE + 4; // more requests in flight than the pool has connections

/** The outage: new connections refused, and every open one (in the middle of whatever it runs) terminated. */
const { goDown, comeBack } = databaseOutage(() => own!.url());

type Answer = { op: Op; status: number; code?: string; retryAfter: string | null };

/** Until `condition` holds, looking again as requests come back; fails with `what` if it never does. */
async function until(what: string, condition: () => boolean, answers: Answer[]) {
  const bound = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > bound)
      throw new Error(`${what} never happened; answers: ${JSON.stringify(tally(answers))}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {});

describe.runIf(postgres)("a PostgreSQL outage", () => {
  let mailbox: Mailbox;
  let worker: WorkerProcess;
  beforeAll(async () => {
    mailbox = await startMailbox();
    worker = await startWorkerProcess({
      DATABASE_URL: own!.url(),
      SMTP_URL: mailbox.url,
      OUTBOX_POLL_MS: "50",
    });
  });
  afterAll(async () => {
    await comeBack();
    await worker?.stop();
    await mailbox?.stop();
  });

  it(
    "answers 200 or 503 with Retry-After throughout, and serves again once the database is back",
    { timeout: 300_000 },
    async () => {
      const f = await makeFacility({ docks: 4 });
      const token = await staffToken([f.id]);
      const booked = await op(
        "request_facility_appointment",
        bookingBody(f.id, localTime(f.timezone, "08:00")),
        token,
      );
      expect(booked.status).toBe(200);
      const day = localTime(f.timezone, "08:00").toISODate();

      // The load: bookings (a transaction each), the list (the driver directly), a read through Prisma, availability.
      let slot = 0;
      const request = (i: number): [Op, unknown] => {
        switch (i % 4) {
          case 0: {
            // A new hour each time: never a conflict, so every refusal is the outage's.
            const start = localTime(f.timezone, "00:00", 3).plus({ hours: slot++ });
            return ["request_facility_appointment", bookingBody(f.id, start)];
          }
          case 1:
            return ["get_facility_appointments", { facility_id: f.id, start: day, end: day }];
          case 2:
            return ["get_facility_appointment", { id: booked.json.id }];
          default:
            return [
              "get_facility_availability",
              { facility_id: f.id, start: day, end: day, type: "Inbound", duration_minutes: 60 },
            ];
        }
      };
      const answers: Answer[] = [];
      let stopped = false;
      const runWorker = async (w: number) => {
        for (let i = w; !stopped; i += WORKERS) {
          const [name, body] = request(i);
          const res = await op(name, body, token);
          answers.push({
            op: name,
            status: res.status,
            code: res.json?.code,
            retryAfter: res.headers.get("retry-after"),
          });
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => runWorker(w)));
      const okSince = (from: number) => answers.slice(from).filter((a) => a.status === 200).length;
      const refusedSince = (from: number) => answers.slice(from).filter((a) => a.status !== 200).length;

      try {
        await until("serving before the outage", () => okSince(0) >= 30, answers);
        for (let round = 0; round < 3; round++) {
          const down = answers.length;
          await goDown();
          await until(`refusals in outage ${round + 1}`, () => refusedSince(down) >= 30, answers);
          const back = answers.length;
          await comeBack();
          await until(`serving after outage ${round + 1}`, () => okSince(back) >= 30, answers);
        }
        // Back for good: once one request succeeds, every later one does, with no restart.
        const firstOk = answers.findLastIndex((a) => a.status !== 200) + 1;
        await until("a run of answers after the last outage", () => answers.length - firstOk >= 150, answers);
        const after = answers.slice(firstOk);
        expect(
          after.filter((a) => a.status !== 200),
          "answers after recovery",
        ).toEqual([]);
      } finally {
        stopped = true;
        await load;
      }

      const counts = tally(answers);
      console.info(`postgres outage: ${answers.length} answers by status ${JSON.stringify(counts)}`);
      expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(["200", "503"]);
      for (const a of answers.filter((x) => x.status === 503)) {
        expect(a.code).toBe("unavailable");
        expect(Number(a.retryAfter)).toBeGreaterThan(0);
      }

      // The pool is whole: twice as many bookings at once as it has connections all succeed.
      const burst = await Promise.all(
        Array.from({ length: POOL_SIZE * 2 }, (_, i) =>
          op(
            "request_facility_appointment",
            bookingBody(f.id, localTime(f.timezone, "00:00", 300).plus({ hours: i })),
            token,
          ),
        ),
      );
      expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));
      expect(await db.appointment.count({ where: { facilityId: f.id } })).toBeGreaterThan(POOL_SIZE * 2);

      // The outbox worker lived through it, and still sends: a booking's confirmation arrives.
      const to = `dispatch-${randomUUID().slice(0, 8)}@carrier.test`;
      const mailed = await op(
        "request_facility_appointment",
        bookingBody(f.id, localTime(f.timezone, "00:00", 301), 60, { carrier_emails: [to] }),
        token,
      );
      expect(mailed.status).toBe(200);
      await until("the confirmation mail", () => mailbox.to(to).length > 0, answers);
      expect(worker.exitCode()).toBeNull();
      expect(worker.output()).toMatch(/outbox run failed/);

      // Every connection the pool lent came back to it: a pool ends only once they all did.
      let ended = false;
      void db.$disconnect().then(() => (ended = true));
      await until("the pool's end", () => ended, answers);
    },
  );
});

describe.runIf(postgres)("a connection that dies the instant it opens", () => {
  it("fails its request as unavailable, with no uncaught error", async () => {
    const uncaught: unknown[] = [];
    const record = (e: unknown) => uncaught.push(e);
    process.on("uncaughtException", record);
    const server = await startDyingPostgres();
    const client = createClient(server.url);
    try {
      // A transaction borrows a client from the pool: the termination arrives before the adapter listens to it.
      const failure = await client
        .$transaction((tx) => tx.facility.count())
        .then(
          () => expect.fail("the transaction should have failed"),
          (e: unknown) => e,
        );
      expect(unavailableFrom(failure)?.code, String(failure)).toBe("unavailable");
      expect(server.connections()).toBeGreaterThan(0);
      // What the socket had left to say has been said.
      await new Promise((r) => setImmediate(r));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
      await client.$disconnect();
      await server.close();
    }
  });
});
