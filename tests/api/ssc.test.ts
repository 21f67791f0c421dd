// The SSC v1.1.1 appointment API under /ssc/appointments/v1/: a TMS's whole
// round (find a time, book it, read it, move it, cancel it) and its failures,
// every request held to the standard's request schema and every answer to its
// response schema, from the SSC's own document (./support/ssc-document.ts).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as route from "@/app/ssc/appointments/v1/[operation]/route";
import { carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { setStatus } from "./ops";
import { Webhook } from "standardwebhooks";
import { runOutboxOnce } from "@/lib/worker/worker";
import * as subscriptions from "@/app/ssc/webhooks/v1/subscriptions/route";
import * as subscription from "@/app/ssc/webhooks/v1/subscriptions/[subscriptionId]/route";
import { ownDatabase } from "./support/own-database";
import { sscDocument } from "./support/ssc-document";
import { startReceiver } from "./support/webhook-receiver";

// A database of the file's own: the subscription test runs the outbox worker, which dispatches the oldest
// waiting events first, and in the whole suite other files' undelivered events came before this file's.
ownDatabase();
const ssc = sscDocument();

const BOOKING = { carrierPhone: "+1 312 555 0100", quantity: 20, units: "Pallets" };

/** POSTs `body` to the operation as a client of the document would, and holds the answer to the document. */
async function send(operation: string, body: unknown, token?: string, status = 200) {
  const path = `/appointments/v1/${operation}`;
  expect(ssc!.requestErrors(path, body), "the request is not the standard's").toEqual([]);
  return sendRaw(operation, body, token, status);
}

async function sendRaw(operation: string, body: unknown, token?: string, status = 200) {
  const res = await route.POST(
    new Request(`http://localhost/ssc/appointments/v1/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(status);
  const path = `/appointments/v1/${operation}`;
  const problems = status === 200 ? ssc!.answerErrors(path, 200, json) : ssc!.failureErrors(json);
  expect(problems, JSON.stringify(json)).toEqual([]);
  return json;
}

const slugOf = async (id: string) => (await db.facility.findUniqueOrThrow({ where: { id } })).slug;

const KIND = "https://docs.freightapis.org/problemDetails/";
const failed = (kind: string) => ({
  status: "FAILURE",
  problemDetails: [expect.objectContaining({ title: `${KIND}${kind}` })],
});

describe.skipIf(!ssc)("SSC v1.1.1 appointments", () => {
  it("books, reads, moves and cancels an appointment at an instant-booking facility", async () => {
    const f = await makeFacility({ docks: 1, instantBooking: true });
    const slug = await slugOf(f.id);
    const { token } = await carrierToken();
    const load = `LOAD-${randomUUID().slice(0, 8)}`;
    const day = localTime(f.timezone, "00:00", 3).toISODate()!;

    const open = await send(
      "fetch-available-appointments",
      {
        identifiers: { primaryReferenceNumber: load, stopSequenceNumber: 1, locationId: slug },
        dateRestrictions: { exactDate: day },
      },
      token,
    );
    expect(open, JSON.stringify(open)).toMatchObject({ status: "SUCCESS", locationId: f.id });
    expect(open.appointments.length).toBeGreaterThan(20);
    expect(open.appointments[0]).toMatchObject({
      appointmentType: "AUTOMATIC",
      arrivalWindow: { duration: expect.any(String) },
    });
    const [first, later] = [open.appointments[10], open.appointments[20]];

    const booked = await send(
      "schedule-appointment",
      {
        identifiers: { primaryReferenceNumber: load, poNumber: `PO-${load}`, locationId: f.id },
        preferredAppointment: { id: first.id, loadingType: "DROP" },
        comment: "dock 4 if you can",
        bookingDetails: BOOKING,
      },
      token,
    );
    expect(booked).toMatchObject({
      status: "SUCCESS",
      appointmentStatus: "CONFIRMED",
      appointment: { arrivalWindow: first.arrivalWindow, loadingType: "DROP" },
      locationId: f.id,
    });
    const row = await db.appointment.findUniqueOrThrow({
      where: { id: booked.appointment.id },
      include: { orders: { orderBy: { position: "asc" } } },
    });
    expect(row).toMatchObject({
      confirmationCode: booked.appointmentConfirmationNumber,
      loadingType: "Drop",
      type: "Inbound",
    });
    expect(row.orders.map((o) => o.referenceId)).toEqual([load, `PO-${load}`]);

    const read = await send(
      "fetch-appointment-details",
      { identifiers: { primaryReferenceNumber: load } },
      token,
    );
    expect(read).toMatchObject({
      status: "SUCCESS",
      appointmentStatus: "CONFIRMED",
      appointmentConfirmationNumber: booked.appointmentConfirmationNumber,
      appointment: { id: booked.appointment.id },
    });

    // Only the times it could move to, its own time counted free.
    const moves = await send(
      "fetch-available-appointments",
      {
        identifiers: { appointmentId: booked.appointment.id },
        dateRestrictions: { startDate: day, endDate: day },
      },
      token,
    );
    expect(moves.appointments.map((a: { id: string }) => a.id)).toContain(first.id);

    const moved = await send(
      "reschedule-appointment",
      {
        identifiers: { poNumber: `PO-${load}`, locationId: slug },
        preferredAppointment: { arrivalWindow: later.arrivalWindow },
        reasonCode: "LATE_TRUCK",
      },
      token,
    );
    expect(moved).toMatchObject({
      status: "SUCCESS",
      appointment: { id: booked.appointment.id, arrivalWindow: later.arrivalWindow },
      appointmentConfirmationNumber: booked.appointmentConfirmationNumber,
    });

    expect(
      await send(
        "cancel-appointment",
        { identifiers: { appointmentId: booked.appointment.id }, comment: "load moved" },
        token,
      ),
    ).toEqual({ status: "SUCCESS" });
    expect(
      await send(
        "fetch-appointment-details",
        { identifiers: { appointmentId: booked.appointment.id } },
        token,
      ),
    ).toMatchObject({
      appointmentStatus: "CANCELED",
      mostRecentComment: "load moved",
    });
    // Cancelled already: the standard's appointmentError, with Dockside's reason.
    const again = await send(
      "cancel-appointment",
      { identifiers: { appointmentId: booked.appointment.id } },
      token,
    );
    expect(again).toMatchObject(failed("appointmentError"));
    expect(again.problemDetails[0].detail).toMatch(/^invalid_transition: /);
  });

  it("answers PENDING where staff approve, then REJECTED once they decline", async () => {
    const f = await makeFacility({ instantBooking: false });
    const { token } = await carrierToken();
    const staff = await staffToken([f.id]);
    const load = `LOAD-${randomUUID().slice(0, 8)}`;
    const day = localTime(f.timezone, "00:00", 3).toISODate()!;
    const open = await send(
      "fetch-available-appointments",
      { identifiers: { locationId: f.id }, dateRestrictions: { exactDate: day } },
      token,
    );
    expect(open.appointments[0].appointmentType).toBe("DEFERRED");

    const booked = await send(
      "schedule-appointment",
      {
        identifiers: { bolNumber: load, locationId: f.id },
        preferredAppointment: { id: open.appointments[5].id },
        bookingDetails: BOOKING,
      },
      token,
    );
    expect(booked).toEqual({ status: "PENDING" });
    const read = await send("fetch-appointment-details", { identifiers: { bolNumber: load } }, token);
    expect(read.appointmentStatus).toBe("PENDING");

    expect((await setStatus(read.appointment.id, "decline", staff)).status).toBe(200);
    expect(
      (await send("fetch-appointment-details", { identifiers: { bolNumber: load } }, token))
        .appointmentStatus,
    ).toBe("REJECTED");
  });

  it("fails with the standard's problem kinds, never a 500", async () => {
    const f = await makeFacility({ docks: 1 });
    const { token } = await carrierToken();
    const other = await carrierToken();
    const day = localTime(f.timezone, "10:00", 3);
    const window = { startDateTime: day.toISO(), duration: "PT1H" };
    const at = {
      identifiers: { primaryReferenceNumber: "L-1", locationId: f.id },
      preferredAppointment: { arrivalWindow: window },
    };

    // What Dockside cannot find, or that is not the caller's.
    expect(
      await send(
        "fetch-appointment-details",
        { identifiers: { primaryReferenceNumber: "NO-SUCH-LOAD" } },
        token,
      ),
    ).toMatchObject(failed("entityNotFound"));
    expect(
      await send("fetch-appointment-details", { identifiers: { appointmentId: "not-an-id" } }, token),
    ).toMatchObject(failed("entityNotFound"));
    expect(
      await send("fetch-available-appointments", { identifiers: { locationId: "no-such-facility" } }, token),
    ).toMatchObject(failed("entityNotFound"));
    // What Dockside does not do.
    expect(
      await send("fetch-available-appointments", { identifiers: { requestIdentifier: "R1" } }, token),
    ).toMatchObject(failed("capabilityNotSupportedError"));
    expect(
      await send(
        "fetch-available-appointments",
        { identifiers: { locationAddress: { postalCode: "60607" } } },
        token,
      ),
    ).toMatchObject(failed("capabilityNotSupportedError"));
    expect(
      await send(
        "schedule-appointment",
        {
          ...at,
          preferredAppointment: { arrivalWindow: window, appointmentType: "FCFS" },
          bookingDetails: BOOKING,
        },
        token,
      ),
    ).toMatchObject(failed("capabilityNotSupportedError"));
    expect(
      await send(
        "schedule-appointment",
        { ...at, preferredAppointment: { id: "tomorrow-ish" }, bookingDetails: BOOKING },
        token,
      ),
    ).toMatchObject(failed("entityNotFound"));

    // What a booking needs beyond the standard, named by the request's own keys.
    const bare = await send("schedule-appointment", at, token);
    expect(bare).toMatchObject(failed("invalidArgumentError"));
    expect(bare.problemDetails[0].arguments.map((a: { key: string }) => a.key)).toEqual(
      expect.arrayContaining([
        "bookingDetails.carrierPhone",
        "bookingDetails.quantity",
        "bookingDetails.units",
      ]),
    );

    // A taken time: Dockside's 409 as the standard's appointmentError.
    expect((await send("schedule-appointment", { ...at, bookingDetails: BOOKING }, token)).status).toBe(
      "SUCCESS",
    );
    const taken = await send(
      "schedule-appointment",
      { ...at, identifiers: { poNumber: "PO-2", locationId: f.id }, bookingDetails: BOOKING },
      other.token,
    );
    expect(taken).toMatchObject(failed("appointmentError"));
    expect(taken.problemDetails[0].detail).toMatch(/^no_capacity: /);
    // Another company's load is not found for it.
    expect(
      await send("cancel-appointment", { identifiers: { primaryReferenceNumber: "L-1" } }, other.token),
    ).toMatchObject(failed("entityNotFound"));

    // Not the standard's request at all: a 400 with its failure object.
    const wrong = await sendRaw(
      "fetch-appointment-details",
      { identifiers: { loadNumber: "L-1" } },
      token,
      400,
    );
    expect(wrong).toMatchObject(failed("invalidArgumentError"));
    // No token: 401, still the standard's failure object.
    await sendRaw(
      "fetch-appointment-details",
      { identifiers: { primaryReferenceNumber: "L-1" } },
      undefined,
      401,
    );
    await sendRaw("fetch-everything", {}, token, 404);
  });

  it("subscribes to appointment-changed and delivers the standard's event, signed, through the outbox", async () => {
    const f = await makeFacility({ instantBooking: true });
    const { token } = await carrierToken();
    const receiver = await startReceiver();
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = "1";
    const base = "/webhooks/v1/subscriptions";
    const rest = async (
      handler: (req: Request) => Promise<Response>,
      method: string,
      path: string,
      body?: unknown,
    ) => {
      const documented = base + (path ? "/{subscriptionId}" : "");
      if (body !== undefined) expect(ssc!.requestErrors(documented, body, method.toLowerCase())).toEqual([]);
      const res = await handler(
        new Request(`http://localhost/ssc${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { "content-type": "application/json" } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        }),
      );
      const json = res.status === 204 ? undefined : await res.json();
      if (json !== undefined && res.status < 300)
        expect(
          ssc!.answerErrors(documented, res.status, json, method.toLowerCase()),
          JSON.stringify(json),
        ).toEqual([]);
      return { status: res.status, json, headers: res.headers };
    };
    try {
      const made = await rest(subscriptions.POST, "POST", "", {
        eventTypes: ["appointment-changed", "fetch-available-appointments"],
        callbackUrl: receiver.url,
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      expect(made.json).toMatchObject({ eventTypes: ["appointment-changed"], callbackUrl: receiver.url });
      const id = made.json.subscriptionId as string;
      expect(made.headers.get("location")).toBe(`http://localhost/ssc${base}/${id}`);
      const listed = await rest(subscriptions.GET, "GET", "");
      expect(listed.json.subscriptions).toEqual([
        { subscriptionId: id, eventTypes: ["appointment-changed"], callbackUrl: receiver.url },
      ]);
      expect((await rest(subscription.GET, "GET", `/${id}`)).json.subscriptionId).toBe(id);

      const load = `LOAD-${randomUUID().slice(0, 8)}`;
      const day = localTime(f.timezone, "10:00", 3);
      const booked = await send(
        "schedule-appointment",
        {
          identifiers: { primaryReferenceNumber: load, locationId: f.id },
          preferredAppointment: { arrivalWindow: { startDateTime: day.toISO(), duration: "PT1H30M" } },
          bookingDetails: BOOKING,
        },
        token,
      );
      await send(
        "cancel-appointment",
        { identifiers: { primaryReferenceNumber: load }, comment: "truck broke down" },
        token,
      );
      // One delivery of an appointment at a time, in order: a run per event.
      for (let run = 0; run < 5 && receiver.received.length < 2; run++)
        await runOutboxOnce(db, { reminders: false });
      expect(receiver.received.length).toBe(2);
      const wh = new Webhook(made.json.signingSecret);
      const [created, cancelled] = receiver.received.map((r) =>
        wh.verify(r.body, r.headers as Record<string, string>),
      );
      for (const event of [created, cancelled])
        expect(ssc!.eventErrors("appointment-changed", event), JSON.stringify(event)).toEqual([]);
      expect(created).toMatchObject({
        identifiers: { primaryReferenceNumber: load, locationId: f.id },
        currentAppointment: {
          appointment: { id: booked.appointment.id, arrivalWindow: { duration: "PT1H30M" } },
          appointmentStatus: "CONFIRMED",
        },
      });
      expect(cancelled).toMatchObject({
        currentAppointment: { appointmentStatus: "CANCELED" },
        previousAppointment: { appointmentStatus: "CONFIRMED" },
        comment: "truck broke down",
      });

      expect(
        (
          await rest(subscription.PUT, "PUT", `/${id}`, {
            eventTypes: ["appointment-changed"],
            callbackUrl: `${receiver.url}/moved`,
          })
        ).json.callbackUrl,
      ).toBe(`${receiver.url}/moved`);
      const onlyAvailability = await rest(subscriptions.POST, "POST", "", {
        eventTypes: ["fetch-available-appointments"],
        callbackUrl: receiver.url,
      });
      expect(onlyAvailability.status).toBe(400);
      expect(ssc!.failureErrors(onlyAvailability.json)).toEqual([]);
      expect(onlyAvailability.json).toMatchObject(failed("capabilityNotSupportedError"));
      expect((await rest(subscription.DELETE, "DELETE", `/${id}`)).status).toBe(204);
      expect((await rest(subscription.GET, "GET", `/${id}`)).status).toBe(404);
    } finally {
      delete process.env.WEBHOOK_ALLOW_PRIVATE_URLS;
      await receiver.close();
    }
  });
});
