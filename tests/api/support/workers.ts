// Runs tests/api/support/book-worker.ts in several OS processes at once: each
// connects, says ready, and books only when every one of them is ready.
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Job, Outcome } from "./book-worker";

export type { Job, Outcome };

const WORKER = path.join(import.meta.dirname, "book-worker.ts");

export async function bookInProcesses(
  processes: number,
  job: Job,
  env: Record<string, string> = {},
): Promise<Outcome[][]> {
  const children = Array.from({ length: processes }, () =>
    spawn(process.execPath, ["--import", "tsx", WORKER, JSON.stringify(job)], {
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    }),
  );
  const results = children.map((child) => {
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const lines = createInterface({ input: child.stdout });
    const ready = new Promise<void>((resolve, reject) => {
      lines.once("line", (l) => (l === "ready" ? resolve() : reject(new Error(`worker said ${l}`))));
      child.once("exit", (code) =>
        reject(new Error(`worker exited with ${code} before it was ready: ${stderr}`)),
      );
    });
    const done = new Promise<Outcome[]>((resolve, reject) => {
      let last = "";
      lines.on("line", (l) => (last = l));
      child.once("exit", (code) =>
        code === 0 ? resolve(JSON.parse(last)) : reject(new Error(`worker exited with ${code}: ${stderr}`)),
      );
    });
    done.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
    return { ready, done };
  });
  try {
    await Promise.all(results.map((r) => r.ready));
  } catch (e) {
    for (const child of children) child.kill();
    throw e;
  }
  for (const child of children) child.stdin.end("go\n");
  return Promise.all(results.map((r) => r.done));
}
