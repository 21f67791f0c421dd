import { invalid } from "../core/errors";
import type { AppointmentType } from "../core/vocabulary";

/** The distinct load type ids sent, each an active load type of the facility for the type; else a 400. */
export function checkLoadTypes<
  L extends { id: string; active: boolean; inbound: boolean; outbound: boolean },
>(facility: { loadTypes: L[] }, type: AppointmentType, ids: string[] | undefined): L[] {
  const unique = [...new Set(ids ?? [])];
  return unique.map((id, i) => {
    const lt = facility.loadTypes.find((l) => l.id === id && l.active);
    if (!lt) throw invalid(`load_type_ids[${i}]`, "unknown_load_type", "is not a load type of this facility");
    if (!(type === "Inbound" ? lt.inbound : lt.outbound))
      throw invalid(`load_type_ids[${i}]`, "wrong_direction", `does not apply to ${type} appointments`);
    return lt;
  });
}
