// Where a list request's CPU goes: `npx tsx bench/profile-list.ts` loads
// 10,000 appointments into a scratch SQLite file, calls the list operation
// through the API wrapper in-process (no HTTP) 1,000 times under the V8
// profiler, and prints the CPU time per call (less disturbed by a busy machine
// than the wall-clock time) and self time by part of the stack. Complements
// `npm run bench`, which measures totals.
import { mkdtempSync, rmSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "../lib/db";
import { migrate } from "../lib/db/migrate";
import { createToken } from "../lib/tokens/service";
import { createHistoryFacility, historyDate, loadHistory } from "./history";

const dir = mkdtempSync(path.join(tmpdir(), "dockside-profile-"));
const url = `file:${path.join(dir, "profile.db")}`;
process.env.DATABASE_URL = url;
process.env.LOG_LEVEL = "silent";
migrate(url, { quiet: true });
const db = createClient(url);
const f = await createHistoryFacility(db, "Profile DC");
await loadHistory(url, f, 0, 10_000);
const { token } = await createToken(db, { role: "staff", facilityIds: [f.facilityId] });
const route = await import("../lib/api/handler");
const day = historyDate(83);
const body = JSON.stringify({ facility_id: f.facilityId, start: day, end: day });
const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
const call = async () =>
  (
    await route.POST(
      new Request("http://localhost/api/service.v1.get_facility_appointments", {
        method: "POST",
        headers,
        body,
      }),
    )
  ).text();

console.log(`one answer: ${(await call()).length} bytes`);
for (let i = 0; i < 200; i++) await call(); // warm up the JIT and the caches
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let i = 0; i < 1000; i++) await call();
const ms = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const { profile } = await session.post("Profiler.stop");

const part = (url: string, name: string) =>
  /adapter-better-sqlite3/.test(url)
    ? "Prisma driver adapter (row conversion)"
    : /generated\/sqlite/.test(url)
      ? "Prisma client runtime"
      : !url && name === "get"
        ? "SQLite: the list statement, JSON built (direct)"
        : !url && /^(all|Statement|run|prepare)$/.test(name)
          ? "SQLite through Prisma (token lookup, last_used_at)"
          : name === "(garbage collector)"
            ? "garbage collection"
            : /luxon/.test(url)
              ? "luxon (time zones)"
              : /\/(lib|app)\//.test(url) && !/node_modules/.test(url)
                ? "our code (auth, wrapper, list)"
                : "Node.js and the rest (Request/Response, streams, encoding)";
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
profile.samples!.forEach((id, i) => {
  const { url: u, functionName } = nodes.get(id)!.callFrame;
  const key = part(u, functionName);
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas![i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(
  `${ms.toFixed(2)} ms per list call in-process, ${((cpu.user + cpu.system) / 1000 / 1000).toFixed(2)} ms of CPU`,
);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]))
  console.log(`${((100 * v) / total).toFixed(0).padStart(3)}%  ${k}`);
await db.$disconnect();
rmSync(dir, { recursive: true, force: true });
