// Operations on appointments: the service document's two, and ours around them.
import { z } from "zod";
import { myAppointments } from "../../appointments/mine";
import { myAppointmentsInput, myAppointments as myAppointmentsOutput } from "../../appointments/mine-schema";
import { listAppointments } from "../../appointments/list";
import { pendingRequests } from "../../appointments/pending";
import {
  pendingRequestsInput,
  pendingRequests as pendingRequestsOutput,
} from "../../appointments/pending-schema";
import { getAppointment, getAppointmentHistory } from "../../appointments/read";
import { requestAppointment } from "../../appointments/request";
import { rescheduleAppointment } from "../../appointments/reschedule";
import { facilityAppointment, listAppointmentsInput, requestAppointmentInput } from "../../record/schema";
import {
  appointmentHistory,
  appointmentIdInput,
  updateStatusInput,
} from "../../appointments/lifecycle-schema";
import { rescheduleInput, updateAppointmentInput } from "../../appointments/edit-schema";
import { cancelRecurringSeries, createRecurringSeries } from "../../appointments/series";
import {
  cancelSeriesInput,
  cancelSeriesResult,
  createSeriesInput,
  seriesResult,
} from "../../appointments/series-schema";
import { updateAppointmentStatus } from "../../appointments/status";
import { updateAppointment } from "../../appointments/update";
import { createWorkIn } from "../../appointments/work-in";
import { createWorkInInput } from "../../appointments/work-in-schema";
import { facilityAvailability } from "../../availability/service";
import { availability, availabilityInput } from "../../availability/schema";
import { getCarrierAccount, linkCarrierAccount } from "../../appointments/carrier-account";
import {
  carrierAccount,
  carrierAccountInput,
  linkCarrierAccountInput,
} from "../../appointments/carrier-account-schema";
import { EVERYONE, STAFF, defineOperation } from "./define";

export const appointmentOperations = {
  request_facility_appointment: defineOperation({
    summary: "Request an appointment",
    audit: false,
    callers: EVERYONE,
    input: requestAppointmentInput,
    output: facilityAppointment,
    extension: false,
    refusals: [403, 404, 409],
    idempotent: true,
    run: async (input, { db, caller, idempotency, locale }) =>
      requestAppointment(db, caller, input, { idempotency, locale: await locale?.() }),
  }),
  get_facility_appointments: defineOperation({
    summary: "List a facility's appointments",
    callers: EVERYONE,
    input: listAppointmentsInput,
    output: z.array(facilityAppointment),
    extension: false,
    refusals: [403, 404],
    run: (input, { db, caller }) => listAppointments(db, caller, input),
  }),
  get_facility_appointment: defineOperation({
    summary: "Read one appointment",
    callers: EVERYONE,
    input: appointmentIdInput,
    output: facilityAppointment,
    refusals: [403, 404],
    run: (input, { db, caller }) => getAppointment(db, caller, input),
  }),
  get_facility_appointment_history: defineOperation({
    summary: "Read an appointment's history",
    callers: EVERYONE,
    input: appointmentIdInput,
    output: appointmentHistory,
    refusals: [403, 404],
    run: (input, { db, caller }) => getAppointmentHistory(db, caller, input),
  }),
  // One operation for every status change (approve, decline, check_in, start_loading, finish_loading,
  // check_out, no_show, cancel, undo): lib/appointments/transitions.ts is the state machine.
  update_facility_appointment_status: defineOperation({
    summary: "Change an appointment's status",
    audit: false,
    callers: EVERYONE,
    input: updateStatusInput,
    output: facilityAppointment,
    refusals: [403, 404, 409],
    run: (input, { db, caller }) => updateAppointmentStatus(db, caller, input),
  }),
  reschedule_facility_appointment: defineOperation({
    summary: "Move an appointment to another time",
    audit: false,
    callers: EVERYONE,
    input: rescheduleInput,
    output: facilityAppointment,
    refusals: [403, 404, 409],
    run: (input, { db, caller }) => rescheduleAppointment(db, caller, input),
  }),
  update_facility_appointment: defineOperation({
    summary: "Change dock, trailer, seal, ETA or notes",
    audit: false,
    callers: EVERYONE,
    input: updateAppointmentInput,
    output: facilityAppointment,
    refusals: [403, 404, 409],
    run: (input, { db, caller }) => updateAppointment(db, caller, input),
  }),
  create_work_in: defineOperation({
    summary: "Record an unscheduled arrival",
    audit: false,
    callers: STAFF,
    input: createWorkInInput,
    output: facilityAppointment,
    refusals: [403, 404, 409],
    idempotent: true,
    run: (input, { db, caller, idempotency }) => createWorkIn(db, caller, input, { idempotency }),
  }),
  create_recurring_series: defineOperation({
    summary: "Repeat an appointment",
    audit: false,
    callers: STAFF,
    input: createSeriesInput,
    output: seriesResult,
    refusals: [403, 404, 409],
    run: (input, { db, caller }) => createRecurringSeries(db, caller, input),
  }),
  cancel_recurring_series: defineOperation({
    summary: "Cancel the rest of a series",
    audit: false,
    callers: EVERYONE,
    input: cancelSeriesInput,
    output: cancelSeriesResult,
    refusals: [403, 404, 409],
    run: (input, { db, caller }) => cancelRecurringSeries(db, caller, input),
  }),
  get_facility_availability: defineOperation({
    summary: "Bookable start times",
    callers: EVERYONE,
    input: availabilityInput,
    output: availability,
    refusals: [403, 404],
    run: (input, { db, caller }) => facilityAvailability(db, caller, input),
  }),
  get_my_appointments: defineOperation({
    summary: "The caller's own appointments",
    callers: EVERYONE,
    input: myAppointmentsInput,
    output: myAppointmentsOutput,
    refusals: [],
    run: (input, { db, caller }) => myAppointments(db, caller, input),
  }),
  get_appointment_carrier_account: defineOperation({
    summary: "Which carrier account an appointment belongs to",
    callers: STAFF,
    input: carrierAccountInput,
    output: carrierAccount,
    refusals: [403, 404],
    run: (input, { db, caller }) => getCarrierAccount(db, caller, input.id),
  }),
  link_appointment_carrier_account: defineOperation({
    summary: "Give an appointment to a carrier account",
    audit: false,
    callers: STAFF,
    input: linkCarrierAccountInput,
    output: carrierAccount,
    refusals: [403, 404],
    run: (input, { db, caller }) => linkCarrierAccount(db, caller, input),
  }),
  get_pending_requests: defineOperation({
    summary: "Requests waiting for approval",
    callers: STAFF,
    input: pendingRequestsInput,
    output: pendingRequestsOutput,
    refusals: [403],
    run: (input, { db, caller }) => pendingRequests(db, caller, input),
  }),
};
