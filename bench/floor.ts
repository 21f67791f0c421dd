// The benchmark's floor: the same framework, the same kind of POST with a JSON
// body, and a FacilityAppointment list of a list call's size, but no database,
// no auth and no validation. What the real operations cost is measured as a
// ratio to this. Served at /api/service.v1.bench_floor by app/api/service.v1.bench_floor/route.bench.ts,
// which only the benchmark's build includes (DOCKSIDE_EXTRA_ROUTES=bench, see
// next.config.mjs); the production app has no such route. Its path starts as the
// operations' do, so proxy.ts skips it as it skips them: the floor pays what they
// pay in front of the handler, no more (under /api/bench.floor it paid the proxy's
// CSP and session work, which the operations never do, and looked slower than it is).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { toRecord, type AppointmentRow } from "../lib/appointments/record";
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
      locale: null,
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

export async function POST(req: Request): Promise<Response> {
  // Read the body as every operation does; the answer does not depend on it.
  await req.text();
  list ??= floorList();
  return new Response(JSON.stringify(list), {
    status: 200,
    headers: {
      "Content-Type": "application/json",
      "X-Request-Id": randomUUID(),
      "Cache-Control": "no-store",
    },
  });
}
