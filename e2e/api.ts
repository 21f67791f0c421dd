// Calls to the app's own API from a test, with the browser context's session
// (page.request shares its cookies), to change the world behind the page.
import type { APIRequestContext } from "@playwright/test";
import { DateTime } from "luxon";

export async function facilityId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post("/api/service.v1.search_facilities", { data: { query: name } });
  const list = (await res.json()) as { id: string; name: string }[];
  const found = list.find((f) => f.name === name);
  if (!found) throw new Error(`no facility named ${name}`);
  return found.id;
}

/** Books the same time until no dock is left, as other carriers would. Returns how many were booked. */
export async function bookUntilFull(
  request: APIRequestContext,
  body: {
    facility_id: string;
    scheduled_start_time: string;
    scheduled_end_time: string;
    type: string;
    load_type_ids?: string[];
  },
) {
  for (let booked = 0; booked < 50; booked++) {
    const res = await request.post("/api/service.v1.request_facility_appointment", {
      data: {
        ...body,
        carrier: "Rival Freight",
        carrier_phone: "+1 312 555 0142",
        quantity: 10,
        units: "Pallets",
        order_info: [{ reference_id: `RIVAL-${booked}` }],
      },
    });
    if (res.status() === 409) return booked;
    if (!res.ok()) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
  }
  throw new Error("the slot never filled up");
}

type Booked = { id: string; confirmation_code: string; scheduled_start_time: string; status: string };

/** The first offered start at least `daysAhead` local days away, booked through the API with the page's session. */
export async function bookFreeSlot(
  request: APIRequestContext,
  facility: { id: string; zone: string },
  opts: {
    daysAhead: number;
    carrier: string;
    reference: string;
    type?: "Inbound" | "Outbound";
    minutes?: number;
    emails?: string[];
  },
): Promise<Booked> {
  const minutes = opts.minutes ?? 60;
  const type = opts.type ?? "Inbound";
  const from = DateTime.now().setZone(facility.zone).plus({ days: opts.daysAhead }).toISODate()!;
  const to = DateTime.fromISO(from).plus({ days: 7 }).toISODate()!;
  const res = await request.post("/api/service.v1.get_facility_availability", {
    data: { facility_id: facility.id, start: from, end: to, type, duration_minutes: minutes },
  });
  if (!res.ok()) throw new Error(`availability: ${res.status()} ${await res.text()}`);
  const slot = ((await res.json()) as { slots: { start_time: string; end_time: string }[] }).slots[0];
  if (!slot) throw new Error("no free slot in a week");
  const booked = await request.post("/api/service.v1.request_facility_appointment", {
    data: {
      facility_id: facility.id,
      scheduled_start_time: slot.start_time,
      scheduled_end_time: slot.end_time,
      type,
      carrier: opts.carrier,
      carrier_phone: "+1 312 555 0177",
      carrier_emails: opts.emails,
      quantity: 18,
      units: "Pallets",
      order_info: [{ reference_id: opts.reference }],
    },
  });
  if (!booked.ok()) throw new Error(`booking: ${booked.status()} ${await booked.text()}`);
  return (await booked.json()) as Booked;
}

/**
 * The first free hour at least `daysAhead` local days away, booked through a facility's public link (no
 * account): the answer's manage link and appointment.
 */
export async function bookPublicLink(
  request: APIRequestContext,
  facility: { slug: string; zone: string },
  opts: { daysAhead: number; carrier: string; email: string; phone: string; reference: string },
): Promise<{ manage_url: string; appointment: { id: string } }> {
  const from = DateTime.now().setZone(facility.zone).plus({ days: opts.daysAhead }).toISODate()!;
  const open = await request.post("/api/service.v1.get_public_availability", {
    data: {
      slug: facility.slug,
      start: from,
      end: DateTime.fromISO(from).plus({ days: 6 }).toISODate()!,
      type: "Inbound",
      duration_minutes: 60,
    },
  });
  if (!open.ok()) throw new Error(`availability failed: ${open.status()} ${await open.text()}`);
  const slot = ((await open.json()) as { slots: { start_time: string; end_time: string }[] }).slots[0];
  const res = await request.post("/api/service.v1.request_public_appointment", {
    data: {
      slug: facility.slug,
      type: "Inbound",
      scheduled_start_time: slot.start_time,
      scheduled_end_time: slot.end_time,
      carrier: opts.carrier,
      carrier_email: opts.email,
      carrier_phone: opts.phone,
      quantity: 4,
      units: "Pallets",
      order_info: [{ reference_id: opts.reference }],
    },
  });
  if (!res.ok()) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { manage_url: string; appointment: { id: string } };
}
