// list_yard (extension): the trucks on site now, per facility, with how long
// each has waited and been at the door, for the yard view.
import { z } from "zod";
import { facilityAppointment } from "../record/schema";
import { runFacilityFilter } from "../facilities/mine-schema";

export const YARD_MAX = 500;

export const listYardInput = z
  .object({
    facility_id: runFacilityFilter,
  })
  .meta({
    description: `Extension. The trucks on site now: appointments checked in and not checked out (neither cancelled nor no-show), longest on site first, at most ${YARD_MAX} per call. Staff and admins only; another facility: 403; carriers: 403.`,
  });

const minutes = z.number().int().min(0);

export const yardTruck = z.object({
  appointment: facilityAppointment,
  state: z.enum(["at_gate", "at_door", "loaded"]).meta({
    description:
      "at_gate: Arrived, waiting for a door; at_door: InProgress, being loaded or unloaded; loaded: Completed, loading finished, not yet checked out.",
  }),
  on_site_minutes: minutes.meta({ description: "Whole minutes from checked_in_at to as_of." }),
  waiting_minutes: minutes.meta({
    description: "Whole minutes from checked_in_at to load_started_at (to as_of while not started).",
  }),
  door_minutes: minutes.nullable().meta({
    description:
      "Whole minutes from load_started_at to load_finished_at (to as_of while loading); null before loading.",
  }),
  over_free_time: z.boolean().meta({
    description: "On site longer than the facility's free time (on_site_minutes > free_time_minutes).",
  }),
});

export const yardFacility = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  free_time_minutes: z.number().int().meta({
    description: "Minutes a truck may stay on site, arrival to departure, before it counts as detained.",
  }),
  trucks: z.array(yardTruck),
});

export const yard = z.object({
  as_of: z.iso.datetime().meta({ description: "The server's clock the minutes are counted to." }),
  facilities: z.array(yardFacility).meta({ description: "Each facility asked for, by name, trucks or not." }),
});

export type ListYardInput = z.output<typeof listYardInput>;
export type Yard = z.output<typeof yard>;
export type YardTruck = z.output<typeof yardTruck>;
