// Staff's side of the texts: what was sent and received, and a text typed on the panel.
import type { Db, Prisma } from "../db";
import { conflict, forbidden, invalid, notFound } from "../core/errors";
import { isStaffOf, type Caller } from "../core/caller";
import { visibleAppointment } from "../record/access";
import { enqueueSms } from "./enqueue";
import { smsWords } from "./words";
import { isOptedOut } from "./opt-outs";
import { fits, MAX_SEGMENTS, segmentsOf } from "./segments";
import type { DriverMessage, ListDriverMessagesInput, SendDriverMessageInput } from "./messages-schema";

const INCLUDE = { delivery: { select: { status: true, attempts: true, lastError: true } } } as const;
type Row = Prisma.SmsMessageGetPayload<{ include: typeof INCLUDE }>;

/** The state staff see: the receipt's when there is one, else what the outbox says of the delivery. */
function stateOf(r: Row): DriverMessage["state"] {
  if (r.state !== "pending" && r.state !== "sent") return r.state as DriverMessage["state"];
  if (r.delivery?.status === "failed") return "failed";
  return r.state === "sent" || r.delivery?.status === "succeeded" ? "sent" : "pending";
}

export function driverMessageOf(r: Row): DriverMessage {
  return {
    id: r.id,
    appointment_id: r.appointmentId,
    facility_id: r.facilityId,
    direction: r.direction as "out" | "in",
    kind: r.kind,
    phone: r.phone,
    text: r.text,
    encoding: r.encoding as "gsm7" | "ucs2",
    segments: r.segments,
    state: stateOf(r),
    attempts: r.delivery?.attempts ?? 0,
    last_error: r.delivery?.lastError ?? null,
    created_at: r.createdAt.toISOString(),
    state_at: r.stateAt.toISOString(),
  };
}

function assertStaff(caller: Caller) {
  if (caller.role !== "staff" && caller.role !== "admin")
    throw forbidden("only facility staff read and send driver texts");
}

export async function listDriverMessages(db: Db, caller: Caller, input: ListDriverMessagesInput) {
  assertStaff(caller);
  let where: Prisma.SmsMessageWhereInput;
  if (input.appointment_id) {
    const a = await visibleAppointment(db, caller, input.appointment_id);
    if (!isStaffOf(caller, a.facilityId)) throw notFound("appointment");
    where = { appointmentId: a.id };
  } else {
    if (!isStaffOf(caller, input.facility_id!))
      throw forbidden("this caller may not see that facility's texts");
    where = { facilityId: input.facility_id! };
  }
  const rows = await db.smsMessage.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit,
    include: INCLUDE,
  });
  return { messages: rows.map(driverMessageOf) };
}

export async function sendDriverMessage(db: Db, caller: Caller, input: SendDriverMessageInput) {
  assertStaff(caller);
  const a = await visibleAppointment(db, caller, input.appointment_id);
  if (!isStaffOf(caller, a.facilityId)) throw notFound("appointment");
  return textDriver(db, a, "staff", input.text.trim());
}

/** "You are next": staff call a checked-in truck waiting in the yard to its door. */
export async function callDriverIn(db: Db, caller: Caller, input: { appointment_id: string }) {
  assertStaff(caller);
  const a = await visibleAppointment(db, caller, input.appointment_id);
  if (!isStaffOf(caller, a.facilityId)) throw notFound("appointment");
  if (a.status !== "Arrived" || !a.checkedInAt || a.checkedOutAt)
    throw conflict("not_waiting", "only a truck checked in and waiting for its door is called in");
  const f = await db.facility.findUniqueOrThrow({
    where: { id: a.facilityId },
    select: { name: true, defaultLocale: true },
  });
  const words = await smsWords(a.locale, f.defaultLocale);
  return textDriver(db, a, "next", words.t("next", { facility: f.name }));
}

/** A text of `kind` to the appointment's driver now, refused as send_driver_message refuses. */
export async function textDriver(
  db: Db,
  a: { id: string; facilityId: string; carrierDriverPhone: string | null; driverSmsConsent: boolean },
  kind: string,
  text: string,
): Promise<DriverMessage> {
  if (!fits(text)) {
    const { segments } = segmentsOf(text);
    throw invalid("text", "too_long", `takes ${segments} SMS segments; at most ${MAX_SEGMENTS} are sent`);
  }
  if (!a.carrierDriverPhone)
    throw conflict("no_driver_phone", "this appointment has no driver phone to text");
  if (!a.driverSmsConsent)
    throw conflict(
      "no_sms_consent",
      "the driver did not agree to texts (driver_sms_consent) for this appointment",
    );
  if (await isOptedOut(db, a.carrierDriverPhone))
    throw conflict(
      "opted_out",
      "the driver's number has opted out of texts (STOP); it must text START first",
    );
  const { id } = await enqueueSms(db, {
    facilityId: a.facilityId,
    appointmentId: a.id,
    phone: a.carrierDriverPhone,
    kind,
    text,
  });
  const row = await db.smsMessage.findUnique({ where: { id }, include: INCLUDE });
  return driverMessageOf(row!);
}
