// The custom fields a caller's booking form asks (get_facility_booking_form,
// and the public link's page through get_public_facility).
import type { Db } from "../db";
import { notFound } from "../core/errors";
import { assertMayUseFacility, type Caller } from "../core/caller";
import type { BookingForm, BookingFormField } from "./booking-form-schema";
import type { CustomField } from "./schema";
import { audienceOf, parseFields, type Audience } from "./values";

/** The active fields `audience` fills, whatever the load type (each says which load types it is for). */
export function formFields(fields: CustomField[], audience: Audience): BookingFormField[] {
  return fields
    .filter((f) => f.active && (audience === "staff" || !f.hidden_from_carrier))
    .map((f) => ({
      key: f.key,
      label: f.label,
      label_translations: f.label_translations,
      type: f.type,
      choices: f.choices,
      choice_translations: f.choice_translations,
      min: f.min,
      max: f.max,
      required: audience === "staff" ? f.required_for_staff : f.required_for_carrier,
      load_type_ids: f.load_type_ids,
    }));
}

export async function getBookingForm(db: Db, caller: Caller, facilityId: string): Promise<BookingForm> {
  const f = await db.facility.findUnique({
    where: { id: facilityId },
    select: { id: true, acceptsCarrierBookings: true, publicBooking: true, customFields: true },
  });
  if (!f) throw notFound("facility");
  assertMayUseFacility(caller, f);
  return {
    facility_id: f.id,
    custom_fields: formFields(parseFields(f.customFields), audienceOf(caller, f.id)),
  };
}
