// get_facility_appointment and get_facility_appointment_history: one
// appointment, scoped as the list is (404 for what the caller may not see).
import type { Db } from "../db";
import { MANAGE_LINK_ACTOR, PUBLIC_LINK_ACTOR, type Caller } from "../core/caller";
import { visibleAppointment } from "./access";
import type { Changes } from "./fields";
import type { AppointmentHistory, AppointmentIdInput } from "./lifecycle-schema";
import { toRecord } from "./record";
import type { FacilityAppointment } from "./schema";

export async function getAppointment(
  db: Db,
  caller: Caller,
  input: AppointmentIdInput,
): Promise<FacilityAppointment> {
  return toRecord(await visibleAppointment(db, caller, input.id), caller);
}

/** Readable names for actors: a user's name, a token's name or prefix. Never an e-mail or a secret. */
async function actorNames(db: Db, actors: string[]): Promise<Map<string, string>> {
  const ids = (prefix: string) => [
    ...new Set(actors.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length))),
  ];
  const [users, tokens] = await Promise.all([
    db.user.findMany({ where: { id: { in: ids("user:") } }, select: { id: true, name: true } }),
    db.apiToken.findMany({
      where: { id: { in: ids("token:") } },
      select: { id: true, name: true, prefix: true },
    }),
  ]);
  const names = new Map<string, string>([
    ["admin-cli", "admin command line"],
    [PUBLIC_LINK_ACTOR, "public booking link"],
    [MANAGE_LINK_ACTOR, "carrier, by the appointment's link"],
  ]);
  users.forEach((u) => u.name && names.set(`user:${u.id}`, u.name));
  tokens.forEach((t) => names.set(`token:${t.id}`, t.name || `${t.prefix}…`));
  return names;
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
  const names = await actorNames(
    db,
    events.map((e) => e.actor),
  );
  const out: AppointmentHistory["events"] = [];
  for (const e of events) {
    const changes = JSON.parse(e.changes) as Changes;
    // notes are facility-internal: carriers see neither them nor an event that only touched them.
    if (caller.role !== "staff" && caller.role !== "admin" && "notes" in changes) {
      delete changes.notes;
      if (!Object.keys(changes).length) continue;
    }
    out.push({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actor,
      actor_name: names.get(e.actor) ?? null,
      action: e.action,
      changes,
    });
  }
  return { appointment_id: row.id, events: out };
}
