// Which docks are taken. Every Requested, Scheduled, Arrived or InProgress
// appointment holds its dock for its interval (plus the facility's buffer).
import type { Tx } from "../db";
import { MAX_DURATION_MINUTES, type AppointmentType } from "../core/vocabulary";

export const HOLDING_STATUSES = ["Requested", "Scheduled", "Arrived", "InProgress"];

export type DockInfo = {
  id: string;
  name: string;
  position: number;
  inbound: boolean;
  outbound: boolean;
  active: boolean;
};

export async function busyDockIds(
  tx: Tx,
  facilityId: string,
  start: Date,
  end: Date,
  bufferMinutes: number,
  excludeAppointmentId?: string,
): Promise<Set<string>> {
  const buffer = bufferMinutes * 60_000;
  const rows = await tx.appointment.findMany({
    where: {
      facilityId,
      status: { in: HOLDING_STATUSES },
      dockId: { not: null },
      // No appointment is longer than 24 h, so this lower bound keeps the
      // index range on (facility_id, scheduled_start) short.
      scheduledStart: {
        lt: new Date(end.getTime() + buffer),
        gt: new Date(start.getTime() - buffer - MAX_DURATION_MINUTES * 60_000),
      },
      scheduledEnd: { gt: new Date(start.getTime() - buffer) },
      ...(excludeAppointmentId ? { id: { not: excludeAppointmentId } } : {}),
    },
    select: { dockId: true },
  });
  return new Set(rows.map((r) => r.dockId!));
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
