// get_my_appointments (extension): the caller's own appointments across
// facilities, upcoming or past, for "My appointments". Carriers get their
// company's, staff their facilities', admins all. No facility id or 31-day
// range needed, unlike get_facility_appointments.
import { z } from "zod";
import { pageLimit } from "../core/validation";
import { facilityAppointment } from "../record/schema";

export const MY_APPOINTMENTS_MAX = 200;

export const myAppointmentsInput = z
  .object({
    when: z.enum(["upcoming", "past"], { error: "must be upcoming or past" }).meta({
      description: "upcoming: not yet ended, soonest first. past: ended, latest first.",
    }),
    limit: pageLimit(MY_APPOINTMENTS_MAX, 50),
  })
  .meta({
    description:
      "Extension. The caller's own appointments at every facility: a carrier's company's, a staff member's facilities', all for admins. Cancelled ones included.",
  });

export type MyAppointmentsInput = z.output<typeof myAppointmentsInput>;

/** What a page needs to show an appointment's facility. */
export const facilitySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  address: z.string(),
  instant_booking: z.boolean(),
  cancel_cutoff_minutes: z
    .number()
    .int()
    .meta({ description: "Carriers may not reschedule or cancel later than this before the start." }),
});

export const myAppointments = z.object({
  appointments: z.array(facilityAppointment),
  facilities: z.array(facilitySummary).meta({ description: "Each facility the appointments are at, once." }),
});

export type FacilitySummary = z.infer<typeof facilitySummary>;
export type MyAppointments = z.infer<typeof myAppointments>;
