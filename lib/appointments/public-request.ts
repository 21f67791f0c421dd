// request_public_appointment: a booking through a facility's public link.
// Beyond the request's own rules: the link must be on, the honeypot empty, and
// one contact e-mail may hold only a few open bookings made through the link at
// one facility per day (checked under the booking lock, so parallel tries
// cannot pass it together).
import { PUBLIC_LINK_ACTOR, type Caller } from "../core/caller";
import { conflict, invalid } from "../core/errors";
import { sql } from "kysely";
import type { Db } from "../db";
import { jsonSql } from "../db/json-sql";
import { compile, param, queryBuilder, type CompiledStatement, type Statements } from "../db/sql";
import type { Provider } from "../db/url";
import { facilityBySlug } from "../facilities/public";
import { mintManageLink } from "../record/manage-links";
import type { PublicRequestInput, PublicRequestResult } from "./public-request-schema";
import { requestAppointment } from "./request";

const DAY_MS = 24 * 3_600_000;

export function publicBookingsPerEmailPerDay(): number {
  return Number(process.env.PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY || 5);
}

const openStatements = new Map<Provider, CompiledStatement>();

/** Open bookings of one contact e-mail made through the link at a facility since a time (compiled once). */
function openStatement(provider: Provider): CompiledStatement {
  let found = openStatements.get(provider);
  if (!found) {
    // The addresses are a JSON list: the quoted address, found in it as it is, matches it exactly.
    const position = provider === "postgresql" ? "strpos" : "instr";
    found = compile(
      queryBuilder(provider)
        .selectFrom("appointments as a")
        .select(sql<number>`count(*)`.as("open"))
        .where("a.facility_id", "=", param<string>("facility"))
        .where("a.status", "in", [sql.lit("Requested"), sql.lit("Scheduled")])
        .where("a.created_at", ">", param<string>("since"))
        .where(
          sql<number>`${sql.raw(position)}(a.carrier_emails, ${param<string>("quoted")})`,
          ">",
          sql.lit(0),
        )
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom("appointment_events as e")
              .select(sql.lit(1).as("one"))
              .whereRef("e.appointment_id", "=", "a.id")
              .where("e.action", "=", sql.lit("requested"))
              .where("e.actor", "=", param<string>("actor")),
          ),
        ),
    );
    openStatements.set(provider, found);
  }
  return found;
}

/** Refuses a further booking when `email` already holds the day's share of open public bookings here. */
async function assertUnderCap(tx: Statements, facilityId: string, email: string, now: Date): Promise<void> {
  const cap = publicBookingsPerEmailPerDay();
  const [row] = await tx.rows<{ open: number | string | bigint }>(openStatement(tx.provider), {
    facility: facilityId,
    since: jsonSql(tx.provider).instantParam(new Date(now.getTime() - DAY_MS)),
    quoted: JSON.stringify(email),
    actor: PUBLIC_LINK_ACTOR,
  });
  // PostgreSQL's count is a bigint: node-postgres hands it over as text.
  const open = Number(row?.open ?? 0);
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
  /** locale: the language of the page it was booked on (its e-mails follow it). */
  opts: { now?: Date; locale?: string | null } = {},
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
      override_reason: undefined,
      type: input.type,
      carrier: input.carrier,
      carrier_phone: input.carrier_phone,
      carrier_driver: input.carrier_driver,
      carrier_driver_phone: input.carrier_driver_phone,
      driver_sms_consent: input.driver_sms_consent,
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
      custom_fields: input.custom_fields,
    },
    {
      now: opts.now,
      locale: opts.locale,
      check: (tx, now) => assertUnderCap(tx, facility.id, input.carrier_email, now),
    },
  );
  const { url } = await mintManageLink(db, appointment.id);
  return { appointment, manage_url: url };
}
