import type { FirstBoard } from "@/components/calendar/first-board";
import { listSelector, rangeProblem, readSelection } from "@/components/calendar/selection";
import { listAppointments } from "@/lib/appointments/list";
import { listAppointmentsInput, type FacilityAppointment } from "@/lib/record/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { log } from "@/lib/core/log";
import { db } from "@/lib/db";
import { runFacilities } from "@/lib/facilities/mine";

// A phone says so in its User-Agent ("Mobi", as browsers' own documentation advises); tablets do not.
const PHONE_AGENT = /Mobi/i;

/**
 * The calendar as get_facilities and get_facility_appointments would answer the staff member now,
 * for the facility and day in the address. Should either fail, the page asks the API itself, as it
 * does for every later day, so a failure here costs a round trip, never the page.
 */
export async function firstBoard(
  user: SessionUser,
  params: URLSearchParams,
  userAgent: string,
): Promise<FirstBoard | undefined> {
  try {
    const readAt = Date.now();
    const facilities = await runFacilities(db, user);
    const phone = PHONE_AGENT.test(userAgent);
    const facility = facilities.find((f) => f.id === params.get("facility")) ?? facilities[0];
    if (!facility) return { facilities, list: null, phone, readAt };
    const s = readSelection(params, facility.time_zone);
    // The other modes read "the last 24 hours" by the device's clock: the page asks for those itself.
    if (s.mode !== "scheduled" || rangeProblem(s, facility.time_zone))
      return { facilities, list: null, phone, readAt };
    const selector = listSelector(s, facility.time_zone);
    const input = listAppointmentsInput.parse({ facility_id: facility.id, ...selector });
    const raw = await listAppointments(db, user, input);
    const appointments = JSON.parse(raw.text) as FacilityAppointment[];
    return { facilities, list: { facilityId: facility.id, selector, appointments }, phone, readAt };
  } catch (e) {
    log("warn", { event: "calendar_not_prerendered", error: String(e) });
    return undefined;
  }
}
