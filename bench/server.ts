// The production server under test: the process `npm start` runs, started as
// it starts it (scripts/server-command.ts: the app's server and its heap
// setting), on the benchmark's build and a free port, in its own process
// group, with its memory watched through /proc.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { serverNodeArgs } from "../scripts/server-command";
import { TEST_BUILD_ENV } from "../scripts/test-build";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The pids of `pid` and every descendant, from /proc/<pid>/task/<tid>/children (Linux). */
function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${out[i]}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        for (const c of readFileSync(`/proc/${out[i]}/task/${tid}/children`, "utf8").trim().split(/\s+/))
          if (c) out.push(Number(c));
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return out;
}

type StatusField = "VmRSS" | "VmHWM" | "RssAnon" | "RssFile" | "RssShmem";

/** kB of a /proc/<pid>/status field, or 0 when the process is gone. */
function statusKb(pid: number, field: StatusField): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** User plus system CPU time of one process, in clock ticks (0 when it is gone). */
function cpuTicks(pid: number): number {
  try {
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").pop()!.split(" ");
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) every PostgreSQL server process on this machine has used so far: the database's share of a
 * request when it runs beside the app on the same cores (0 where there is none, or /proc does not show it).
 */
export function databaseCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") ticks += cpuTicks(Number(pid));
    } catch {
      // ended meanwhile
    }
  }
  return (ticks * 1000) / clockTicks();
}

let ticksPerSecond = 0;
function clockTicks(): number {
  if (!ticksPerSecond) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** What the tree's resident memory was made of at its highest sample, in MB, and what the bench was doing. */
export type MemoryPeak = {
  mb: number;
  processes: number;
  /** The phase `mark` named last before the highest sample. */
  during: string;
  /** Of the highest sample: the heaps (V8's, malloc's: SQLite's page cache among them), mapped files, shared memory. */
  anon_mb: number;
  file_mb: number;
  shmem_mb: number;
};

/**
 * Peak memory of a process tree. Every `intervalMs` it sums the tree's current RSS, and it keeps each
 * process's own high-water mark (VmHWM, which the kernel tracks between samples); the peak reported is the
 * larger of the highest sampled sum and the sum of the high-water marks of every process seen. The highest
 * sample also keeps its parts and the phase it fell in, so a peak says where it came from.
 */
export class MemoryWatch {
  private hwm = new Map<number, number>();
  private peakSumKb = 0;
  private phase = "start";
  private parts = { during: "start", anon: 0, file: 0, shmem: 0 };
  private timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    intervalMs = 200,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  /** Names what the bench does from now on, for the peak's `during`. */
  mark(phase: string): void {
    this.sample();
    this.phase = phase;
  }

  sample(): void {
    let sum = 0;
    let anon = 0;
    let file = 0;
    let shmem = 0;
    for (const p of processTree(this.pid)) {
      sum += statusKb(p, "VmRSS");
      anon += statusKb(p, "RssAnon");
      file += statusKb(p, "RssFile");
      shmem += statusKb(p, "RssShmem");
      const h = statusKb(p, "VmHWM");
      if (h) this.hwm.set(p, Math.max(this.hwm.get(p) ?? 0, h));
    }
    if (sum > this.peakSumKb) {
      this.peakSumKb = sum;
      this.parts = { during: this.phase, anon, file, shmem };
    }
  }

  /** Peak RSS in MB, how many processes the tree had, and the highest sample's parts. */
  peak(): MemoryPeak {
    this.sample();
    const hwm = [...this.hwm.values()].reduce((a, b) => a + b, 0);
    const mb = (kb: number) => Math.round(kb / 1024);
    return {
      mb: mb(Math.max(hwm, this.peakSumKb)),
      processes: this.hwm.size,
      during: this.parts.during,
      anon_mb: mb(this.parts.anon),
      file_mb: mb(this.parts.file),
      shmem_mb: mb(this.parts.shmem),
    };
  }

  /** CPU time the tree has used so far, in ms: per request it is a figure that other load on the machine barely moves. */
  cpuMs(): number {
    return (processTree(this.pid).reduce((t, p) => t + cpuTicks(p), 0) * 1000) / clockTicks();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export type Server = {
  origin: string;
  pid: number;
  memory: MemoryWatch;
  output: () => string;
  stop(): Promise<void>;
};

/** Starts the app's server on the benchmark's build with `env` and waits until the floor answers. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  // A caller that must know the address first (a server that signs people in names its own URL) gives PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    ...TEST_BUILD_ENV,
    ...env,
    PORT: String(port),
  };
  // The app's server as npm start runs it, with the floor (./floor.ts) loaded in front of it.
  const args = serverNodeArgs(serverEnv);
  args.splice(args.length - 1, 0, "--import", "./bench/floor.ts");
  const child: ChildProcess = spawn(process.execPath, args, {
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so stop() ends it and nothing else
  });
  let output = "";
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const memory = new MemoryWatch(child.pid!);
  const stop = async () => {
    memory.stop();
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }, 25_000); // past the server's own bound on its exit (scripts/server.ts), which sends its last spans
      await exited;
      clearTimeout(killer);
    }
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${origin}/api/service.v1.bench_floor`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      await res.arrayBuffer();
      if (res.ok) break;
      if (res.status === 404) {
        await stop();
        throw new Error(
          "the server did not answer the bench floor: was it started without --import ./bench/floor.ts?",
        );
      }
    } catch (e) {
      if (e instanceof Error && e.message.includes("bench floor")) throw e;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, pid: child.pid!, memory, output: () => output, stop };
}
