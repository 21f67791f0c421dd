// request_facility_appointment: the facility's rules, then a dock, inside one
// transaction that holds the facility's booking lock.
import { statementsOf, type Db } from "../db";
import type { Statements } from "../db/sql";
import { forbidden, invalid } from "../core/errors";
import { checkLoadTypes } from "./load-types";
import { isUniqueViolation } from "../db/errors";
import { assertMayUseFacility, type Caller, actingRole } from "../core/caller";
import { facilityToBook } from "../facilities/booking-facility";
import { bookingRefusal } from "../rules/facility-wide";
import { placeUnderRules, refusalError, requestCandidate } from "../placement/judge";
import { newConfirmationCode } from "../record/confirmation-code";
import { toRecord } from "../record/record";
import { insertAppointment, newAppointmentRow } from "../placement/insert";
import type { FacilityAppointment, RequestAppointmentInput } from "../record/schema";
import { checkIdempotency, type Idempotency } from "../idempotency/service";
import { withBookingLock } from "../placement/lock";
import { checkReferences } from "../references/check";
import { driverContact } from "../record/driver-contact";
import { answersForNew, audienceOf, parseFields } from "../fields/values";

/** carrier_email first, then carrier_emails in order; trimmed, lower-cased, no duplicates. */
export function mergeEmails(first: string | undefined, rest: string[] | undefined): string[] {
  return [...new Set([first, ...(rest ?? [])].filter((e): e is string => !!e))];
}

export async function requestAppointment(
  db: Db,
  caller: Caller,
  input: RequestAppointmentInput,
  opts: {
    idempotency?: Idempotency;
    now?: Date;
    /** More refusals, checked under the facility's booking lock (the public link's cap). */
    check?: (tx: Statements, now: Date) => Promise<void>;
    /** The language of the screen it was booked on (its e-mails follow it); none from the API. */
    locale?: string | null;
  } = {},
): Promise<FacilityAppointment> {
  const now = opts.now ?? new Date();
  // A retry replays the first response even if the rules would refuse it now.
  await checkIdempotency(statementsOf(db), opts.idempotency, now);
  const start = new Date(input.scheduled_start_time);
  const end = new Date(input.scheduled_end_time);
  if (start.getTime() < now.getTime())
    throw invalid("scheduled_start_time", "in_the_past", "must not be in the past");

  const facility = await facilityToBook(db, input.facility_id);
  assertMayUseFacility(caller, facility);
  if (caller.role === "carrier" && !caller.carrierCompanyId)
    throw forbidden("this account or token belongs to no carrier company any more");

  const loadTypeIds = checkLoadTypes(facility, input.type, input.load_type_ids).map((l) => l.id);
  // Staff answer the staff form (hidden fields too); carriers and the public link the carriers' one.
  const customFields = answersForNew(
    parseFields(facility.customFields),
    input.custom_fields,
    audienceOf(caller, facility.id),
    loadTypeIds,
  );

  const refusal = bookingRefusal(facility.rules, start.getTime(), end.getTime(), now.getTime());
  if (refusal) throw refusalError(refusal);
  const candidate = requestCandidate(caller, input, start, end, loadTypeIds);

  // Whose it is: a carrier's own company, whatever `carrier` says. Staff
  // bookings belong to no account until staff link one (carrier-account.ts):
  // a name typed in a form must not hand the booking to whoever signed up with it.
  const carrierCompanyId = caller.role === "carrier" ? caller.carrierCompanyId : null;
  // The public link books at once only where the facility does and its link is set to "instant".
  const instant =
    facility.instantBooking && (caller.role !== "public" || facility.publicBooking === "instant");

  const loadTypes = facility.loadTypes.filter((l) => loadTypeIds.includes(l.id));
  const driver = driverContact(facility.country, input);
  const draft = newAppointmentRow(
    {
      facilityId: facility.id,
      dockId: null,
      dockName: "",
      carrierCompanyId,
      type: input.type,
      loadingType: input.loading_type ?? "Live",
      status: instant ? "Scheduled" : "Requested",
      confirmationCode: newConfirmationCode(),
      scheduledStart: start,
      scheduledEnd: end,
      quantity: input.quantity,
      units: input.units,
      carrier: input.carrier,
      carrierEmails: JSON.stringify(mergeEmails(input.carrier_email, input.carrier_emails)),
      shipperEmails: JSON.stringify(mergeEmails(undefined, input.shipper_emails)),
      receiverEmails: JSON.stringify(mergeEmails(undefined, input.receiver_emails)),
      carrierPhone: input.carrier_phone,
      carrierDriver: input.carrier_driver ?? null,
      ...driver,
      trailerNumber: input.trailer_number ?? null,
      carrierNotes: input.carrier_notes ?? "",
      shipperReceiver: input.shipper_receiver ?? null,
      orders: input.order_info.map((o) => o.reference_id),
      loadTypes,
      overrideReason: null,
      customFields: JSON.stringify(customFields),
      facilityFields: facility.customFields,
      locale: opts.locale ?? null,
    },
    now,
  );
  // The warehouse's hook sees this very booking (its id and confirmation code included), before the lock and
  // before a dock is given: what it validated is what is stored.
  const references = await checkReferences(db, caller, {
    facilityId: facility.id,
    timeZone: facility.timeZone,
    references: draft.orders.map((o) => o.referenceId),
    overrideReason: input.override_reason,
    draft: () => toRecord({ ...draft, dock: null }, { role: "staff" }),
    action: "create",
    now,
  });
  // On the driver: every statement here is compiled once (lib/db/sql.ts), none goes through Prisma's runtime.
  return withBookingLock(db, facility.id, async (tx) => {
    // Again under the lock: a concurrent request with the same key may have won.
    await checkIdempotency(tx, opts.idempotency, now);
    await opts.check?.(tx, now);
    await references.underLock(tx);

    const verdict = await placeUnderRules(tx, facility.id, facility.ruleSet, candidate);
    if (!verdict.ok) throw refusalError(verdict.refusal);
    const { dock, overridden } = verdict.placement;
    const passed = overridden || references.overridden;
    const row = {
      ...draft,
      dockId: dock.id,
      dock: { name: dock.name },
      overrideReason: passed ? (input.override_reason ?? null) : null,
    };
    await insertAppointment(tx, row, {
      actorRole: actingRole(caller),
      // A booking past a rule says so, and why, in its first history event.
      history: [
        {
          at: now,
          actor: caller.actor,
          action: "requested",
          changes: row.overrideReason ? { override_reason: [null, row.overrideReason] } : {},
        },
      ],
      event: { action: "requested", changes: {}, at: now },
    });
    const record = toRecord(row, caller);
    await opts.idempotency?.store(tx, record);
    return record;
  }).catch(async (e) => {
    // Same key, same caller, raced at another facility: the other one's row won.
    if (isUniqueViolation(e, "caller_key") || isUniqueViolation(e, "callerKey"))
      await checkIdempotency(statementsOf(db), opts.idempotency, now);
    throw e;
  });
}
