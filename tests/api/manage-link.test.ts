// An appointment's manage link: its token is the whole authority, for that one
// appointment, within the facility's rules; and the lost-link form that never
// tells whether a code and an address matched.
import { describe, expect, it } from "vitest";
import { sendLostLink } from "@/lib/appointments/lost-link";
import {
  appointmentIdForManageToken,
  MANAGE_LINK_DAYS_AFTER_END,
  MANAGE_LINKS_KEPT,
  mintManageLink,
} from "@/lib/record/manage-links";
import { handleDeferred } from "@/lib/outbox/deferred";
import { DEFERRED } from "@/lib/worker/worker";
import { statementsOf } from "./support/statements";
import { bookingBody, call, db, expectError, localTime, staffToken } from "./helpers";
import { op } from "./ops";
import { linkedFacility, newAddress, pub, publicBody, tokenOf } from "./support/public";

const asError = (res: Awaited<ReturnType<typeof pub>>) => ({
  status: res.status,
  headers: res.headers,
  text: JSON.stringify(res.json),
  json: res.json,
});

async function bookedByLink(mode: "requests" | "instant" = "instant", cutoffMinutes = 0) {
  const f = await linkedFacility(mode, {
    instantBooking: mode === "instant",
    cancelCutoffMinutes: cutoffMinutes,
  });
  const ip = newAddress();
  const start = localTime(f.timezone, "10:00", 3);
  const res = await pub("request_public_appointment", publicBody(f.slug, start), ip);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { f, ip, start, token: tokenOf(res.json.manage_url), appointment: res.json.appointment };
}

describe("the manage link", () => {
  it("shows the appointment with its facility's address and instructions", async () => {
    const { f, ip, token, appointment } = await bookedByLink();
    await db.facility.update({
      where: { id: f.id },
      data: { address: "9 Gate St", carrierInstructions: "Gate B" },
    });
    const res = await pub("get_managed_appointment", { token }, ip);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      appointment: { id: appointment.id, notes: "" },
      facility: { name: f.name, address: "9 Gate St", carrier_instructions: "Gate B", time_zone: f.timezone },
      changeable: true,
      why_not: null,
    });
  });

  it("answers 404 for a token that was never minted, and reaches only its own appointment", async () => {
    const one = await bookedByLink();
    const other = await bookedByLink();
    expectError(
      asError(await pub("get_managed_appointment", { token: "A".repeat(43) }, one.ip)),
      404,
      "not_found",
    );
    const read = await pub("get_managed_appointment", { token: one.token }, one.ip);
    expect(read.json.appointment.id).not.toBe(other.appointment.id);
    // A link minted for an appointment booked with a staff token works the same way.
    const staff = await staffToken([one.f.id]);
    const booked = await call("request", bookingBody(one.f.id, one.start.plus({ hours: 3 })), {
      token: staff,
    });
    const { token } = await mintManageLink(db, booked.json.id);
    expect((await pub("get_managed_appointment", { token }, one.ip)).json.appointment.id).toBe(
      booked.json.id,
    );
  });

  it("offers times of the same length, counting its own as free, and moves it there", async () => {
    const { ip, start, token, appointment } = await bookedByLink();
    const day = start.toISODate();
    const times = await pub("get_managed_availability", { token, start: day, end: day }, ip);
    expect(times.json.duration_minutes).toBe(60);
    expect(times.json.slots.map((s: { start_time: string }) => s.start_time)).toContain(
      appointment.scheduled_start_time,
    );
    const later = start.plus({ hours: 2 });
    const moved = await pub(
      "reschedule_managed_appointment",
      { token, scheduled_start_time: later.toUTC().toISO() },
      ip,
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.appointment).toMatchObject({
      scheduled_start_time: later.toUTC().toISO(),
      scheduled_end_time: later.plus({ hours: 1 }).toUTC().toISO(),
      status: "Scheduled",
    });
    const history = await db.appointmentEvent.findMany({
      where: { appointmentId: appointment.id },
      orderBy: { at: "asc" },
    });
    expect(history.map((e) => [e.action, e.actor])).toEqual([
      ["requested", "public-link"],
      ["rescheduled", "manage-link"],
    ]);
  });

  it("keeps the facility's rules: a move at an approval facility waits for approval again", async () => {
    const { f, ip, start, token, appointment } = await bookedByLink("requests");
    const staff = await staffToken([f.id]);
    await op("update_facility_appointment_status", { id: appointment.id, action: "approve" }, staff);
    const moved = await pub(
      "reschedule_managed_appointment",
      { token, scheduled_start_time: start.plus({ hours: 1 }).toUTC().toISO() },
      ip,
    );
    expect(moved.json.appointment.status).toBe("Requested");
    const closed = await pub(
      "reschedule_managed_appointment",
      { token, scheduled_start_time: start.minus({ days: 30 }).toUTC().toISO() },
      ip,
    );
    expectError(asError(closed), 400, "invalid_argument", { reason: "in_the_past" });
  });

  it("cancels as the carrier, and not inside the cut-off", async () => {
    const { ip, token } = await bookedByLink();
    const cancelled = await pub("cancel_managed_appointment", { token, note: "Truck broke down" }, ip);
    expect(cancelled.json).toMatchObject({
      appointment: {
        status: "Cancelled",
        cancelled_reason: "CarrierRequest",
        cancelled_note: "Truck broke down",
      },
      changeable: false,
    });
    const late = await bookedByLink("instant", 5 * 24 * 60);
    const refused = await pub("cancel_managed_appointment", { token: late.token }, late.ip);
    expectError(asError(refused), 409, "conflict", { reason: "inside_cutoff" });
    const read = await pub("get_managed_appointment", { token: late.token }, late.ip);
    expect(read.json).toMatchObject({
      changeable: false,
      why_not: expect.stringContaining("5 days"),
      why_not_reason: "cutoff",
    });
  });
});

describe("lost your link?", () => {
  it("answers a matching code and address after the very same statements as a miss (no timing tells)", async () => {
    const { appointment } = await bookedByLink();
    const email = appointment.carrier_emails[0];
    const code = appointment.confirmation_code;
    const hit = await statementsOf((counted) => sendLostLink(counted, { confirmation_code: code, email }));
    const miss = await statementsOf((counted) =>
      sendLostLink(counted, { confirmation_code: code, email: "not@theirs.test" }),
    );
    expect(hit.statements).toEqual(miss.statements);
    expect(hit.answer).toEqual(miss.answer);
    expect(
      await db.mailMessage.count({ where: { appointmentId: appointment.id, kind: "manage_link" } }),
    ).toBe(0);
    await handleDeferred(db, DEFERRED);
    expect(
      await db.mailMessage.count({ where: { appointmentId: appointment.id, kind: "manage_link" } }),
    ).toBe(1);
  });

  it("sends a new link to a booking's address, and answers the same when nothing matches", async () => {
    const { ip, appointment } = await bookedByLink();
    const email = appointment.carrier_emails[0];
    const code = appointment.confirmation_code;
    const sent = await pub("send_manage_link", { confirmation_code: code.toLowerCase(), email }, ip);
    const wrongAddress = await pub(
      "send_manage_link",
      { confirmation_code: code, email: "not@theirs.test" },
      ip,
    );
    const wrongCode = await pub("send_manage_link", { confirmation_code: "ZZZZZZZZ", email }, ip);
    expect(sent.status).toBe(200);
    expect(wrongAddress.json).toEqual(sent.json);
    expect(wrongCode.json).toEqual(sent.json);
    await handleDeferred(db, DEFERRED);
    const mail = await db.mailMessage.findMany({
      where: { appointmentId: appointment.id, kind: "manage_link" },
    });
    expect(mail.map((m) => m.recipient)).toEqual([email]);
    const url = /https?:\/\/\S+\/a\/[A-Za-z0-9_-]{43}/.exec(mail[0].text)![0];
    expect((await pub("get_managed_appointment", { token: tokenOf(url) }, ip)).json.appointment.id).toBe(
      appointment.id,
    );
  });
});

describe("manage links over time", () => {
  it("keep an appointment's newest ten: asking again and again does not pile up working links", async () => {
    const { appointment } = await bookedByLink();
    const start = Date.now();
    const tokens: string[] = [];
    for (let i = 0; i < MANAGE_LINKS_KEPT + 3; i++)
      tokens.push((await mintManageLink(db, appointment.id, new Date(start + i * 1000))).token);
    const answers = await Promise.all(tokens.map((t) => appointmentIdForManageToken(db, t)));
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(new Set(answers.slice(3))).toEqual(new Set([appointment.id]));
    expect(await db.manageLink.count({ where: { appointmentId: appointment.id } })).toBe(MANAGE_LINKS_KEPT);
  });

  it("stop working 30 days after the appointment's end", async () => {
    const { appointment } = await bookedByLink();
    const { token } = await mintManageLink(db, appointment.id);
    const end = new Date(appointment.scheduled_end_time).getTime();
    const day = 86_400_000;
    const at = (days: number) => appointmentIdForManageToken(db, token, new Date(end + days * day));
    expect(await at(MANAGE_LINK_DAYS_AFTER_END - 1)).toBe(appointment.id);
    expect(await at(MANAGE_LINK_DAYS_AFTER_END + 1)).toBeNull();
  });
});
