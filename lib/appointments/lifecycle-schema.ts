// Extension operations on one appointment: read it, read its history, change
// its status. Beside schema.ts (the seed operations); same conventions.
import { z } from "zod";
import { multilineText, optional, requiredText, uuid } from "../core/validation";
import { CANCEL_REASONS, STATUS_ACTIONS } from "./transitions";

export const appointmentIdInput = z.object({
  id: uuid.meta({ description: "The appointment's id." }),
});
export type AppointmentIdInput = z.output<typeof appointmentIdInput>;

/** The fields only some actions take. */
const ONLY_WITH: [field: "reason" | "override_reason" | "note", actions: string[]][] = [
  ["reason", ["cancel"]],
  ["override_reason", ["approve", "undo"]],
  ["note", ["cancel", "decline"]],
];

// One operation for every status change, rather than one per verb: the state
// machine is in one place for integrators (one table of actions and the
// statuses they apply to), and a dock board sends the action of the button.
export const updateStatusInput = z
  .object({
    id: uuid.meta({ description: "The appointment's id." }),
    action: z.enum(STATUS_ACTIONS, { error: `must be one of ${STATUS_ACTIONS.join(", ")}` }).meta({
      description: [
        "approve: Requested -> Scheduled.",
        "decline: Requested -> Cancelled (cancelled_reason RequestDeclined).",
        "check_in: Scheduled -> Arrived (checked_in_at).",
        "start_loading: Arrived -> InProgress (load_started_at).",
        "finish_loading: InProgress -> Completed (load_finished_at).",
        "check_out: sets checked_out_at, once, status unchanged; from Completed, and for a Drop appointment also from Arrived or InProgress.",
        "no_show: Scheduled -> NoShow.",
        "cancel: Requested or Scheduled -> Cancelled (cancelled_at, cancelled_reason, cancelled_note).",
        "undo: reverts the latest status change not yet undone.",
        "Carriers may only cancel, their own company's appointments, outside the facility's cut-off; everything else is staff's.",
        "A change the current status does not allow is a 409 with reason invalid_transition.",
      ].join(" "),
    }),
    reason: optional(z.enum(CANCEL_REASONS, { error: `must be one of ${CANCEL_REASONS.join(", ")}` })).meta({
      description:
        "cancel only. Default CarrierRequest for carriers, FacilityRequest for staff. RequestDeclined is decline's.",
    }),
    note: optional(multilineText(2000)).meta({
      description: "cancel and decline only: becomes cancelled_note.",
    }),
    override_reason: optional(requiredText(500)).meta({
      description:
        "approve and undo only; staff and admins only (a 400 for others). An approval, and an undo that puts an appointment back on the board, are judged as a booking (409 no_capacity, cap_reached, too_short_for_load, duplicate_reference): with a reason, staff pass those rules (never a taken dock); the reason is kept in the history.",
    }),
  })
  .superRefine((v, ctx) => {
    for (const [field, actions] of ONLY_WITH) {
      if (v[field] === undefined || actions.includes(v.action)) continue;
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `is only taken with action ${actions.join(" or ")}`,
        params: { reason: "not_allowed" },
      });
    }
  })
  .meta({
    description: "Extension. Changes an appointment's status; answers the updated FacilityAppointment.",
  });
export type UpdateStatusInput = z.output<typeof updateStatusInput>;

export const historyEvent = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.string().meta({
    description:
      'Who: "user:<id>", "token:<id>" or "admin-cli". Carriers see their own company\'s people and tokens so; anyone else as "facility" (or "carrier" for another company\'s account).',
  }),
  actor_name: z.string().nullable().meta({
    description:
      "The user's or token's name, when known; for carriers \"facility staff\" for anyone of the facility.",
  }),
  action: z.string().meta({
    description:
      "requested, work_in_created, work_in_requested (a gate's work-in request), approved, declined, checked_in, loading_started, loading_finished, checked_out, no_show, cancelled, undone, rescheduled, updated, eta_sent (a carrier's ETA by manage link), series_created, created_from_series, carrier_account_changed (staff only).",
  }),
  changes: z
    .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
    .meta({ description: "field -> [before, after], under the record's field names." }),
});

export const appointmentHistory = z.object({
  appointment_id: z.uuid(),
  events: z
    .array(historyEvent)
    .meta({ description: "Oldest first. Carriers see no changes of notes or of the carrier account." }),
});
export type AppointmentHistory = z.infer<typeof appointmentHistory>;
