// Every operation of the API, once: its input and output schemas (the same zod
// schemas the routes validate with and the domain returns), and the refusals
// beyond those every operation can answer. The OpenAPI document is built from
// this list; a test holds it to the app/api/service.v1.* route folders.
import { z } from "zod";
import { facilityAppointment, listAppointmentsInput, requestAppointmentInput } from "../appointments/schema";
import { appointmentHistory, appointmentIdInput, updateStatusInput } from "../appointments/lifecycle-schema";
import { rescheduleInput, updateAppointmentInput } from "../appointments/edit-schema";
import { createWorkInInput } from "../appointments/work-in-schema";
import { cancelSeriesInput, cancelSeriesResult, createSeriesInput, seriesResult } from "../appointments/series-schema";
import { myAppointments, myAppointmentsInput } from "../appointments/mine-schema";
import { availability, availabilityInput } from "../availability/schema";
import { bookableFacility, searchFacilitiesInput } from "../facilities/search-schema";
import { getFacilitiesInput, runFacilities } from "../facilities/mine-schema";
import { createFacilityInput, facilityIdInput, facilitySettings, historyInput, settingsHistory, updateSettingsInput } from "../facilities/settings-schema";
import { createUserInput, listUsersInput, setUserActiveInput, updateUserInput, userList, userSummary } from "../users/admin-schema";
import { carrierCompanyList, listCarrierCompaniesInput } from "../carriers/schema";
import { pendingRequests, pendingRequestsInput } from "../appointments/pending-schema";
import { apiToken, apiTokenList, createApiTokenInput, createdApiToken, listApiTokensInput, revokeApiTokenInput } from "../tokens/manage-schema";

export type Operation = {
  name: string;
  summary: string;
  input: z.ZodType;
  output: z.ZodType;
  /** false for the service document's two operations; true for ours. */
  extension: boolean;
  /** Statuses beyond the ones every operation may answer (400, 401, 405, 413, 415, 429, 500, 503). */
  refusals: (403 | 404 | 409)[];
  /** Takes an Idempotency-Key header. */
  idempotent?: boolean;
};

export const OPERATIONS: readonly Operation[] = [
  {
    name: "request_facility_appointment",
    summary: "Request an appointment",
    input: requestAppointmentInput,
    output: facilityAppointment,
    extension: false,
    refusals: [403, 404, 409],
    idempotent: true,
  },
  {
    name: "get_facility_appointments",
    summary: "List a facility's appointments",
    input: listAppointmentsInput,
    output: z.array(facilityAppointment),
    extension: false,
    refusals: [403, 404],
  },
  { name: "get_facility_appointment", summary: "Read one appointment", input: appointmentIdInput, output: facilityAppointment, extension: true, refusals: [403, 404] },
  {
    name: "get_facility_appointment_history",
    summary: "Read an appointment's history",
    input: appointmentIdInput,
    output: appointmentHistory,
    extension: true,
    refusals: [403, 404],
  },
  {
    name: "update_facility_appointment_status",
    summary: "Change an appointment's status",
    input: updateStatusInput,
    output: facilityAppointment,
    extension: true,
    refusals: [403, 404, 409],
  },
  {
    name: "reschedule_facility_appointment",
    summary: "Move an appointment to another time",
    input: rescheduleInput,
    output: facilityAppointment,
    extension: true,
    refusals: [403, 404, 409],
  },
  {
    name: "update_facility_appointment",
    summary: "Change dock, trailer, seal, ETA or notes",
    input: updateAppointmentInput,
    output: facilityAppointment,
    extension: true,
    refusals: [403, 404, 409],
  },
  { name: "create_work_in", summary: "Record an unscheduled arrival", input: createWorkInInput, output: facilityAppointment, extension: true, refusals: [403, 404, 409], idempotent: true },
  { name: "create_recurring_series", summary: "Repeat an appointment", input: createSeriesInput, output: seriesResult, extension: true, refusals: [403, 404, 409] },
  { name: "cancel_recurring_series", summary: "Cancel the rest of a series", input: cancelSeriesInput, output: cancelSeriesResult, extension: true, refusals: [403, 404, 409] },
  { name: "get_facility_availability", summary: "Bookable start times", input: availabilityInput, output: availability, extension: true, refusals: [403, 404] },
  { name: "get_my_appointments", summary: "The caller's own appointments", input: myAppointmentsInput, output: myAppointments, extension: true, refusals: [] },
  { name: "get_pending_requests", summary: "Requests waiting for approval", input: pendingRequestsInput, output: pendingRequests, extension: true, refusals: [403] },
  { name: "get_facilities", summary: "Facilities the caller runs, with docks", input: getFacilitiesInput, output: runFacilities, extension: true, refusals: [403] },
  { name: "get_facility_settings", summary: "A facility's settings", input: facilityIdInput, output: facilitySettings, extension: true, refusals: [403, 404] },
  { name: "update_facility_settings", summary: "Change a facility's settings", input: updateSettingsInput, output: facilitySettings, extension: true, refusals: [403, 404, 409] },
  { name: "get_facility_settings_history", summary: "A facility's settings changes", input: historyInput, output: settingsHistory, extension: true, refusals: [403, 404] },
  { name: "create_facility", summary: "Create a facility", input: createFacilityInput, output: facilitySettings, extension: true, refusals: [403] },
  { name: "list_api_tokens", summary: "API tokens the caller manages", input: listApiTokensInput, output: apiTokenList, extension: true, refusals: [] },
  { name: "create_api_token", summary: "Make an API token", input: createApiTokenInput, output: createdApiToken, extension: true, refusals: [403] },
  { name: "revoke_api_token", summary: "Revoke an API token", input: revokeApiTokenInput, output: apiToken, extension: true, refusals: [404] },
  { name: "list_users", summary: "Every user", input: listUsersInput, output: userList, extension: true, refusals: [403] },
  { name: "create_user", summary: "Create a user", input: createUserInput, output: userSummary, extension: true, refusals: [403, 404, 409] },
  { name: "set_user_active", summary: "Deactivate or reactivate a user", input: setUserActiveInput, output: userSummary, extension: true, refusals: [403, 404] },
  { name: "update_user", summary: "Change a user's name, role, facilities or company", input: updateUserInput, output: userSummary, extension: true, refusals: [403, 404] },
  { name: "list_carrier_companies", summary: "Every carrier company", input: listCarrierCompaniesInput, output: carrierCompanyList, extension: true, refusals: [403] },
  { name: "search_facilities", summary: "Facilities the caller may book at", input: searchFacilitiesInput, output: z.array(bookableFacility), extension: true, refusals: [] },
];
