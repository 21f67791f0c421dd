// The body of a webhook delivery to a subscription made under the SSC
// standard's /ssc/webhooks/v1/subscriptions: its appointment-changed event
// (the load's identifiers, the appointment now, its status before, when it
// changed), signed and sent like every other delivery. Also the SSC API's
// mapping of statuses and durations (lib/ssc).
import type { FacilityAppointment } from "../record/schema";

export type SscStatus = "NOT_SCHEDULED" | "CONFIRMED" | "UNCONFIRMED" | "PENDING" | "REJECTED" | "CANCELED";

/** Requested: PENDING; on its way or done: CONFIRMED; declined: REJECTED; cancelled or no-show: CANCELED. */
export function sscStatusOf(a: { status: string; cancelled_reason: string | null }): SscStatus {
  if (a.status === "Requested") return "PENDING";
  if (a.status === "Cancelled") return a.cancelled_reason === "RequestDeclined" ? "REJECTED" : "CANCELED";
  if (a.status === "NoShow") return "CANCELED";
  return "CONFIRMED";
}

/** Whole minutes as an ISO 8601 duration: PT1H, PT1H30M, PT45M. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ""}${m || !h ? `${m}M` : ""}`;
}

const REFERENCE_KEYS = ["primaryReferenceNumber", "poNumber", "bolNumber"] as const;

export function sscChangedBody(
  data: { appointment: FacilityAppointment; previous_status: string | null },
  occurredAt: Date,
): string {
  const a = data.appointment;
  const minutes = Math.round(
    (Date.parse(a.scheduled_end_time) - Date.parse(a.scheduled_start_time)) / 60_000,
  );
  return JSON.stringify({
    // The references in the order an SSC booking records them (lib/ssc/appointments.ts).
    identifiers: {
      ...Object.fromEntries(a.order_info.slice(0, 3).map((o, i) => [REFERENCE_KEYS[i], o.reference_id])),
      locationId: a.facility,
    },
    currentAppointment: {
      appointment: {
        id: a.id,
        arrivalWindow: { startDateTime: a.scheduled_start_time, duration: isoDuration(minutes) },
        ...(a.dock ? { dockDoor: { name: a.dock } } : {}),
        loadingType: a.loading_type === "Drop" ? "DROP" : "LIVE",
      },
      appointmentStatus: sscStatusOf(a),
    },
    ...(data.previous_status
      ? {
          previousAppointment: {
            appointmentStatus: sscStatusOf({ status: data.previous_status, cancelled_reason: null }),
          },
        }
      : {}),
    ...(a.cancelled_note ? { comment: a.cancelled_note } : {}),
    occurredAt: occurredAt.toISOString(),
  });
}
