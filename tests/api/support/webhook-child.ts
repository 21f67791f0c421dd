// An app process of the crash test: it runs the outbox worker once on the
// database DATABASE_URL names (sending what is due, webhooks included) and
// prints its report. The test kills it with SIGKILL while a delivery is on
// the wire.
//
//   node --import tsx tests/api/support/webhook-child.ts
import { spawn } from "node:child_process";
import { createClient } from "../../../lib/db";
import { runOutboxOnce } from "../../../lib/worker/worker";

/** Starts this file in an OS process of its own; `kill()` is SIGKILL, resolved when it is gone. */
export function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    kill: async () => {
      child.kill("SIGKILL");
      return exited;
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  const db = createClient();
  const report = await runOutboxOnce(db, { reminders: false });
  process.stdout.write(`${JSON.stringify(report)}\n`);
  await db.$disconnect();
}
