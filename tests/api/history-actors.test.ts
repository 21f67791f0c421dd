// Who did what, as each side may know it: staff read every name; a carrier
// reads its own company's people and tokens by name and the facility's as
// "facility staff", with no id of theirs.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createToken } from "@/lib/tokens/service";
import { bookingBody, carrierToken, db, localTime, makeFacility } from "./helpers";
import { op } from "./ops";
import { userSession } from "./support/admin-session";

type Event = { actor: string; actor_name: string | null; action: string };

describe("appointment history for carriers", () => {
  it("shows the facility's people and tokens as facility staff, and the carrier's own by name", async () => {
    const f = await makeFacility({ instantBooking: false });
    const carrier = await carrierToken();
    const staffName = `Night Shift ${randomUUID().slice(0, 6)}`;
    const staff = await userSession({ role: "staff", name: staffName, facility_ids: [f.id] });
    const wmsName = `Yard WMS ${randomUUID().slice(0, 6)}`;
    const wms = await createToken(db, { role: "staff", name: wmsName, facilityIds: [f.id] });
    const booked = await op(
      "request_facility_appointment",
      bookingBody(f.id, localTime(f.timezone, "10:00"), 60, { carrier: carrier.company }),
      carrier.token,
    );
    const id = booked.json.id as string;
    expect(
      (await op("update_facility_appointment_status", { id, action: "approve" }, null, staff.headers)).status,
    ).toBe(200);
    expect((await op("update_facility_appointment", { id, forklift: "FL-7" }, wms.token)).status).toBe(200);
    expect(
      (await op("update_facility_appointment", { id, trailer_number: "TR-1" }, carrier.token)).status,
    ).toBe(200);

    const seenByCarrier = await op("get_facility_appointment_history", { id }, carrier.token);
    const events = seenByCarrier.json.events as Event[];
    expect(events.map((e) => [e.action, e.actor === "facility" ? e.actor_name : "own"])).toEqual([
      ["requested", "own"],
      ["approved", "facility staff"],
      ["updated", "facility staff"],
      ["updated", "own"],
    ]);
    const text = JSON.stringify(seenByCarrier.json);
    for (const secret of [staffName, wmsName, staff.id, wms.id]) expect(text).not.toContain(secret);
    expect(events[0].actor).toMatch(/^token:/);

    const seenByStaff = (await op("get_facility_appointment_history", { id }, wms.token)).json
      .events as Event[];
    expect(seenByStaff.map((e) => e.actor_name)).toEqual([
      expect.any(String),
      staffName,
      wmsName,
      expect.any(String),
    ]);
  });
});
