// Where a booking's time goes: `npx tsx bench/profile-request.ts [sqlite|postgresql] [concurrency]`
// books free slots on a fresh database through the API wrapper in-process (no HTTP), first one at a time
// under the V8 profiler (CPU per call, self time by part of the stack), then `concurrency` at once (32 by
// default) counting the statements each booking sends inside and outside the facility's booking lock.
// Last, the CPU the outbox worker spends per booking on their events (a server process runs it too).
// Complements `npm run bench`, which measures totals over HTTP.
import { Session } from "node:inspector/promises";
import { DateTime } from "luxon";
import { createClient } from "../lib/db";
import { migrate } from "../lib/db/migrate";
import { createToken } from "../lib/tokens/service";
import { runOutboxUntilIdle } from "../lib/worker/worker";
import { benchDatabase } from "./databases";
import { HISTORY_DOCKS, HISTORY_ZONE } from "./fixtures";
import { createHistoryFacility } from "./history";
import { requestBody } from "./provider";

const provider = process.argv[2] === "postgresql" ? "postgresql" : "sqlite";
const concurrency = Number(process.argv[3] ?? 32);
const database = await benchDatabase(provider);
if ("skipped" in database) throw new Error(database.skipped);
process.env.DATABASE_URL = database.url;
process.env.LOG_LEVEL = "silent";
migrate(database.url, { quiet: true });
const db = createClient(database.url);
// As `npm start` and the bench leave a SQLite database: write-ahead logging.
if (provider === "sqlite") await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
const f = await createHistoryFacility(db, "Profile DC");
const { token } = await createToken(db, { role: "staff", facilityIds: [f.facilityId] });
const route = await import("../lib/api/handler");
const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
const base = DateTime.now().setZone(HISTORY_ZONE).plus({ days: 2 }).startOf("day").toMillis();
let n = 0;
const call = async () => {
  const k = n++;
  const body = requestBody(f.facilityId, base + Math.floor(k / HISTORY_DOCKS) * 30 * 60_000, `P-${k}`);
  const res = await route.POST(
    new Request("http://localhost/api/service.v1.request_facility_appointment", {
      method: "POST",
      headers,
      body,
    }),
  );
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return res.text();
};

for (let i = 0; i < 100; i++) await call(); // warm up
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
const calls = 400;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let i = 0; i < calls; i++) await call();
const ms = (performance.now() - t0) / calls;
const cpu = process.cpuUsage(cpu0);
const { profile } = await session.post("Profiler.stop");
const part = (url: string, name: string) =>
  /adapter-(better-sqlite3|pg)/.test(url)
    ? "Prisma driver adapter"
    : /generated\//.test(url)
      ? "Prisma client runtime"
      : /node_modules\/pg/.test(url)
        ? "node-postgres"
        : !url && /^(all|get|Statement|run|prepare|iterate)$/.test(name)
          ? "SQLite"
          : name === "(garbage collector)"
            ? "garbage collection"
            : /luxon/.test(url)
              ? "luxon"
              : /zod/.test(url)
                ? "zod"
                : /\/(lib|app)\//.test(url) && !/node_modules/.test(url)
                  ? "our code"
                  : "Node.js and the rest";
const nodes = new Map(profile.nodes.map((x) => [x.id, x]));
const self = new Map<string, number>();
profile.samples!.forEach((id, i) => {
  const { url: u, functionName } = nodes.get(id)!.callFrame;
  const key = part(u, functionName);
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas![i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
if (process.env.PROFILE_DETAIL) {
  const rest = new Map<string, number>();
  profile.samples!.forEach((id, i) => {
    const { url: u, functionName } = nodes.get(id)!.callFrame;
    const key = `${u.replace(/^.*node_modules\//, "").slice(0, 70)} ${functionName}`;
    rest.set(key, (rest.get(key) ?? 0) + (profile.timeDeltas![i] ?? 0));
  });
  for (const [k, v] of [...rest].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
}
console.log(
  `${provider}: ${ms.toFixed(2)} ms per booking in-process one at a time, ${((cpu.user + cpu.system) / 1000 / calls).toFixed(2)} ms of CPU`,
);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]))
  console.log(`${((100 * v) / total).toFixed(0).padStart(3)}%  ${k}`);

const burst = concurrency * 10;
const t1 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next++ < burst) await call();
  }),
);
console.log(
  `${provider}: ${concurrency} at once: ${((burst * 1000) / (performance.now() - t1)).toFixed(0)} bookings/s in-process`,
);
const cpu2 = process.cpuUsage();
const outbox = await runOutboxUntilIdle(db, { reminders: false });
const outboxCpu = process.cpuUsage(cpu2);
console.log(
  `${provider}: outbox worker: ${outbox.dispatched} events, ${(
    (outboxCpu.user + outboxCpu.system) /
    1000 /
    Math.max(1, outbox.dispatched)
  ).toFixed(2)} ms of CPU per event`,
);
await db.$disconnect();
await database.drop();
