// Operations anyone may call without a token: a facility's public booking link
// and an appointment's manage link (whose token in the body is the authority).
// Each runs as the public caller, limited per client address (lib/http/public-limit.ts);
// none lists anything or reaches beyond its one facility or appointment.
import { availability, availabilityFields, checkAvailabilityInput } from "../../availability/schema";
import { facilityAvailability } from "../../availability/service";
import { getPublicFacility, facilityBySlug } from "../../facilities/public";
import { publicFacility, publicFacilityInput } from "../../facilities/public-schema";
import { slugSchema } from "../../facilities/slug";
import { requestPublicAppointment } from "../../appointments/public-request";
import { publicRequestInput, publicRequestResult } from "../../appointments/public-request-schema";
import {
  cancelManaged,
  getManagedAppointment,
  getManagedAvailability,
  rescheduleManaged,
  updateManaged,
} from "../../appointments/managed";
import {
  lostLinkInput,
  lostLinkResult,
  managedAppointment,
  managedAvailabilityInput,
  managedCancelInput,
  managedRescheduleInput,
  managedUpdateInput,
  manageTokenInput,
} from "../../appointments/managed-schema";
import { sendLostLink } from "../../appointments/lost-link";
import { defineOperation } from "./define";

const publicAvailabilityInput = availabilityFields
  .omit({ facility_id: true, exclude_appointment_id: true })
  .extend({ slug: slugSchema })
  .superRefine(checkAvailabilityInput)
  .meta({
    description:
      "Extension, public: no token. Bookable start times behind a facility's public link, as get_facility_availability gives them.",
  });

export const publicOperations = {
  get_public_facility: defineOperation({
    summary: "The facility behind a public booking link",
    input: publicFacilityInput,
    output: publicFacility,
    refusals: [404],
    public: "read",
    run: (input, { db }) => getPublicFacility(db, input.slug),
  }),
  get_public_availability: defineOperation({
    summary: "Open times behind a public booking link",
    input: publicAvailabilityInput,
    output: availability,
    refusals: [404],
    public: "read",
    run: async ({ slug, ...input }, { db, caller }) =>
      facilityAvailability(db, caller, {
        ...input,
        facility_id: (await facilityBySlug(db, slug)).id,
        exclude_appointment_id: undefined,
      }),
  }),
  request_public_appointment: defineOperation({
    summary: "Book through a public link",
    audit: false,
    input: publicRequestInput,
    output: publicRequestResult,
    refusals: [404, 409],
    public: "write",
    run: async (input, { db, caller, locale }) =>
      requestPublicAppointment(db, caller, input, { locale: await locale?.() }),
  }),
  get_managed_appointment: defineOperation({
    summary: "An appointment by its manage link",
    input: manageTokenInput,
    output: managedAppointment,
    refusals: [404],
    public: "read",
    run: (input, { db }) => getManagedAppointment(db, input),
  }),
  get_managed_availability: defineOperation({
    summary: "Times an appointment could move to, by its manage link",
    input: managedAvailabilityInput,
    output: availability,
    refusals: [404],
    public: "read",
    run: (input, { db }) => getManagedAvailability(db, input),
  }),
  reschedule_managed_appointment: defineOperation({
    summary: "Move an appointment by its manage link",
    audit: false,
    input: managedRescheduleInput,
    output: managedAppointment,
    refusals: [404, 409],
    public: "write",
    run: (input, { db }) => rescheduleManaged(db, input),
  }),
  cancel_managed_appointment: defineOperation({
    summary: "Cancel an appointment by its manage link",
    audit: false,
    input: managedCancelInput,
    output: managedAppointment,
    refusals: [404, 409],
    public: "write",
    run: (input, { db }) => cancelManaged(db, input),
  }),
  update_managed_appointment: defineOperation({
    summary: "Change the answers to the facility's questions, by the manage link",
    audit: false,
    input: managedUpdateInput,
    output: managedAppointment,
    refusals: [404, 409],
    public: "write",
    run: (input, { db }) => updateManaged(db, input),
  }),
  send_manage_link: defineOperation({
    summary: "Send a lost manage link",
    audit: false,
    input: lostLinkInput,
    output: lostLinkResult,
    refusals: [],
    public: "write",
    run: (input, { db }) => sendLostLink(db, input),
  }),
};
