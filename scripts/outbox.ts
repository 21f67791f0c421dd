// `npm run outbox`: the outbox worker on its own, for a deployment that runs
// the web processes with OUTBOX_WORKER=0. `npm run outbox -- --once` sends
// what is due now and exits.
import { createClient } from "../lib/db";
import { mailStatusLines } from "../lib/mail/config";
import { smsStatusLines } from "../lib/sms/config";
import { runOutboxUntilIdle, startOutboxWorker } from "../lib/worker/worker";

const db = createClient();
console.log([...mailStatusLines(), ...smsStatusLines()].join("\n"));
if (process.argv.includes("--once")) {
  console.log(JSON.stringify(await runOutboxUntilIdle(db)));
  await db.$disconnect();
} else {
  const worker = startOutboxWorker(db, { keepAlive: true });
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, async () => {
      await worker.stop();
      await db.$disconnect();
      process.exit(0);
    });
}
