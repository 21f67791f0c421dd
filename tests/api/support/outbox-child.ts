// One OS process of the outbox tests, on the database DATABASE_URL names.
//   book  : books `body` at `facilityId`, prints "done", then hangs until killed (after the commit, before sending)
//   claim : dispatches and claims due deliveries (as a worker does before it sends), prints "claimed <n>", hangs
//   work  : after "go" on stdin, runs the outbox until nothing is left for it, prints its report as JSON, exits
//
//   node --import tsx tests/api/support/outbox-child.ts '{"step":"book",...}'
import { createInterface } from "node:readline";
import { createClient } from "../../../lib/db";
import { requestAppointment } from "../../../lib/appointments/request";
import { requestAppointmentInput } from "../../../lib/record/schema";
import { LEASE_MS } from "../../../lib/outbox/attempt";
import { CHANNELS, newWorkerId, runOutboxOnce } from "../../../lib/worker/worker";
import { dispatchEvents } from "../../../lib/outbox/dispatch";
import { claimDue } from "../../../lib/outbox/deliveries";
import type { Caller } from "../../../lib/core/caller";

export type ChildJob =
  { step: "book"; facilityId: string; body: unknown } | { step: "claim" } | { step: "work"; limit: number };

const job = JSON.parse(process.argv[2]) as ChildJob;
const db = createClient();
const hang = () => new Promise(() => setInterval(() => {}, 60_000));

if (job.step === "book") {
  const caller: Caller = { actor: "admin-cli", role: "admin", facilityIds: [], carrierCompanyId: null };
  const record = await requestAppointment(db, caller, requestAppointmentInput.parse(job.body));
  process.stdout.write(`done ${record.id}\n`);
  await hang();
} else if (job.step === "claim") {
  await dispatchEvents(db, CHANNELS, { now: new Date() });
  const claimed = await claimDue(db, {
    now: new Date(),
    workerId: newWorkerId(),
    leaseMs: LEASE_MS,
    limit: 100,
    channels: ["email"],
  });
  process.stdout.write(`claimed ${claimed.length}\n`);
  await hang();
} else {
  await db.outboxDelivery.count(); // connected before saying ready
  process.stdout.write("ready\n");
  const lines = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => lines.once("line", () => resolve()));
  lines.close();
  const workerId = newWorkerId();
  const total = { runs: 0, claimed: 0, succeeded: 0, retrying: 0, failed: 0 };
  for (;;) {
    const r = await runOutboxOnce(db, { workerId, limit: job.limit, reminders: false });
    total.runs++;
    total.claimed += r.claimed;
    total.succeeded += r.succeeded;
    total.retrying += r.retrying;
    total.failed += r.failed;
    if (r.claimed === 0 && r.dispatched === 0) break;
  }
  process.stdout.write(`${JSON.stringify(total)}\n`);
  await db.$disconnect();
}
