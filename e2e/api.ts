// Calls to the app's own API from a test, with the browser context's session
// (page.request shares its cookies), to change the world behind the page.
import type { APIRequestContext } from "@playwright/test";

export async function facilityId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post("/api/service.v1.search_facilities", { data: { query: name } });
  const list = (await res.json()) as { id: string; name: string }[];
  const found = list.find((f) => f.name === name);
  if (!found) throw new Error(`no facility named ${name}`);
  return found.id;
}

/** Books the same time until no dock is left, as other carriers would. Returns how many were booked. */
export async function bookUntilFull(request: APIRequestContext, body: { facility_id: string; scheduled_start_time: string; scheduled_end_time: string; type: string; load_type_ids?: string[] }) {
  for (let booked = 0; booked < 50; booked++) {
    const res = await request.post("/api/service.v1.request_facility_appointment", {
      data: { ...body, carrier: "Rival Freight", carrier_phone: "+1 312 555 0142", quantity: 10, units: "Pallets", order_info: [{ reference_id: `RIVAL-${booked}` }] },
    });
    if (res.status() === 409) return booked;
    if (!res.ok()) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
  }
  throw new Error("the slot never filled up");
}
