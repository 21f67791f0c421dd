// What one live-update stream carries: the events of the appointments its
// caller may list (get_facility_appointments' scope), narrowed by the query to
// one facility or one appointment. Two callers follow one appointment only: a
// manage link's holder (its own appointment, which get_managed_appointment
// shows it) and a gate device (the appointment its screen shows, which it must
// name, at its own facility, as gate_status lets it read it).
import { isStaffOf, type Caller } from "../core/caller";
import { notFound, unauthenticated } from "../core/errors";
import type { Db, Prisma } from "../db";
import { maySee } from "../record/access";
import { listableFacility, listsAppointment } from "../appointments/list";

export type Scope = { facilityId?: string; appointmentId?: string };

/** The stream's scope for `caller` asking for `ask`; refuses as the list (or gate_status) would, before it opens. */
export async function streamScope(db: Db, caller: Caller, ask: Scope): Promise<Scope> {
  // Without an appointment a device's secret is no credential, as for the list (the edge already answers so).
  if (caller.gateLinkId && !ask.appointmentId)
    throw unauthenticated("the token is unknown, revoked or expired");
  if (ask.facilityId) await listableFacility(db, caller, ask.facilityId);
  if (ask.appointmentId) {
    const row = await db.appointment.findUnique({
      where: { id: ask.appointmentId },
      select: { id: true, facilityId: true, carrierCompanyId: true },
    });
    // As everywhere, an appointment the caller may not see is one that does not exist.
    if (!row || !maySee(caller, row)) throw notFound("appointment");
  }
  return { facilityId: ask.facilityId, appointmentId: ask.appointmentId ?? caller.appointmentId };
}

/** Narrows a backlog read to what the stream may carry (`shows` still decides each event). */
export function scopeWhere(caller: Caller, scope: Scope): Prisma.OutboxEventWhereInput {
  const narrow: Prisma.OutboxEventWhereInput = {
    ...(scope.facilityId ? { facilityId: scope.facilityId } : {}),
    ...(scope.appointmentId ? { appointmentId: scope.appointmentId } : {}),
  };
  if (caller.role === "public") return { ...narrow, appointmentId: caller.appointmentId ?? "-" };
  if (caller.role === "carrier")
    // The company's when it happened (an appointment moved to another company does not bring its past
    // with it) and still the company's now (as the list: one moved away is no longer the old company's).
    return {
      ...narrow,
      carrierCompanyId: caller.carrierCompanyId ?? "-",
      appointment: { carrierCompanyId: caller.carrierCompanyId ?? "-" },
    };
  if (caller.role === "admin" || scope.facilityId) return narrow;
  return { ...narrow, facilityId: { in: caller.facilityIds } };
}

/** Whether `caller` (as it stands now) may still hold a stream of `scope`. */
export function mayHold(caller: Caller | null, scope: Scope): caller is Caller {
  if (!caller) return false;
  if (caller.role === "public") return !!caller.appointmentId;
  if (caller.role === "carrier") return caller.carrierCompanyId !== null;
  if (scope.facilityId) return isStaffOf(caller, scope.facilityId);
  return caller.role === "admin" || caller.facilityIds.length > 0;
}

/** Whether a stream of `scope` sends `caller` this event. */
export function shows(
  caller: Caller,
  scope: Scope,
  event: { appointmentId: string; facilityId: string; carrierCompanyId: string | null },
): boolean {
  if (scope.facilityId && event.facilityId !== scope.facilityId) return false;
  if (scope.appointmentId && event.appointmentId !== scope.appointmentId) return false;
  if (caller.role === "public") return !!caller.appointmentId && event.appointmentId === caller.appointmentId;
  return listsAppointment(caller, event);
}
