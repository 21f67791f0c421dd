// The facility's rules under load, on the same database after the other
// scenarios: booking and availability req/s at a facility carrying 20 caps,
// 10 holds and 50 dock closures, as ratios to the same at a facility without
// any, by a carrier whose company every hold names (so the holds are judged,
// not skipped as for staff). Alternated rounds, so a database growing through
// the runs weighs on both sides alike.
import { randomUUID } from "node:crypto";
import { createClient } from "../lib/db";
import { ADMIN_CLI } from "../lib/core/caller";
import { findOrCreateCompany } from "../lib/carriers/companies";
import { createFacility } from "../lib/facilities/service";
import { updateFacilitySettings } from "../lib/facilities/settings";
import { updateSettingsInput } from "../lib/facilities/settings-schema";
import { createToken } from "../lib/tokens/service";
import type { BenchDatabase } from "./databases";
import { drive } from "./drive";
import { HISTORY_DOCKS, HISTORY_ZONE } from "./fixtures";
import { requestBody, type BenchConfig } from "./provider";
import type { Target } from "./report";
import { startServer } from "./server";

export type RulesReport = {
  provider: string;
  booking_rps_plain: number;
  booking_rps_ruled: number;
  booking_ratio: number;
  availability_rps_plain: number;
  availability_rps_ruled: number;
  availability_ratio: number;
};

const CONNECTIONS = 8;
const DAY = 86_400_000;

/** 20 caps no booking reaches, 10 holds for the bench carrier, 50 closures away from the booked days. */
function rules(f: { id: string; docks: { id: string }[]; load_types: { id: string }[] }, company: string) {
  const far = Date.now() + 400 * DAY;
  return updateSettingsInput.parse({
    facility_id: f.id,
    caps: Array.from({ length: 20 }, (_, i) => ({
      scope: (["facility", "carrier", "load_type"] as const)[i % 3],
      period: i % 2 ? "hour" : "day",
      ...(i % 3 === 2 ? { load_type_id: f.load_types[0].id } : {}),
      max_appointments: 10_000,
      max_units: 10_000_000,
    })),
    holds: Array.from({ length: 10 }, (_, i) => ({
      label: `Kept ${i + 1}`,
      dock_ids: [f.docks[i % f.docks.length].id],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      start: "06:00",
      end: "12:00",
      carrier_company_ids: [company],
    })),
    dock_closures: Array.from({ length: 50 }, (_, i) => ({
      dock_ids: [f.docks[i % f.docks.length].id],
      start: new Date(far + i * DAY).toISOString(),
      end: new Date(far + i * DAY + 4 * 3_600_000).toISOString(),
      reason: "bench repairs",
    })),
  });
}

export async function benchRules(
  database: BenchDatabase,
  cfg: BenchConfig,
  say: (line: string) => void,
): Promise<RulesReport> {
  const { provider, url } = database;
  const db = createClient(url);
  const company = await findOrCreateCompany(db, `Bench Rules ${randomUUID().slice(0, 6)}`);
  const made = async (name: string) =>
    createFacility(db, {
      name,
      timeZone: HISTORY_ZONE,
      hours: "Mon-Sun 00:00-24:00",
      docks: HISTORY_DOCKS,
      instantBooking: true,
      horizonDays: 730,
      loadTypes: [{ name: "Dry", durationMinutes: 30 }],
    });
  const [plain, ruled] = [await made("Bench Plain"), await made("Bench Ruled")];
  await updateFacilitySettings(db, ADMIN_CLI, rules(ruled, company.id));
  const { token } = await createToken(db, {
    role: "carrier",
    name: "bench rules",
    carrierCompanyId: company.id,
  });
  const server = await startServer({
    DATABASE_URL: url,
    RATE_LIMIT_PER_MINUTE: "1000000000",
    LOG_LEVEL: "silent",
  });
  const base = Date.now() + 3 * DAY - (Date.now() % 1_800_000);
  const counters = new Map<string, number>();
  const bookingBody = (facilityId: string) => () => {
    const n = counters.get(facilityId) ?? 0;
    counters.set(facilityId, n + 1);
    return requestBody(facilityId, base + Math.floor(n / HISTORY_DOCKS) * 1_800_000, `RULE-${n}`);
  };
  const day = new Date(base).toISOString().slice(0, 10);
  const week = new Date(base + 6 * DAY).toISOString().slice(0, 10);
  const availabilityBody = (facilityId: string) =>
    JSON.stringify({ facility_id: facilityId, start: day, end: week, type: "Inbound", duration_minutes: 30 });
  const run = async (operation: string, body: string | (() => string)) => {
    const r = await drive({
      url: `${server.origin}/api/service.v1.${operation}`,
      token,
      body,
      connections: CONNECTIONS,
      ...(cfg.requestsPerConnection
        ? { amount: CONNECTIONS * cfg.requestsPerConnection }
        : { duration: cfg.duration }),
    });
    if (r.errors)
      throw new Error(`errors in the rules scenario (${operation}): ${JSON.stringify(r.statuses)}`);
    return r.rps;
  };
  try {
    const rps = { bookPlain: 0, bookRuled: 0, availPlain: 0, availRuled: 0 };
    for (let round = 0; round < 2; round++) {
      rps.bookPlain += (await run("request_facility_appointment", bookingBody(plain.id))) / 2;
      rps.bookRuled += (await run("request_facility_appointment", bookingBody(ruled.id))) / 2;
      rps.availPlain += (await run("get_facility_availability", availabilityBody(plain.id))) / 2;
      rps.availRuled += (await run("get_facility_availability", availabilityBody(ruled.id))) / 2;
    }
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const report: RulesReport = {
      provider,
      booking_rps_plain: Math.round(rps.bookPlain),
      booking_rps_ruled: Math.round(rps.bookRuled),
      booking_ratio: ratio(rps.bookRuled, rps.bookPlain),
      availability_rps_plain: Math.round(rps.availPlain),
      availability_rps_ruled: Math.round(rps.availRuled),
      availability_ratio: ratio(rps.availRuled, rps.availPlain),
    };
    say(
      `${provider}: rules: booking x${CONNECTIONS} ${report.booking_rps_ruled} req/s with 20 caps, 10 holds, 50 closures vs ${report.booking_rps_plain} without (${report.booking_ratio}x); availability (7 days) ${report.availability_rps_ruled} vs ${report.availability_rps_plain} req/s (${report.availability_ratio}x)`,
    );
    return report;
  } finally {
    await server.stop();
    await db.$disconnect();
  }
}

export const rulesTargets = (r: RulesReport): Target[] => [
  {
    target: "booking req/s with 20 caps, 10 holds, 50 closures >= 0.8x without",
    provider: r.provider,
    value: r.booking_ratio,
    limit: 0.8,
    met: r.booking_ratio >= 0.8,
    detail: `${r.booking_rps_ruled} vs ${r.booking_rps_plain} req/s`,
  },
  {
    target: "availability req/s (7 days) with the same rules >= 0.8x without",
    provider: r.provider,
    value: r.availability_ratio,
    limit: 0.8,
    met: r.availability_ratio >= 0.8,
    detail: `${r.availability_rps_ruled} vs ${r.availability_rps_plain} req/s`,
  },
];
