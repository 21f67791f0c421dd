// Who is calling, and what they may see. Domain functions take a Caller and
// scope every query by it; they never read tokens or sessions themselves.
import { forbidden } from "./errors";
import type { Role } from "./roles";

export type Caller = {
  /** "token:<id>", "user:<id>" or "admin-cli": recorded in history, keys idempotency. */
  actor: string;
  role: Role;
  /** Facilities a staff caller is assigned to; admins see all. */
  facilityIds: string[];
  carrierCompanyId: string | null;
};

export const ADMIN_CLI: Caller = {
  actor: "admin-cli",
  role: "admin",
  facilityIds: [],
  carrierCompanyId: null,
};

export function isStaffOf(caller: Caller, facilityId: string): boolean {
  return caller.role === "admin" || (caller.role === "staff" && caller.facilityIds.includes(facilityId));
}

/** Staff and admins act on their facilities; carriers book where carrier bookings are accepted. */
export function assertMayUseFacility(
  caller: Caller,
  facility: { id: string; acceptsCarrierBookings: boolean },
): void {
  if (caller.role === "carrier") {
    if (!facility.acceptsCarrierBookings) throw forbidden("this facility does not accept carrier bookings");
    return;
  }
  if (!isStaffOf(caller, facility.id)) throw forbidden("this token may not act on that facility");
}
