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
import { asAnyone, defineOperation, type OperationDefaults } from "./define";

const publicAvailabilityInput = availabilityFields
  .omit({ facility_id: true, exclude_appointment_id: true })
  .extend({ slug: slugSchema })
  .superRefine(checkAvailabilityInput)
  .meta({
    description:
      "Extension, public: no token. Bookable start times behind a facility's public link, as get_facility_availability gives them.",
  });

const publicRead = { public: "read", refusals: [404] } as const satisfies OperationDefaults;
/** A booking or a change to one: the appointment's history records it, not the audit log. */
const publicChange = {
  audit: false,
  public: "write",
  refusals: [404, 409],
} as const satisfies OperationDefaults;
const managedChange = { ...publicChange, output: managedAppointment } as const satisfies OperationDefaults;

export const publicOperations = {
  get_public_facility: defineOperation({
    ...publicRead,
    summary: "The facility behind a public booking link",
    input: publicFacilityInput,
    output: publicFacility,
    run: (input, { db }) => getPublicFacility(db, input.slug),
  }),
  get_public_availability: defineOperation({
    ...publicRead,
    summary: "Open times behind a public booking link",
    input: publicAvailabilityInput,
    output: availability,
    run: async ({ slug, ...input }, { db, caller }) =>
      facilityAvailability(db, caller, {
        ...input,
        facility_id: (await facilityBySlug(db, slug)).id,
        exclude_appointment_id: undefined,
      }),
  }),
  request_public_appointment: defineOperation({
    ...publicChange,
    summary: "Book through a public link",
    input: publicRequestInput,
    output: publicRequestResult,
    run: async (input, { db, caller, locale }) =>
      requestPublicAppointment(db, caller, input, { locale: await locale?.() }),
  }),
  get_managed_appointment: defineOperation({
    ...publicRead,
    summary: "An appointment by its manage link",
    input: manageTokenInput,
    output: managedAppointment,
    run: asAnyone(getManagedAppointment),
  }),
  get_managed_availability: defineOperation({
    ...publicRead,
    summary: "Times an appointment could move to, by its manage link",
    input: managedAvailabilityInput,
    output: availability,
    run: asAnyone(getManagedAvailability),
  }),
  reschedule_managed_appointment: defineOperation({
    ...managedChange,
    summary: "Move an appointment by its manage link",
    input: managedRescheduleInput,
    run: asAnyone(rescheduleManaged),
  }),
  cancel_managed_appointment: defineOperation({
    ...managedChange,
    summary: "Cancel an appointment by its manage link",
    input: managedCancelInput,
    run: asAnyone(cancelManaged),
  }),
  update_managed_appointment: defineOperation({
    ...managedChange,
    summary: "Change the answers to the facility's questions, by the manage link",
    input: managedUpdateInput,
    run: asAnyone(updateManaged),
  }),
  send_manage_link: defineOperation({
    summary: "Send a lost manage link",
    audit: false,
    input: lostLinkInput,
    output: lostLinkResult,
    refusals: [],
    public: "write",
    run: asAnyone(sendLostLink),
  }),
};
