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
import {
  EVERYONE,
  FACILITY_STAFF,
  IN_SCOPE,
  STAFF,
  asCaller,
  defineOperation,
  type OperationDefaults,
} from "./define";

/** A change to appointments: their own history records it, not the audit log. */
const change = { audit: false, refusals: [403, 404, 409] } as const satisfies OperationDefaults;
/** A change to one appointment, answered with the appointment as it now is. */
const appointmentChange = {
  ...change,
  callers: EVERYONE,
  output: facilityAppointment,
} as const satisfies OperationDefaults;

export const appointmentOperations = {
  request_facility_appointment: defineOperation({
    ...appointmentChange,
    summary: "Request an appointment",
    input: requestAppointmentInput,
    extension: false,
    idempotent: true,
    run: async (input, { db, caller, idempotency, locale }) =>
      requestAppointment(db, caller, input, { idempotency, locale: await locale?.() }),
  }),
  get_facility_appointments: defineOperation({
    ...IN_SCOPE,
    summary: "List a facility's appointments",
    input: listAppointmentsInput,
    output: z.array(facilityAppointment),
    extension: false,
    run: asCaller(listAppointments),
  }),
  get_facility_appointment: defineOperation({
    ...IN_SCOPE,
    summary: "Read one appointment",
    input: appointmentIdInput,
    output: facilityAppointment,
    run: asCaller(getAppointment),
  }),
  get_facility_appointment_history: defineOperation({
    ...IN_SCOPE,
    summary: "Read an appointment's history",
    input: appointmentIdInput,
    output: appointmentHistory,
    run: asCaller(getAppointmentHistory),
  }),
  // One operation for every status change (approve, decline, check_in, start_loading, finish_loading,
  // check_out, no_show, cancel, undo): lib/appointments/transitions.ts is the state machine.
  update_facility_appointment_status: defineOperation({
    ...appointmentChange,
    summary: "Change an appointment's status",
    input: updateStatusInput,
    run: asCaller(updateAppointmentStatus),
  }),
  reschedule_facility_appointment: defineOperation({
    ...appointmentChange,
    summary: "Move an appointment to another time",
    input: rescheduleInput,
    run: asCaller(rescheduleAppointment),
  }),
  update_facility_appointment: defineOperation({
    ...appointmentChange,
    summary: "Change dock, trailer, seal, ETA or notes",
    input: updateAppointmentInput,
    run: asCaller(updateAppointment),
  }),
  create_work_in: defineOperation({
    ...change,
    summary: "Record an unscheduled arrival",
    callers: STAFF,
    input: createWorkInInput,
    output: facilityAppointment,
    idempotent: true,
    run: (input, { db, caller, idempotency }) => createWorkIn(db, caller, input, { idempotency }),
  }),
  create_recurring_series: defineOperation({
    ...change,
    summary: "Repeat an appointment",
    callers: STAFF,
    input: createSeriesInput,
    output: seriesResult,
    run: asCaller(createRecurringSeries),
  }),
  cancel_recurring_series: defineOperation({
    ...change,
    summary: "Cancel the rest of a series",
    callers: EVERYONE,
    input: cancelSeriesInput,
    output: cancelSeriesResult,
    run: asCaller(cancelRecurringSeries),
  }),
  get_facility_availability: defineOperation({
    ...IN_SCOPE,
    summary: "Bookable start times",
    input: availabilityInput,
    output: availability,
    run: asCaller(facilityAvailability),
  }),
  get_my_appointments: defineOperation({
    summary: "The caller's own appointments",
    callers: EVERYONE,
    input: myAppointmentsInput,
    output: myAppointmentsOutput,
    refusals: [],
    run: asCaller(myAppointments),
  }),
  get_appointment_carrier_account: defineOperation({
    ...FACILITY_STAFF,
    summary: "Which carrier account an appointment belongs to",
    input: carrierAccountInput,
    output: carrierAccount,
    run: (input, { db, caller }) => getCarrierAccount(db, caller, input.id),
  }),
  link_appointment_carrier_account: defineOperation({
    ...FACILITY_STAFF,
    summary: "Give an appointment to a carrier account",
    audit: false,
    input: linkCarrierAccountInput,
    output: carrierAccount,
    run: asCaller(linkCarrierAccount),
  }),
  get_pending_requests: defineOperation({
    summary: "Requests waiting for approval",
    callers: STAFF,
    input: pendingRequestsInput,
    output: pendingRequestsOutput,
    refusals: [403],
    run: asCaller(pendingRequests),
  }),
};
