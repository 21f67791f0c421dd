// get_facility_appointment and get_facility_appointment_history: one
// appointment, scoped as the list is (404 for what the caller may not see).
import type { Db } from "../db";
import { GATE_PHONE_ACTOR, MANAGE_LINK_ACTOR, PUBLIC_LINK_ACTOR, type Caller } from "../core/caller";
import { visibleAppointment } from "../record/access";
import { ACCOUNT_FIELD } from "./carrier-account";
import type { Changes } from "../record/fields";
import type { AppointmentHistory, AppointmentIdInput } from "./lifecycle-schema";
import { changesFor, toRecord } from "../record/record";
import { parseFields } from "../fields/values";
import type { FacilityAppointment } from "../record/schema";

export async function getAppointment(
  db: Db,
  caller: Caller,
  input: AppointmentIdInput,
): Promise<FacilityAppointment> {
  return toRecord(await visibleAppointment(db, caller, input.id), caller);
}

type Actor = { name: string | null; carrierCompanyId: string | null; carrier: boolean };

/** Who the actors are: a user's or token's name (never an e-mail or a secret) and which company they act for. */
async function actorsOf(db: Db, actors: string[]): Promise<Map<string, Actor>> {
  const ids = (prefix: string) => [
    ...new Set(actors.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length))),
  ];
  const [users, tokens, gates] = await Promise.all([
    db.user.findMany({
      where: { id: { in: ids("user:") } },
      select: { id: true, name: true, role: true, carrierCompanyId: true },
    }),
    db.apiToken.findMany({
      where: { id: { in: ids("token:") } },
      select: { id: true, name: true, prefix: true, role: true, carrierCompanyId: true },
    }),
    db.gateLink.findMany({ where: { id: { in: ids("gate:") } }, select: { id: true, name: true } }),
  ]);
  const out = new Map<string, Actor>([
    ["admin-cli", { name: "admin command line", carrierCompanyId: null, carrier: false }],
    [PUBLIC_LINK_ACTOR, { name: "public booking link", carrierCompanyId: null, carrier: true }],
    [GATE_PHONE_ACTOR, { name: "driver's phone at the gate", carrierCompanyId: null, carrier: false }],
    [
      MANAGE_LINK_ACTOR,
      { name: "carrier, by the appointment's link", carrierCompanyId: null, carrier: true },
    ],
  ]);
  for (const u of users)
    out.set(`user:${u.id}`, {
      name: u.name || null,
      carrierCompanyId: u.carrierCompanyId,
      carrier: u.role === "carrier",
    });
  for (const t of tokens)
    out.set(`token:${t.id}`, {
      name: t.name || `${t.prefix}…`,
      carrierCompanyId: t.carrierCompanyId,
      carrier: t.role === "carrier",
    });
  for (const g of gates)
    out.set(`gate:${g.id}`, {
      name: `gate${g.name ? `: ${g.name}` : ""}`,
      carrierCompanyId: null,
      carrier: false,
    });
  return out;
}

/**
 * Staff see who did what. A carrier sees its own company's people and tokens
 * by name, and everyone else only as the facility (or another account): the
 * names of staff and their tokens are the facility's business.
 */
function shownActor(caller: Caller, actor: string, who: Actor | undefined) {
  if (caller.role !== "carrier" || (who && who.carrierCompanyId === caller.carrierCompanyId && who.carrier))
    return { actor, actor_name: who?.name ?? null };
  return who?.carrier
    ? { actor: "carrier", actor_name: "another carrier account" }
    : { actor: "facility", actor_name: "facility staff" };
}

export async function getAppointmentHistory(
  db: Db,
  caller: Caller,
  input: AppointmentIdInput,
): Promise<AppointmentHistory> {
  const row = await visibleAppointment(db, caller, input.id);
  const events = await db.appointmentEvent.findMany({
    where: { appointmentId: row.id },
    orderBy: [{ at: "asc" }, { id: "asc" }],
  });
  const actors = await actorsOf(
    db,
    events.map((e) => e.actor),
  );
  const out: AppointmentHistory["events"] = [];
  for (const e of events) {
    const changes = JSON.parse(e.changes) as Changes;
    const changedAny = Object.keys(changes).length > 0;
    // Only staff see which account an appointment was linked to before (it may name another company).
    if (caller.role !== "staff" && caller.role !== "admin") delete changes[ACCOUNT_FIELD];
    // What the record hides (staff's notes and override reason, hidden answers) stays hidden here; an event
    // that changed nothing else is not the caller's to see.
    const shown = changesFor(changes, caller, parseFields(row.facility.customFields));
    if (changedAny && !Object.keys(shown).length) continue;
    out.push({
      id: e.id,
      at: e.at.toISOString(),
      ...shownActor(caller, e.actor, actors.get(e.actor)),
      action: e.action,
      changes: shown,
    });
  }
  return { appointment_id: row.id, events: out };
}
