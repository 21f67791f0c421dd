import type { AppointmentType } from "../core/vocabulary";

/** A dock's or load type's two flags as the API's list of appointment types. */
export const directionsOf = (x: { inbound: boolean; outbound: boolean }): AppointmentType[] => [
  ...(x.inbound ? (["Inbound"] as const) : []),
  ...(x.outbound ? (["Outbound"] as const) : []),
];
