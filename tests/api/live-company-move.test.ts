// An appointment staff move to another carrier company: each company's stream
// carries the events that were its own when they happened. A resumed stream of
// the new company must not replay what the appointment did under the old one.
import { describe, expect, it } from "vitest";
import { bookingBody, carrierToken, db, localTime, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { streamsClosedAfterAll } from "./support/event-stream";

const stream = streamsClosedAfterAll();

describe("live updates after an appointment changes company", () => {
  it("resumes the new company's stream with the events after the move only", async () => {
    const f = await makeFacility();
    const staff = await staffToken([f.id]);
    const [c, d] = [await carrierToken(), await carrierToken()];
    const book = (hhmm: string, token: string) =>
      op("request_facility_appointment", bookingBody(f.id, localTime(f.timezone, hhmm)), token);

    // D's stream, left at its own booking: the cursor it resumes from, before C books.
    const first = await stream({ token: d.token });
    const own = await book("08:00", d.token);
    expect(own.status).toBe(200);
    const cursor = (await first.next((m) => m.json?.appointment?.id === own.json.id)).id!;
    await first.close();

    const ofC = await book("10:00", c.token);
    expect(ofC.status).toBe(200);
    const id = ofC.json.id as string;
    const companyD = await db.carrierCompany.findUniqueOrThrow({ where: { name: d.company } });
    const linked = await op(
      "link_appointment_carrier_account",
      { id, carrier_company_id: companyD.id },
      staff,
    );
    expect(linked.status).toBe(200);
    const moved = await op("update_facility_appointment", { id, trailer_number: "TR-42" }, staff);
    expect(moved.status).toBe(200);

    const resumed = await stream({ token: d.token }, {}, { "last-event-id": cursor });
    await resumed.next((m) => m.json?.appointment?.id === id && m.event === "appointment.updated");
    const ofMoved = resumed.messages.filter((m) => m.json?.appointment?.id === id);
    expect(ofMoved.map((m) => [m.event, m.json.appointment.trailer_number])).toEqual([
      ["appointment.updated", "TR-42"],
    ]);
    // C, resumed from the same cursor, lists the appointment no more and so reads none of its events,
    // not even its own booking's: up to C's next booking, nothing of the moved appointment.
    const later = await book("12:00", c.token);
    expect(later.status).toBe(200);
    const ofCStream = await stream({ token: c.token }, {}, { "last-event-id": cursor });
    await ofCStream.next((m) => m.json?.appointment?.id === later.json.id);
    expect(ofCStream.messages.filter((m) => m.json?.appointment?.id === id)).toEqual([]);
  });
});
