// What a TMS writes against the SSC's published document and nothing of
// Dockside's: a client whose types openapi-typescript generated from the
// standard's v1.1/openapi.yaml (generated/ssc.d.ts, made by
// tests/api/ssc-client.test.ts) and openapi-fetch's runtime. It is compiled
// strictly against those types alone (this folder's tsconfig), so a call the
// standard does not describe fails to compile. Dockside's own property,
// bookingDetails, goes where the standard allows properties of one's own.
import createClient from "openapi-fetch";
import type { paths } from "./generated/ssc";

type ScheduleRequest =
  paths["/appointments/v1/schedule-appointment"]["post"]["requestBody"]["content"]["application/json"];

/** An answer of the standard's, if it is its SUCCESS (its PENDING and FAILURE have none of the fields). */
const succeeded = <T extends { status: string }>(answer: T | undefined) =>
  answer?.status === "SUCCESS" ? (answer as Extract<T, { status: "SUCCESS" }>) : undefined;

export type Journey = {
  offered: number;
  booked: { id: string; confirmation: string; status: string };
  read: { status: string; confirmation: string };
  moved: { start: string };
  cancelled: { status: string };
};

/** Finds a time at `locationId` on `day`, books it for `load`, reads it, moves it to a later time and cancels it. */
export async function bookReadMoveCancel(
  baseUrl: string,
  token: string,
  locationId: string,
  day: string,
  load: string,
): Promise<Journey> {
  const ssc = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

  const open = await ssc.POST("/appointments/v1/fetch-available-appointments", {
    body: { identifiers: { primaryReferenceNumber: load, locationId }, dateRestrictions: { exactDate: day } },
  });
  if (open.data?.status !== "SUCCESS")
    throw new Error(`no times offered: ${JSON.stringify(open.data ?? open.error)}`);
  const times = open.data.appointments ?? [];
  const [first, later] = [times[2], times[6]];
  if (!first?.id || !later?.arrivalWindow) throw new Error("fewer than seven times offered");

  const request: ScheduleRequest & { bookingDetails: Record<string, unknown> } = {
    identifiers: { primaryReferenceNumber: load, locationId },
    preferredAppointment: { id: first.id },
    bookingDetails: {
      carrierName: "Lakeside TMS Freight",
      carrierPhone: "+1 312 555 0100",
      quantity: 12,
      units: "Pallets",
    },
  };
  const booked = await ssc.POST("/appointments/v1/schedule-appointment", { body: request });
  const made = booked.data;
  if (made?.status !== "SUCCESS" || !made.appointment?.id || !made.appointmentConfirmationNumber)
    throw new Error(`not booked: ${JSON.stringify(booked.data ?? booked.error)}`);

  const read = await ssc.POST("/appointments/v1/fetch-appointment-details", {
    body: { identifiers: { primaryReferenceNumber: load } },
  });
  const moved = await ssc.POST("/appointments/v1/reschedule-appointment", {
    body: {
      identifiers: { appointmentId: made.appointment.id },
      preferredAppointment: { arrivalWindow: later.arrivalWindow },
    },
  });
  const cancelled = await ssc.POST("/appointments/v1/cancel-appointment", {
    body: { identifiers: { appointmentId: made.appointment.id }, comment: "load cancelled by the shipper" },
  });
  return {
    offered: times.length,
    booked: {
      id: made.appointment.id,
      confirmation: made.appointmentConfirmationNumber,
      status: made.status,
    },
    read: {
      status: succeeded(read.data)?.appointmentStatus ?? "none",
      confirmation: succeeded(read.data)?.appointmentConfirmationNumber ?? "none",
    },
    moved: { start: succeeded(moved.data)?.appointment.arrivalWindow?.startDateTime ?? "none" },
    cancelled: { status: cancelled.data?.status ?? "none" },
  };
}
