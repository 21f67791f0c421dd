// A carrier running early or late tells the facility from the manage link:
// estimated_start_datetime is set (an appointment.updated event: webhooks,
// and the board's chip and panel show it). Only before the truck arrives.
import type { Db } from "../db";
import { conflict, invalid } from "../core/errors";
import { changeAppointment } from "../appointments/change";
import { appointmentIdForManageToken } from "../record/manage-links";
import { manageLinkCaller, type Caller } from "../core/caller";
import type { FacilityAppointment } from "../record/schema";
import { notFound } from "../core/errors";
import { getManagedAppointment } from "../appointments/managed";
import type { ManagedAppointment } from "../appointments/managed-schema";
import type { ManagedEtaInput } from "./eta-schema";

/** An ETA may be this far from the start, either side. */
export const MAX_ETA_SHIFT_MINUTES = 24 * 60;

export async function sendManagedEta(db: Db, input: ManagedEtaInput): Promise<ManagedAppointment> {
  const id = await appointmentIdForManageToken(db, input.token);
  if (!id) throw notFound("appointment link");
  await setEta(db, manageLinkCaller(id), id, input);
  return getManagedAppointment(db, { token: input.token });
}

/** The ETA's rules and change, for the manage link and for a driver's `ETA 30` / `LATE 30` text alike. */
export async function setEta(
  db: Db,
  caller: Caller,
  id: string,
  input: { minutes_late?: number; estimated_start_datetime?: string },
): Promise<FacilityAppointment> {
  return changeAppointment(db, caller, id, async ({ row, now }) => {
    if (row.status !== "Scheduled" && row.status !== "Requested")
      throw conflict("eta_closed", `an ETA is only taken before arrival; this appointment is ${row.status}`);
    // Past its end the slot is gone: an ETA would tell the facility nothing it can plan with.
    if (row.scheduledEnd.getTime() <= now.getTime())
      throw conflict(
        "eta_closed",
        "this appointment's time has passed; reschedule it, or call the facility if the truck is on its way",
      );
    const eta =
      input.minutes_late !== undefined
        ? new Date(row.scheduledStart.getTime() + input.minutes_late * 60_000)
        : new Date(input.estimated_start_datetime!);
    if (Math.abs(eta.getTime() - row.scheduledStart.getTime()) > MAX_ETA_SHIFT_MINUTES * 60_000)
      throw invalid(
        "estimated_start_datetime",
        "out_of_range",
        "must be within 24 hours of the appointment's start; reschedule instead",
      );
    return { change: { estimatedStart: eta }, action: "eta_sent" };
  });
}
