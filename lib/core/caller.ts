// Who is calling, and what they may see. Domain functions take a Caller and
// scope every query by it; they never read tokens or sessions themselves.
import { forbidden } from "./errors";
import type { Role } from "./roles";

export type Caller = {
  /**
   * "token:<id>", "user:<id>", "gate:<id>", "admin-cli", "public-link", "manage-link" or "gate-phone":
   * recorded in history, keys idempotency.
   */
  actor: string;
  /** "public": someone without an account, by a facility's public link or an appointment's manage link. */
  role: Role | "public";
  /** Facilities a staff caller is assigned to; admins see all. */
  facilityIds: string[];
  carrierCompanyId: string | null;
  /** A manage link's caller sees and changes this one appointment and nothing else. */
  appointmentId?: string;
  /**
   * A gate device (lib/gate/links.ts): staff of its one facility, handed only to the gate's operations
   * (check-in, status, work-in request), never to any other.
   */
  gateLinkId?: string;
};

export const PUBLIC_LINK_ACTOR = "public-link";
export const MANAGE_LINK_ACTOR = "manage-link";
/** A driver's own phone at a facility's gate (lib/gate/phone.ts). */
export const GATE_PHONE_ACTOR = "gate-phone";

/** The role a change is recorded under (events, mail): someone by a link acts as the carrier. */
export const actingRole = (caller: Caller): Role => (caller.role === "public" ? "carrier" : caller.role);

/** Whoever opens a facility's public booking link. */
export const publicCaller = (): Caller => ({
  actor: PUBLIC_LINK_ACTOR,
  role: "public",
  facilityIds: [],
  carrierCompanyId: null,
});

/** Whoever holds the manage link of appointment `appointmentId`. */
export const manageLinkCaller = (appointmentId: string): Caller => ({
  actor: MANAGE_LINK_ACTOR,
  role: "public",
  facilityIds: [],
  carrierCompanyId: null,
  appointmentId,
});

export const ADMIN_CLI: Caller = {
  actor: "admin-cli",
  role: "admin",
  facilityIds: [],
  carrierCompanyId: null,
};

export function isStaffOf(caller: Caller, facilityId: string): boolean {
  return caller.role === "admin" || (caller.role === "staff" && caller.facilityIds.includes(facilityId));
}

/**
 * The facilities a staff caller's call covers, as a query's facility id: the one `facilityId` names (refused
 * with `refusal` unless the caller is its staff), else every one they run; undefined (every facility) for an
 * admin's call naming none.
 */
export function staffFacilities(
  caller: Caller,
  facilityId: string | undefined,
  refusal: string,
): string | { in: string[] } | undefined {
  if (facilityId) {
    if (!isStaffOf(caller, facilityId)) throw forbidden(refusal);
    return facilityId;
  }
  return caller.role === "admin" ? undefined : { in: caller.facilityIds };
}

/**
 * Staff and admins act on their facilities; carriers book where carrier bookings are accepted; the public
 * where the facility's public link is on, or at the facility of the one appointment whose manage link they hold.
 */
export function assertMayUseFacility(
  caller: Caller,
  facility: { id: string; acceptsCarrierBookings: boolean; publicBooking?: string },
): void {
  if (caller.role === "public") {
    if (!caller.appointmentId && (facility.publicBooking ?? "off") === "off")
      throw forbidden("this facility does not take bookings through a public link");
    return;
  }
  if (caller.role === "carrier") {
    if (!facility.acceptsCarrierBookings) throw forbidden("this facility does not accept carrier bookings");
    return;
  }
  if (!isStaffOf(caller, facility.id)) throw forbidden("this token may not act on that facility");
}
