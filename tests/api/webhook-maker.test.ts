// A webhook endpoint delivers within what its maker may see at the moment of
// each delivery, as tokens act: a maker moved to other facilities keeps only
// those, one moved to another company or deactivated keeps nothing and the
// endpoint is paused with a reason. Real receivers on 127.0.0.1; the worker is
// driven with a clock of the test's own.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { runOutboxOnce } from "@/lib/worker/worker";
import { bookingBody, call, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { createToken } from "@/lib/tokens/service";
import { adminSession, userSession } from "./support/admin-session";
import { drainWebhooks, webhookFile } from "./support/webhook-file";
import type { Answer, Receiver } from "./support/webhook-receiver";

type Headers = Record<string, string>;
const { endpoint: endpointBy } = webhookFile();
const endpoint = (headers: Record<string, string>, answer?: Answer) => endpointBy({ headers }, answer);
const drain = drainWebhooks;

async function book(facilityId: string, auth: { token?: string; headers?: Headers }, hhmm: string) {
  const f = await db.facility.findUniqueOrThrow({ where: { id: facilityId } });
  const body = bookingBody(facilityId, localTime(f.timeZone, hhmm));
  const res = auth.token
    ? await call("request", body, { token: auth.token })
    : await op("request_facility_appointment", body, null, auth.headers);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { id: string };
}

const ids = (r: Receiver) => r.received.map((x) => JSON.parse(x.body).data.appointment.id as string);

async function listed(headers: Headers, id: string) {
  const list = await op("list_webhook_subscriptions", {}, null, headers);
  return (
    list.json as {
      id: string;
      active: boolean;
      disabled_reason: string | null;
      disabled_cause: string | null;
      created_by: string | null;
      created_by_kind: string | null;
    }[]
  ).find((s) => s.id === id)!;
}

describe("a webhook endpoint and its maker", () => {
  it("follows a staff maker moved to other facilities, and pauses when they are deactivated", async () => {
    const [a, b] = [await makeFacility(), await makeFacility()];
    const admin = await adminSession();
    const staff = await userSession({ role: "staff", name: "Sam Staff", facility_ids: [a.id, b.id] });
    const booker = await staffToken([a.id, b.id]);
    const hook = await endpoint(staff.headers);
    expect((await listed(admin.headers, hook.id)).created_by).toBe("Sam Staff");

    expect(
      (await op("update_user", { id: staff.id, facility_ids: [b.id] }, null, admin.headers)).status,
    ).toBe(200);
    const atA = await book(a.id, { token: booker }, "08:00");
    const atB = await book(b.id, { token: booker }, "09:00");
    await drain();
    expect(ids(hook.receiver)).toEqual([atB.id]);
    expect(ids(hook.receiver)).not.toContain(atA.id);
    expect((await listed(admin.headers, hook.id)).active).toBe(true);

    expect((await op("set_user_active", { id: staff.id, active: false }, null, admin.headers)).status).toBe(
      200,
    );
    await book(b.id, { token: booker }, "10:00");
    await drain();
    expect(ids(hook.receiver)).toEqual([atB.id]);
    const paused = await listed(admin.headers, hook.id);
    expect(paused.active).toBe(false);
    expect(paused.disabled_reason).toMatch(/no longer has access/);
    expect(paused.disabled_cause).toBe("maker_lost_access");

    // An admin who resumes it answers for it from then on.
    const resumed = await op(
      "update_webhook_subscription",
      { id: hook.id, active: true },
      null,
      admin.headers,
    );
    expect(resumed.json).toMatchObject({
      active: true,
      disabled_reason: null,
      disabled_cause: null,
      created_by: "Ada Admin",
    });
    const later = await book(a.id, { token: booker }, "11:00");
    await drain();
    expect(ids(hook.receiver)).toContain(later.id);
  });

  it("says who an endpoint acts for by kind and name, for a screen to word in its own language", async () => {
    const f = await makeFacility();
    const admin = await adminSession();
    const staff = await userSession({ role: "staff", name: "Sam Staff", facility_ids: [f.id] });
    const tms = await createToken(db, { role: "staff", name: "Yard TMS", facilityIds: [f.id] });
    const byPerson = await endpoint(staff.headers);
    const byToken = await endpointBy({ token: tms.token });
    expect(await listed(admin.headers, byPerson.id)).toMatchObject({
      created_by: "Sam Staff",
      created_by_kind: "user",
    });
    // The token's name alone: "API token" is the screen's words, not the API's.
    expect(await listed(admin.headers, byToken.id)).toMatchObject({
      created_by: "Yard TMS",
      created_by_kind: "token",
    });
  });

  it("stops a carrier maker's endpoint when they move to another company", async () => {
    const f = await makeFacility();
    const admin = await adminSession();
    const company = `Maker Freight ${randomUUID().slice(0, 6)}`;
    const carrier = await userSession({ role: "carrier", carrier: company });
    const colleague = await userSession({ role: "carrier", carrier: company });
    const hook = await endpoint(carrier.headers);
    const first = await book(f.id, { headers: colleague.headers }, "08:00");
    await drain();
    expect(ids(hook.receiver)).toEqual([first.id]);

    const moved = await op(
      "update_user",
      { id: carrier.id, carrier: `Other Freight ${randomUUID().slice(0, 6)}` },
      null,
      admin.headers,
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await book(f.id, { headers: colleague.headers }, "09:00");
    await drain();
    expect(ids(hook.receiver)).toEqual([first.id]);
    const paused = await listed(admin.headers, hook.id);
    expect(paused).toMatchObject({ active: false });
    expect(paused.disabled_reason).toMatch(/no longer has access/);
  });

  it("ends a retry, and refuses a redelivery, of an appointment its maker may no longer see", async () => {
    const [a, b] = [await makeFacility(), await makeFacility()];
    const admin = await adminSession();
    const staff = await userSession({ role: "staff", facility_ids: [a.id, b.id] });
    const booker = await staffToken([a.id, b.id]);
    let answer = 500;
    const hook = await endpoint(staff.headers, () => answer);
    const atA = await book(a.id, { token: booker }, "08:00");
    const start = new Date();
    await runOutboxOnce(db, { now: new Date(start.getTime() + 60_000), reminders: false });
    await hook.receiver.waitFor(1);

    expect(
      (await op("update_user", { id: staff.id, facility_ids: [b.id] }, null, admin.headers)).status,
    ).toBe(200);
    answer = 204;
    await drain(start);
    expect(hook.receiver.received).toHaveLength(1); // the first, failed attempt only
    const delivery = await db.outboxDelivery.findFirstOrThrow({ where: { target: hook.id } });
    expect(delivery).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/may no longer see/),
    });
    expect((await listed(admin.headers, hook.id)).active).toBe(true); // facility b is still theirs

    const event = await db.outboxEvent.findFirstOrThrow({ where: { appointmentId: atA.id } });
    // An admin may ask for it again; it still goes out only within the maker's rights.
    const again = await op(
      "redeliver_webhook_event",
      { subscription_id: hook.id, event_id: event.id },
      null,
      admin.headers,
    );
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json).toMatchObject({ status: "failed", error: expect.stringMatching(/may no longer see/) });
    expect(hook.receiver.received).toHaveLength(1);
  });
  it("redelivers an event as its endpoint may see it now: an answer hidden from carriers since is left out", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const field = { key: "seal_no", label: "Seal number", type: "text" };
    const fields = (hidden: boolean) =>
      op(
        "update_facility_settings",
        { facility_id: f.id, custom_fields: [{ ...field, hidden_from_carrier: hidden }] },
        staff,
      );
    expect((await fields(false)).status).toBe(200);
    const carrier = await carrierToken();
    const hook = await endpointBy({ token: carrier.token });
    const booked = await call(
      "request",
      bookingBody(f.id, localTime(f.timezone, "09:00"), 60, { custom_fields: { seal_no: "SEAL-7" } }),
      { token: carrier.token },
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    await drain();
    await hook.receiver.waitFor(1);
    const sent = JSON.parse(hook.receiver.received[0].body);
    expect(sent.data.appointment.custom_fields).toEqual({ seal_no: "SEAL-7" });

    expect((await fields(true)).status).toBe(200);
    const event = await db.outboxEvent.findFirstOrThrow({ where: { appointmentId: booked.json.id } });
    const again = await op(
      "redeliver_webhook_event",
      { subscription_id: hook.id, event_id: event.id },
      carrier.token,
    );
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    await hook.receiver.waitFor(2);
    const resent = hook.receiver.received[1];
    const body = JSON.parse(resent.body);
    expect(body.data.appointment.custom_fields).toEqual({});
    expect(resent.body).not.toContain("SEAL-7");
    // The same event to a receiver that keeps what it has seen: its webhook-id and timestamp.
    expect(resent.headers["webhook-id"]).toBe(hook.receiver.received[0].headers["webhook-id"]);
    expect(body.timestamp).toBe(sent.timestamp);
  });
});
