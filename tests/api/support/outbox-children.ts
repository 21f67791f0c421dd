// Runs tests/api/support/outbox-child.ts in OS processes of their own.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { ChildJob } from "./outbox-child";

const CHILD = path.join(import.meta.dirname, "outbox-child.ts");

export type Child = {
  process: ChildProcessWithoutNullStreams;
  /** The next line the child prints. */
  line(): Promise<string>;
  /** kill -9, and wait until it is gone. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
};

export function startChild(job: ChildJob, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD, JSON.stringify(job)], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const queue: string[] = [];
  const waiting: ((l: string) => void)[] = [];
  createInterface({ input: child.stdout }).on("line", (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    process: child,
    line: () =>
      queue.length
        ? Promise.resolve(queue.shift()!)
        : Promise.race([
            new Promise<string>((resolve) => waiting.push(resolve)),
            exited.then((code) => {
              throw new Error(`child exited with ${code}: ${stderr}`);
            }),
          ]),
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    exited,
  };
}
