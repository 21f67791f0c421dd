// The outbox worker as `npm run outbox` runs it (scripts/outbox.ts), in an OS
// process of its own, its output kept for the test to read.
import { spawn } from "node:child_process";
import path from "node:path";

const SCRIPT = path.join(import.meta.dirname, "..", "..", "..", "scripts", "outbox.ts");

export type WorkerProcess = {
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** null while it runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
};

/** Starts the worker with `env` added to this process's, and waits until it printed its first line. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exitCode = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );
  const started = new Promise<void>((resolve) => {
    const seen = (d: Buffer) => {
      output += d;
      resolve();
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
  });
  await Promise.race([
    started,
    exited.then(() => {
      throw new Error(`the outbox worker exited at start: ${output}`);
    }),
  ]);
  return {
    output: () => output,
    exitCode: () => exitCode,
    async stop() {
      if (exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
