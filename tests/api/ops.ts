// Calls the extension operations' route handlers, as helpers.ts's `call` does
// for the two seed operations.
import type { DateTime } from "luxon";
import type { Db } from "@/lib/db";
import * as availability from "@/app/api/service.v1.get_facility_availability/route";
import * as getOne from "@/app/api/service.v1.get_facility_appointment/route";
import * as history from "@/app/api/service.v1.get_facility_appointment_history/route";
import * as status from "@/app/api/service.v1.update_facility_appointment_status/route";
import * as rescheduleRoute from "@/app/api/service.v1.reschedule_facility_appointment/route";
import * as update from "@/app/api/service.v1.update_facility_appointment/route";
import * as workIn from "@/app/api/service.v1.create_work_in/route";
import * as createSeries from "@/app/api/service.v1.create_recurring_series/route";
import * as cancelSeries from "@/app/api/service.v1.cancel_recurring_series/route";
import * as facilities from "@/app/api/service.v1.get_facilities/route";
import * as search from "@/app/api/service.v1.search_facilities/route";
import * as mine from "@/app/api/service.v1.get_my_appointments/route";
import * as pending from "@/app/api/service.v1.get_pending_requests/route";
import * as listTokens from "@/app/api/service.v1.list_api_tokens/route";
import * as createTokenRoute from "@/app/api/service.v1.create_api_token/route";
import * as revokeTokenRoute from "@/app/api/service.v1.revoke_api_token/route";
import * as getSettings from "@/app/api/service.v1.get_facility_settings/route";
import * as updateSettings from "@/app/api/service.v1.update_facility_settings/route";
import * as listUsersRoute from "@/app/api/service.v1.list_users/route";
import * as createUserRoute from "@/app/api/service.v1.create_user/route";
import * as setUserActiveRoute from "@/app/api/service.v1.set_user_active/route";
import * as createFacilityRoute from "@/app/api/service.v1.create_facility/route";
import * as settingsHistoryRoute from "@/app/api/service.v1.get_facility_settings_history/route";
import * as updateUserRoute from "@/app/api/service.v1.update_user/route";
import * as carrierCompaniesRoute from "@/app/api/service.v1.list_carrier_companies/route";

type Route = { POST: (req: Request) => Promise<Response> };
const ROUTES = {
  get_facility_availability: availability,
  get_facility_appointment: getOne,
  get_facility_appointment_history: history,
  update_facility_appointment_status: status,
  reschedule_facility_appointment: rescheduleRoute,
  update_facility_appointment: update,
  create_work_in: workIn,
  create_recurring_series: createSeries,
  cancel_recurring_series: cancelSeries,
  get_facilities: facilities,
  search_facilities: search,
  get_my_appointments: mine,
  get_pending_requests: pending,
  list_api_tokens: listTokens,
  create_api_token: createTokenRoute,
  revoke_api_token: revokeTokenRoute,
  get_facility_settings: getSettings,
  update_facility_settings: updateSettings,
  list_users: listUsersRoute,
  create_user: createUserRoute,
  set_user_active: setUserActiveRoute,
  create_facility: createFacilityRoute,
  get_facility_settings_history: settingsHistoryRoute,
  update_user: updateUserRoute,
  list_carrier_companies: carrierCompaniesRoute,
} satisfies Record<string, Route>;

export type Op = keyof typeof ROUTES;

export async function op(name: Op, body: unknown, token?: string | null, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { "content-type": "application/json", ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  const res = await (ROUTES[name] as Route).POST(new Request(`http://localhost/api/service.v1.${name}`, { method: "POST", headers: h, body: JSON.stringify(body) }));
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, json: JSON.parse(text) as any };
}

/** Sends update_facility_appointment_status. */
export const setStatus = (id: string, action: string, token: string, extra: Record<string, unknown> = {}) =>
  op("update_facility_appointment_status", { id, action, ...extra }, token);

/** Sends reschedule_facility_appointment for `minutes` from `start`. */
export const reschedule = (id: string, start: DateTime, minutes: number, token: string) =>
  op("reschedule_facility_appointment", { id, scheduled_start_time: start.toUTC().toISO(), scheduled_end_time: start.plus({ minutes }).toUTC().toISO() }, token);

/** Pairs of holding appointments of a facility that share a dock at overlapping times (widened by the buffer): must be none. */
export async function doubleBooked(db: Db, facilityId: string, bufferMinutes = 0) {
  const rows = await db.appointment.findMany({
    where: { facilityId, status: { in: ["Requested", "Scheduled", "Arrived", "InProgress"] }, dockId: { not: null } },
    select: { id: true, dockId: true, scheduledStart: true, scheduledEnd: true },
  });
  const b = bufferMinutes * 60_000;
  const pairs: string[] = [];
  rows.forEach((x, i) => rows.slice(i + 1).forEach((y) => {
    if (x.dockId === y.dockId && x.scheduledStart.getTime() < y.scheduledEnd.getTime() + b && y.scheduledStart.getTime() < x.scheduledEnd.getTime() + b) pairs.push(`${x.id} ${y.id}`);
  }));
  return pairs;
}
