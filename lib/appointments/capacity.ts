// Which docks are taken. Every Requested, Scheduled, Arrived or InProgress
// appointment holds its dock for its interval (plus the facility's buffer).
import type { Tx } from "../db";
import { HOLDING_STATUSES, MAX_DURATION_MINUTES, type AppointmentType } from "../core/vocabulary";
import type { DockInfo } from "../rules/types";

export { HOLDING_STATUSES };

export type { DockInfo };

/**
 * The holding appointments with a dock that could touch [from, to) widened by the buffer. No appointment
 * is longer than 24 h, so the lower bound on scheduled_start keeps the index range on
 * (facility_id, scheduled_start) short.
 */
export function holdingNear(facilityId: string, from: number, to: number, bufferMs: number) {
  return {
    facilityId,
    status: { in: HOLDING_STATUSES },
    dockId: { not: null },
    scheduledStart: {
      lt: new Date(to + bufferMs),
      gt: new Date(from - bufferMs - MAX_DURATION_MINUTES * 60_000),
    },
    scheduledEnd: { gt: new Date(from - bufferMs) },
  };
}

export async function busyDockIds(
  tx: Tx,
  facilityId: string,
  start: Date,
  end: Date,
  bufferMinutes: number,
  excludeAppointmentId?: string,
): Promise<Set<string>> {
  const rows = await tx.appointment.findMany({
    where: {
      ...holdingNear(facilityId, start.getTime(), end.getTime(), bufferMinutes * 60_000),
      ...(excludeAppointmentId ? { id: { not: excludeAppointmentId } } : {}),
    },
    select: { dockId: true },
  });
  return new Set(rows.map((r) => r.dockId!));
}

/** The docks other appointments hold during this one's own time: where it may stay or move. */
export function busyDocksBeside(
  tx: Tx,
  facility: { id: string; bufferMinutes: number },
  row: { id: string; scheduledStart: Date; scheduledEnd: Date },
): Promise<Set<string>> {
  return busyDockIds(tx, facility.id, row.scheduledStart, row.scheduledEnd, facility.bufferMinutes, row.id);
}

export function servesType(dock: DockInfo, type: AppointmentType): boolean {
  return dock.active && (type === "Inbound" ? dock.inbound : dock.outbound);
}

/** The first active dock (by position) serving the type that is not busy. */
export function pickDock(docks: DockInfo[], type: AppointmentType, busy: Set<string>): DockInfo | null {
  return (
    [...docks]
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .find((d) => servesType(d, type) && !busy.has(d.id)) ?? null
  );
}
