// test_reference_check: the settings page's "Send a test validation". A
// sample booking, shaped by the same functions as a real one, goes to the
// facility's hook; the answer comes back as it would decide a booking.
import { DateTime } from "luxon";
import type { Db } from "../db";
import { conflict, forbidden, notFound } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import { newAppointmentRow } from "../placement/insert";
import { toRecord } from "../record/record";
import { newConfirmationCode } from "../record/confirmation-code";
import { askHook, validationBody } from "./hook";
import { referenceCheckOf } from "./settings";
import type { TestReferenceCheckResult } from "./schema";

export const TEST_REFERENCE = "TEST-REFERENCE";

export async function testReferenceCheck(
  db: Db,
  caller: Caller,
  facilityId: string,
  now = new Date(),
): Promise<TestReferenceCheckResult> {
  const f = await db.facility.findUnique({
    where: { id: facilityId },
    select: { id: true, timeZone: true, referenceCheck: true, referenceSecret: true, customFields: true },
  });
  if (!f) throw notFound("facility");
  if (!isStaffOf(caller, facilityId))
    throw forbidden("only the facility's staff and admins test its reference check");
  const setting = referenceCheckOf(f);
  if (setting.mode !== "webhook" || !setting.url)
    throw conflict(
      "no_reference_hook",
      "the facility's reference check is not a webhook with a URL; save one first",
    );
  const start = DateTime.fromJSDate(now, { zone: f.timeZone }).plus({ days: 1 }).set({ hour: 9, minute: 0 });
  const row = newAppointmentRow(
    {
      facilityId: f.id,
      dockId: null,
      dockName: "",
      carrierCompanyId: null,
      type: "Inbound",
      loadingType: "Live",
      status: "Requested",
      confirmationCode: newConfirmationCode(),
      scheduledStart: start.toJSDate(),
      scheduledEnd: start.plus({ hours: 1 }).toJSDate(),
      quantity: 1,
      units: "Pallets",
      carrier: "Test Carrier",
      carrierEmails: "[]",
      shipperEmails: "[]",
      receiverEmails: "[]",
      carrierPhone: null,
      carrierDriver: null,
      carrierDriverPhone: null,
      trailerNumber: null,
      carrierNotes: "A test validation sent from the settings page; nothing is booked.",
      shipperReceiver: null,
      orders: [TEST_REFERENCE],
      loadTypes: [],
      overrideReason: null,
      customFields: "{}",
      facilityFields: f.customFields,
      locale: null,
    },
    now,
  );
  const body = validationBody(f.id, "create", toRecord({ ...row, dock: null }, { role: "staff" }), now);
  const answer = await askHook(
    { url: setting.url, timeout_ms: setting.timeout_ms, sealedSecret: f.referenceSecret },
    body,
  );
  return {
    outcome: answer.outcome,
    message: answer.outcome === "accepted" ? null : answer.message,
    status: answer.status,
  };
}
