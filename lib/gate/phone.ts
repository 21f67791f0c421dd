// The gate on a driver's own phone (/gate/<slug>/me, from the QR on the facility's sign): the tablet's
// check-in, status and work-in request, for anyone at a facility whose public link is on, run as the gate
// of that one facility. Nothing here is a rule of its own: each call is the tablet's (./check-in.ts,
// ./work-in.ts), with its answers and refusals. What differs is who is counted: a phone has a tablet's
// wrong-code allowance, and so does its network address, so that forgetting the cookie buys no new one.
import { GATE_PHONE_ACTOR, type Caller } from "../core/caller";
import { forbidden, notFound } from "../core/errors";
import type { Db } from "../db";
import { openToPublic } from "../facilities/public";
import { gateCheckIn, gateStatus } from "./check-in";
import { requestGateWorkIn } from "./work-in";
import type { GateAppointment, PhoneCheckInInput, PhoneStatusInput, PhoneWorkInInput } from "./schema";

export { GATE_PHONE_COOKIE } from "./phone-cookie";

const PHONE_ID = /^[0-9a-f-]{36}$/;

/** Who is calling, as the API wrapper knows it: the network address, the phone's cookie, and the page's site. */
export type GateClient = { address: string; phone: string | undefined; sameSite: boolean };

/** The facility at `slug`, when it is open to strangers; else the same 404 as for a slug that names none. */
async function phoneGate(db: Db, slug: string, client: GateClient): Promise<Caller> {
  // A cookie rides along with a form another site posts: the phone's calls come from the gate's own page.
  if (!client.sameSite) throw forbidden("the gate on a phone is used from this site's own pages");
  const f = await db.facility.findUnique({ where: { slug }, select: { id: true, publicBooking: true } });
  if (!f || !openToPublic(f)) throw notFound("facility");
  // The gate of this one facility, handed to the gate's functions and to nothing else.
  return { actor: GATE_PHONE_ACTOR, role: "staff", facilityIds: [f.id], carrierCompanyId: null };
}

/** The allowances a phone's wrong codes count against, at this facility: its own, and its address's. */
function counted(facilityId: string, client: GateClient): string[] {
  const keys = [`gate-address:${facilityId}:${client.address}`];
  if (client.phone && PHONE_ID.test(client.phone)) keys.push(`gate-phone:${facilityId}:${client.phone}`);
  return keys;
}

export async function phoneCheckIn(
  db: Db,
  client: GateClient,
  { slug, ...input }: PhoneCheckInInput,
): Promise<GateAppointment> {
  const gate = await phoneGate(db, slug, client);
  const facilityId = gate.facilityIds[0];
  return gateCheckIn(db, gate, { ...input, facility_id: facilityId }, counted(facilityId, client));
}

/**
 * The appointment this phone checked in (or asked for), followed until the driver has their door. Its id
 * alone is not enough: the code that the check-in answered must match too, so that an id seen elsewhere
 * shows a stranger nothing.
 */
export async function phoneStatus(
  db: Db,
  client: GateClient,
  { slug, confirmation_code, appointment_id }: PhoneStatusInput,
): Promise<GateAppointment> {
  const gate = await phoneGate(db, slug, client);
  const a = await gateStatus(db, gate, { facility_id: gate.facilityIds[0], appointment_id });
  if (a.confirmation_code !== confirmation_code.trim().toUpperCase()) throw notFound("appointment");
  return a;
}

export async function phoneWorkIn(
  db: Db,
  client: GateClient,
  { slug, ...input }: PhoneWorkInInput,
): Promise<GateAppointment> {
  const gate = await phoneGate(db, slug, client);
  return requestGateWorkIn(db, gate, { ...input, facility_id: gate.facilityIds[0] });
}
