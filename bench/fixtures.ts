// The benchmark's history: appointment rows made from their index alone, so a
// run is reproducible and the floor route can build a list of the same shape
// and size without a database.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { CODE_ALPHABET } from "../lib/record/confirmation-code";

export const PER_DAY = 60;
export const HISTORY_DOCKS = 20;
export const HISTORY_ZONE = "America/Chicago";
export const LOAD_TYPES = ["Dry", "Reefer"];
/** Occurrences per recurring series (one series per block of days, on the day's first appointment). */
export const SERIES_LENGTH = 30;

const CARRIERS = [
  "Acme Freight",
  "Blue Line Haulage",
  "Cedar Logistics",
  "Delta Carriers",
  "Eagle Transport",
  "Fox Trucking",
  "Granite Freight",
  "Harbor Lines",
];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Fixed per-facility ids the rows refer to. */
export type HistoryRefs = { facilityId: string; dockIds: string[]; loadTypeIds: string[] };

export type HistoryRow = {
  appointment: AppointmentData;
  orders: { id: string; appointmentId: string; referenceId: string; position: number }[];
  loadTypeId: string | null;
  /** The series this row belongs to, and whether it is the series' first occurrence. */
  series: { key: number; index: number } | null;
};

export type AppointmentData = {
  id: string;
  facilityId: string;
  dockId: string | null;
  carrierCompanyId: string | null;
  seriesId: string | null;
  seriesIndex: number | null;
  type: string;
  loadingType: string;
  status: string;
  confirmationCode: string;
  scheduledStart: Date;
  scheduledEnd: Date;
  isWorkIn: boolean;
  quantity: number | null;
  units: string | null;
  carrier: string | null;
  carrierEmails: string;
  shipperEmails: string;
  receiverEmails: string;
  carrierPhone: string | null;
  carrierDriver: string | null;
  carrierDriverPhone: string | null;
  carrierNotes: string;
  shipperReceiver: string | null;
  forklift: string | null;
  trailerNumber: string | null;
  sealNumber: string | null;
  estimatedStart: Date | null;
  checkedInAt: Date | null;
  loadStartedAt: Date | null;
  loadFinishedAt: Date | null;
  checkedOutAt: Date | null;
  cancelledAt: Date | null;
  cancelledReason: string | null;
  cancelledNote: string | null;
  publicNotes: string;
  notes: string;
  createdAt: Date;
  updatedAt: Date;
};

/** 8 characters of the confirmation alphabet, distinct for every index (a fixed "Z" first keeps them apart from most random codes). */
export function historyCode(i: number): string {
  let code = "";
  for (let n = i, k = 0; k < 7; k++, n = Math.floor(n / CODE_ALPHABET.length))
    code = CODE_ALPHABET[n % CODE_ALPHABET.length] + code;
  return "Z" + code;
}

/** Local midnight of the history's day `k` (0 = yesterday, counting back), cached: 8,000 days, not 500,000 luxon calls. */
export function dayStarts(anchor: DateTime, days: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < days; k++) out.push(anchor.minus({ days: k }).startOf("day").toMillis());
  return out;
}

/**
 * How a facility's history is laid out: appointments a local day, on how many docks, and where its confirmation
 * codes begin (distinct for every facility loaded into one database).
 */
export type HistoryShape = { perDay: number; docks: number; codeOffset: number };

/** The bench facility's: 60 a day on 20 docks. */
export const BENCH_SHAPE: HistoryShape = { perDay: PER_DAY, docks: HISTORY_DOCKS, codeOffset: 0 };

/**
 * Appointment `i` of the history: day `floor(i / perDay)` back from the anchor, spread over the docks in waves
 * of one appointment a dock: at the bench facility three (06:00, 10:00, 14:00 local), 1 to 3 hours long; where a
 * dock has more a day than four-hour waves hold, they fill the day from midnight, each shorter than its wave.
 * Created 2 to 13 days before, last changed the day it happened. Mostly Completed, some Cancelled and NoShow;
 * a quarter carry a load type and a second order reference; each day's first appointment is an occurrence of a
 * daily series.
 */
export function historyRow(
  i: number,
  dayStart: number,
  refs: HistoryRefs,
  id: () => string = randomUUID,
  shape: HistoryShape = BENCH_SHAPE,
): HistoryRow {
  const day = Math.floor(i / shape.perDay);
  const j = i % shape.perDay;
  const dock = j % shape.docks;
  const wave = Math.floor(j / shape.docks);
  const waves = Math.ceil(shape.perDay / shape.docks);
  const spacing = Math.min(4 * HOUR, Math.floor(DAY / waves / MINUTE) * MINUTE);
  const first = 6 * HOUR + waves * spacing <= DAY ? 6 * HOUR : 0;
  const start = dayStart + first + wave * spacing + ((dock * 5 * MINUTE) % (spacing / 2));
  const minutes = Math.min(60 + (i % 5) * 30, spacing / MINUTE - 5 - (i % 3) * 10);
  const end = start + minutes * MINUTE;
  const created = start - (2 + (i % 12)) * DAY - (i % 7) * 17 * MINUTE;
  const cancelled = i % 23 === 0;
  const noShow = !cancelled && i % 41 === 0;
  const completed = !cancelled && !noShow;
  const checkedOut = completed ? end + 5 * MINUTE : null;
  const cancelledAt = cancelled ? Math.max(created + HOUR, start - DAY) : null;
  const updated = checkedOut ?? cancelledAt ?? end + 30 * MINUTE;
  const carrier = CARRIERS[i % CARRIERS.length];
  const appointmentId = id();
  const d = (ms: number | null) => (ms === null ? null : new Date(ms));
  const series = j === 0 ? { key: Math.floor(day / SERIES_LENGTH), index: day % SERIES_LENGTH } : null;
  const orders = [{ id: id(), appointmentId, referenceId: `PO-${100000 + i}`, position: 0 }];
  if (i % 4 === 0) orders.push({ id: id(), appointmentId, referenceId: `PO-${100000 + i}-B`, position: 1 });
  return {
    appointment: {
      id: appointmentId,
      facilityId: refs.facilityId,
      dockId: refs.dockIds[dock],
      carrierCompanyId: null,
      seriesId: null, // set by the loader, which owns the series rows
      seriesIndex: series?.index ?? null,
      type: i % 2 ? "Outbound" : "Inbound",
      loadingType: i % 9 === 0 ? "Drop" : "Live",
      status: cancelled ? "Cancelled" : noShow ? "NoShow" : "Completed",
      confirmationCode: historyCode(shape.codeOffset + i),
      scheduledStart: new Date(start),
      scheduledEnd: new Date(end),
      isWorkIn: i % 53 === 0,
      quantity: 1 + (i % 26),
      units: i % 3 ? "Pallets" : "Boxes",
      carrier,
      carrierEmails: JSON.stringify([`dispatch@${carrier.split(" ")[0].toLowerCase()}.example`]),
      shipperEmails: "[]",
      receiverEmails: i % 5 ? "[]" : JSON.stringify(["receiving@dc.example"]),
      carrierPhone: `+1 312 555 ${String(1000 + (i % 9000)).padStart(4, "0")}`,
      carrierDriver: i % 3 ? `Driver ${i % 400}` : null,
      carrierDriverPhone: null,
      carrierNotes: i % 7 ? "" : "Call on arrival",
      shipperReceiver: `Receiver ${i % 50}`,
      forklift: completed ? `FL-${i % 12}` : null,
      trailerNumber: completed ? `TRL${i % 99999}` : null,
      sealNumber: completed && i % 2 ? `SEAL${i}` : null,
      estimatedStart: d(start),
      checkedInAt: d(completed ? start - 10 * MINUTE : null),
      loadStartedAt: d(completed ? start + 5 * MINUTE : null),
      loadFinishedAt: d(completed ? end - 10 * MINUTE : null),
      checkedOutAt: d(checkedOut),
      cancelledAt: d(cancelledAt),
      cancelledReason: cancelled ? "CarrierRequest" : null,
      cancelledNote: cancelled ? "Carrier rebooked" : null,
      publicNotes: i % 11 ? "" : "Use gate B",
      notes: i % 6 ? "" : "Pallets checked",
      createdAt: new Date(created),
      updatedAt: new Date(updated),
    },
    orders,
    loadTypeId: i % 4 === 0 ? refs.loadTypeIds[i % refs.loadTypeIds.length] : null,
    series,
  };
}
