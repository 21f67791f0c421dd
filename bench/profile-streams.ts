// Where the server's CPU goes with live-update streams open under bookings:
// `npx tsx bench/profile-streams.ts [sqlite|postgresql] [streams] [seconds]`
// starts the app's server as the benchmark does (./server.ts) with V8's
// profiler on (a preloaded module: Node refuses --cpu-prof in NODE_OPTIONS), has ./stream-holder.ts open `streams` streams (2,000 by
// default, spread over 20 facilities; 0 for the baseline), books for
// `seconds` (15) at 8 connections, stops the server, and prints the CPU ms per
// booking and the profile's self time of the booking window by function and
// by file. The server's bundles are minified; Node's own modules keep their names.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "../lib/db/migrate";
import { benchDatabase } from "./databases";
import { drive } from "./drive";
import { startServer } from "./server";
import { holdStreams } from "./stream-holder";
import { liveFacilities } from "./streams";

type Profile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

const provider = process.argv[2] === "postgresql" ? "postgresql" : "sqlite";
const streams = Number(process.argv[3] ?? 2_000);
const seconds = Number(process.argv[4] ?? 15);
const database = await benchDatabase(provider);
if ("skipped" in database) throw new Error(database.skipped);
migrate(database.url, { quiet: true });
const { facilities, token, next } = await liveFacilities(database.url, "Profile Live");
const dir = mkdtempSync(path.join(tmpdir(), "dockside-prof-"));
const out = path.join(dir, "server.cpuprofile");
// Profiles from its start; SIGUSR2 writes the profile.
const preload = `import { Session } from "node:inspector";
import { writeFileSync } from "node:fs";
const s = new Session();
s.connect();
s.post("Profiler.enable");
s.post("Profiler.start");
process.on("SIGUSR2", () => s.post("Profiler.stop", (e, r) => writeFileSync(${JSON.stringify(out)}, JSON.stringify(r.profile))));
`;
writeFileSync(path.join(dir, "preload.mjs"), preload);
const server = await startServer({
  DATABASE_URL: database.url,
  RATE_LIMIT_PER_MINUTE: "1000000000",
  EVENTS_MAX_STREAMS_PER_CALLER: "1000000",
  LOG_LEVEL: "silent",
  NODE_OPTIONS: `--import ${path.join(dir, "preload.mjs")}`,
});
const holder = holdStreams();
const url = `${server.origin}/api/service.v1.request_facility_appointment`;
await drive({ url, token, body: next, connections: 8, duration: 5 }); // warm up
if (streams) await holder.open({ origin: server.origin, token, facilities, streams });
// The profile's clock is the system's monotonic clock, as hrtime is.
const from = Number(process.hrtime.bigint() / 1000n);
const cpu0 = server.memory.cpuMs();
const run = await drive({ url, token, body: next, connections: 8, duration: seconds });
const cpuMs = (server.memory.cpuMs() - cpu0) / run.requests;
const to = Number(process.hrtime.bigint() / 1000n);
holder.stop();
process.kill(server.pid, "SIGUSR2");
for (let i = 0; i < 100 && !existsSync(out); i++) await new Promise((r) => setTimeout(r, 200));
await new Promise((r) => setTimeout(r, 500));
await server.stop();
await database.drop();

const profile = JSON.parse(readFileSync(out, "utf8")) as Profile;
rmSync(dir, { recursive: true });
const nodes = new Map(profile.nodes.map((x) => [x.id, x.callFrame]));
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let at = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (at < from || at > to) return;
  const { url: u, functionName, lineNumber, columnNumber } = nodes.get(id)!;
  const where = u.replace(/^.*\/(node_modules|build)\//, "").slice(-60);
  const dt = profile.timeDeltas[i];
  const fn = `${functionName || "(anonymous)"} ${where}:${lineNumber}:${columnNumber}`;
  total += dt;
  if (functionName === "(idle)") return;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
  byFile.set(where || functionName, (byFile.get(where || functionName) ?? 0) + dt);
});
const busy = [...byFile.values()].reduce((a, b) => a + b, 0);
console.log(
  `${provider}, ${streams} streams: ${run.rps.toFixed(0)} bookings/s, server CPU ${cpuMs.toFixed(2)} ms per booking; ` +
    `profiled ${(total / 1e6).toFixed(1)} s, busy ${((100 * busy) / total).toFixed(0)}%`,
);
const top = (m: Map<string, number>, count: number) => {
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`  ${((100 * v) / busy).toFixed(1).padStart(5)}%  ${k}`);
};
console.log("self time by function (share of busy time):");
top(byFunction, 30);
console.log("self time by file:");
top(byFile, 20);
