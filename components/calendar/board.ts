// What the day and week boards share: their inputs, and which dock each
// appointment sits under (docks in service, any retired dock that still has
// appointments, and "Unassigned" for work-ins without a dock).
import type { FacilityAppointment } from "@/lib/record/schema";
import type { FacilityDock } from "@/lib/facilities/mine-schema";

export type BoardProps = {
  date: string;
  zone: string;
  docks: FacilityDock[];
  appointments: FacilityAppointment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

export const UNASSIGNED = "Unassigned";

export function dockLanes(docks: FacilityDock[], appointments: FacilityAppointment[]) {
  const names = docks
    .filter((d) => d.active || appointments.some((a) => a.dock === d.name))
    .map((d) => d.name);
  const laneOf = (a: FacilityAppointment) => (a.dock && names.includes(a.dock) ? a.dock : UNASSIGNED);
  if (appointments.some((a) => laneOf(a) === UNASSIGNED)) names.push(UNASSIGNED);
  return { names, laneOf };
}
