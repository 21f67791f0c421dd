// request_public_appointment: a booking through a facility's public link.
// Beyond the request's own rules: the link must be on, the honeypot empty, and
// one contact e-mail may hold only a few open bookings made through the link at
// one facility per day (checked under the booking lock, so parallel tries
// cannot pass it together).
import { PUBLIC_LINK_ACTOR, type Caller } from "../core/caller";
import { conflict, invalid } from "../core/errors";
import type { Db, Tx } from "../db";
import { facilityBySlug } from "../facilities/public";
import { mintManageLink } from "./manage-links";
import type { PublicRequestInput, PublicRequestResult } from "./public-request-schema";
import { requestAppointment } from "./request";

const DAY_MS = 24 * 3_600_000;

export function publicBookingsPerEmailPerDay(): number {
  return Number(process.env.PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY || 5);
}

/** Refuses a further booking when `email` already holds the day's share of open public bookings here. */
async function assertUnderCap(tx: Tx, facilityId: string, email: string, now: Date): Promise<void> {
  const cap = publicBookingsPerEmailPerDay();
  const open = await tx.appointment.count({
    where: {
      facilityId,
      status: { in: ["Requested", "Scheduled"] },
      createdAt: { gt: new Date(now.getTime() - DAY_MS) },
      // The addresses are a JSON list: the quoted address matches it exactly.
      carrierEmails: { contains: JSON.stringify(email) },
      events: { some: { action: "requested", actor: PUBLIC_LINK_ACTOR } },
    },
  });
  if (open >= cap)
    throw conflict(
      "public_booking_cap",
      `${email} already has ${open} open bookings made through this link in the last 24 hours; cancel one or call the facility`,
      "carrier_email",
    );
}

export async function requestPublicAppointment(
  db: Db,
  caller: Caller,
  input: PublicRequestInput,
  opts: { now?: Date } = {},
): Promise<PublicRequestResult> {
  if (input.website?.trim())
    throw invalid("website", "honeypot", "must be left empty; this looks like an automated form-filler");
  const facility = await facilityBySlug(db, input.slug);
  const appointment = await requestAppointment(
    db,
    caller,
    {
      scheduled_start_time: input.scheduled_start_time,
      scheduled_end_time: input.scheduled_end_time,
      type: input.type,
      carrier: input.carrier,
      carrier_phone: input.carrier_phone,
      carrier_driver: input.carrier_driver,
      carrier_driver_phone: input.carrier_driver_phone,
      trailer_number: input.trailer_number,
      quantity: input.quantity,
      units: input.units,
      order_info: input.order_info,
      carrier_notes: input.carrier_notes,
      load_type_ids: input.load_type_ids,
      loading_type: input.loading_type,
      facility_id: facility.id,
      carrier_email: input.carrier_email,
      carrier_emails: undefined,
      shipper_emails: undefined,
      receiver_emails: undefined,
      shipper_receiver: undefined,
    },
    { now: opts.now, check: (tx, now) => assertUnderCap(tx, facility.id, input.carrier_email, now) },
  );
  const { url } = await mintManageLink(db, appointment.id);
  return { appointment, manage_url: url };
}
