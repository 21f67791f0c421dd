// Who may manage the things people make for facilities or for a carrier
// company (API tokens, webhook endpoints): admins every one; carriers their
// own company's; staff those whose facilities are all theirs. A thing the
// caller may not manage is "not found" to them.
import type { Caller } from "./caller";

type Nothing = { id: "" };
type CarrierScope<K extends string> = Record<K, "carrier"> & { carrierCompanyId: string };
type StaffScope<K extends string> = Record<K, "staff"> & {
  facilities: { some: Record<string, never>; every: { facilityId: { in: string[] } } };
};

/** A where clause for the caller's manageable rows; `kind` names the column that holds "staff" or "carrier". */
export function managedBy<K extends string>(
  caller: Caller,
  kind: K,
): Record<string, never> | Nothing | CarrierScope<K> | StaffScope<K> {
  if (caller.role === "admin") return {};
  if (caller.role === "carrier")
    return caller.carrierCompanyId
      ? ({ [kind]: "carrier", carrierCompanyId: caller.carrierCompanyId } as CarrierScope<K>)
      : { id: "" };
  if (caller.role !== "staff") return { id: "" };
  // No facility outside the caller's own, and at least one.
  return {
    [kind]: "staff",
    facilities: { some: {}, every: { facilityId: { in: caller.facilityIds } } },
  } as StaffScope<K>;
}
