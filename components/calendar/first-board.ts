// What the calendar's page draws before any script has run: the facilities the staff member
// runs and the first board's appointments, read on the server as the operations would answer
// them (app/(staff)/calendar/first-board.ts), so the day is on screen with the HTML.
import type { FacilityAppointment } from "@/lib/record/schema";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import type { listSelector } from "./selection";

export type FirstBoard = {
  facilities: RunFacility[];
  /** The scheduled board's list as get_facility_appointments answered it; none for the other modes. */
  list: {
    facilityId: string;
    selector: ReturnType<typeof listSelector>;
    appointments: FacilityAppointment[];
  } | null;
  /** The server's guess from the User-Agent, until the page can ask the screen itself. */
  phone: boolean;
  /** When the server read them (ms since the epoch): the facilities are as fresh as an API answer then. */
  readAt: number;
};

/** The first board's appointments when they are for what the screen now asks; otherwise undefined. */
export function seededList(
  first: FirstBoard | undefined,
  facilityId: string | undefined,
  selector: ReturnType<typeof listSelector> | null,
): FacilityAppointment[] | undefined {
  const list = first?.list;
  if (!list || !selector || list.facilityId !== facilityId) return undefined;
  return JSON.stringify(list.selector) === JSON.stringify(selector) ? list.appointments : undefined;
}
