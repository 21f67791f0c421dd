// The benchmark's floor: a POST with a JSON body to a path that starts as the
// operations' do, answered with a FacilityAppointment list of a list call's
// size by the app's own server process, but with no database, no auth, no
// validation and no framework: what the real operations cost is measured as
// a ratio to this. The app has no such route: the benchmark starts the
// server with this module loaded first (`--import`, bench/server.ts), which
// answers POST /api/service.v1.bench_floor on Node's HTTP server, in front of
// Next, as the server's own paths are answered (lib/http/method-guard.ts).
import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { DateTime } from "luxon";
import { toRecord, type AppointmentRow } from "../lib/record/record";
import { HISTORY_ZONE, PER_DAY, historyRow } from "./fixtures";

const FACILITY = "5c0b6a7e-0000-4000-8000-000000000001";

/** One day of the benchmark's history, as the list operation would return it to staff; built once. */
function floorList() {
  const refs = {
    facilityId: FACILITY,
    dockIds: Array.from({ length: 20 }, () => randomUUID()),
    loadTypeIds: [randomUUID(), randomUUID()],
  };
  const day = DateTime.now().setZone(HISTORY_ZONE).minus({ days: 80 }).startOf("day").toMillis();
  return Array.from({ length: PER_DAY }, (_, j) => {
    const i = 80 * PER_DAY + j;
    const h = historyRow(i, day, refs);
    const row: AppointmentRow = {
      ...h.appointment,
      sequence: 0,
      reminderFor: null,
      overrideReason: null,
      personalErasedAt: null,
      locale: null,
      driverSmsConsent: false,
      seriesId: h.series ? randomUUID() : null,
      dock: { name: `Dock ${(j % 20) + 1}` },
      orders: h.orders.map((o) => ({ id: o.id, referenceId: o.referenceId })),
      loadTypes: h.loadTypeId ? [{ loadType: { id: h.loadTypeId, name: "Dry" } }] : [],
      series: null,
      customFields: "{}",
      facility: { customFields: "[]" },
    };
    if (row.seriesId) row.series = { id: row.seriesId, repetitionType: "Daily" };
    return toRecord(row, { role: "staff" });
  });
}

let list: ReturnType<typeof floorList> | undefined;

/** The floor's path, as bench/provider.ts and bench/server.ts call it. */
const FLOOR_PATH = "/api/service.v1.bench_floor";

function answer(req: IncomingMessage, res: ServerResponse): void {
  // Read the body as every operation does; the answer does not depend on it.
  req.resume();
  req.on("end", () => {
    list ??= floorList();
    const body = JSON.stringify(list);
    res.writeHead(200, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "X-Request-Id": randomUUID(),
      "Cache-Control": "no-store",
    });
    res.end(body);
  });
}

// Loaded before the server: every HTTP server of the process answers the floor before anything else sees it.
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
  if (event === "request") {
    const [req, res] = args as [IncomingMessage, ServerResponse];
    if (req.method === "POST" && req.url === FLOOR_PATH) {
      answer(req, res);
      return true;
    }
  }
  return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
    this,
    event,
    ...args,
  );
} as typeof emit;
