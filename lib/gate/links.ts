// Gate devices: a secret link staff make for a tablet at one facility's gate.
// Shown once, stored as its SHA-256, revocable. The device it stands for may
// only use the gate's operations (check-in, status, work-in request) at that
// facility: the API wrapper hands a gate caller to those operations alone.
import { newHandedOutSecret, secretHash } from "../core/handed-out-secret";
import type { Db } from "../db";
import { isStaffOf, type Caller } from "../core/caller";
import { forbidden, notFound } from "../core/errors";
import { publicUrl } from "../core/public-url";
import { callerForActor } from "../tokens/actor-rights";
import { isLocale, type Locale } from "../i18n/locales";
import type { GateLink } from "./link-schema";
import { recordAudit } from "../audit/record";

export const GATE_SECRET_PREFIX = "gate_";
/** The tablet's cookie: HttpOnly, sent with the gate page's own API calls. */
export const GATE_COOKIE = "dockside_gate";
// last_used_at is written at most this often per device.
const LAST_USED_RESOLUTION_MS = 60_000;

type Row = {
  id: string;
  facilityId: string;
  name: string;
  prefix: string;
  locale: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const shown = (r: Row): GateLink => ({
  id: r.id,
  facility_id: r.facilityId,
  name: r.name,
  prefix: r.prefix,
  locale: isLocale(r.locale) ? r.locale : null,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
  revoked_at: r.revokedAt?.toISOString() ?? null,
});

function assertManages(caller: Caller, facilityId: string): void {
  if (caller.gateLinkId || !isStaffOf(caller, facilityId))
    throw forbidden("only the facility's staff may manage its gate devices");
}

async function facilityOf(db: Db, caller: Caller, facilityId: string) {
  const f = await db.facility.findUnique({ where: { id: facilityId }, select: { id: true, slug: true } });
  if (!f) throw notFound("facility");
  assertManages(caller, f.id);
  return f;
}

export async function createGateLink(
  db: Db,
  caller: Caller,
  input: { facility_id: string; name?: string; locale?: Locale | null },
): Promise<GateLink & { secret: string; url: string }> {
  const f = await facilityOf(db, caller, input.facility_id);
  // 32 bytes = 256 bits, base64url: survives a cookie and a URL fragment.
  const secret = newHandedOutSecret(GATE_SECRET_PREFIX, 32);
  const row = await db.$transaction(async (tx) => {
    const made = await tx.gateLink.create({
      data: {
        facilityId: f.id,
        name: input.name ?? "",
        locale: input.locale ?? null,
        prefix: secret.slice(0, GATE_SECRET_PREFIX.length + 6),
        hash: secretHash(secret),
        createdBy: caller.actor,
      },
    });
    await recordAudit(tx, caller, {
      action: "create_gate_link",
      target: { kind: "gate_link", id: made.id },
      facilityIds: [f.id],
      before: null,
      after: shown(made),
    });
    return made;
  });
  return { ...shown(row), secret, url: publicUrl(`/gate/${f.slug}/connect#${secret}`) };
}

export async function listGateLinks(
  db: Db,
  caller: Caller,
  input: { facility_id: string },
): Promise<GateLink[]> {
  const f = await facilityOf(db, caller, input.facility_id);
  const rows = await db.gateLink.findMany({ where: { facilityId: f.id }, orderBy: { createdAt: "desc" } });
  return rows.map(shown);
}

export async function revokeGateLink(db: Db, caller: Caller, input: { id: string }): Promise<GateLink> {
  const row = await db.gateLink.findUnique({ where: { id: input.id } });
  // Another facility's device is not found, as if it did not exist.
  if (!row || caller.gateLinkId || !isStaffOf(caller, row.facilityId)) throw notFound("gate link");
  if (row.revokedAt) return shown(row);
  return changeGateLink(db, caller, "revoke_gate_link", row, { revokedAt: new Date() });
}

/** Sets the language a device shows drivers (null: the facility's default). */
export async function updateGateLink(
  db: Db,
  caller: Caller,
  input: { id: string; locale: Locale | null },
): Promise<GateLink> {
  const row = await db.gateLink.findUnique({ where: { id: input.id } });
  // As for revoking: another facility's device is not found.
  if (!row || caller.gateLinkId || !isStaffOf(caller, row.facilityId)) throw notFound("gate link");
  return changeGateLink(db, caller, "update_gate_link", row, { locale: input.locale });
}

async function changeGateLink(
  db: Db,
  caller: Caller,
  action: string,
  row: Row,
  data: { revokedAt?: Date; locale?: string | null },
): Promise<GateLink> {
  return db.$transaction(async (tx) => {
    const after = shown(await tx.gateLink.update({ where: { id: row.id }, data }));
    await recordAudit(tx, caller, {
      action,
      target: { kind: "gate_link", id: row.id },
      facilityIds: [row.facilityId],
      before: shown(row),
      after,
    });
    return after;
  });
}

/**
 * The caller a gate secret stands for, or null when it is unknown or revoked:
 * staff of its one facility for the gate's operations, recorded as "gate:<id>".
 */
export async function gateCallerForSecret(db: Db, secret: string, now = new Date()): Promise<Caller | null> {
  if (!secret.startsWith(GATE_SECRET_PREFIX) || secret.length > 200) return null;
  const row = await db.gateLink.findUnique({ where: { hash: secretHash(secret) } });
  const caller = row && (await deviceCaller(db, row, now));
  if (caller && (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS))
    await db.gateLink.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  return caller;
}

/** The device `id` as a caller now (a live-update stream reads it again while it is open); null as above. */
export async function gateCallerForLink(db: Db, id: string, now = new Date()): Promise<Caller | null> {
  const row = await db.gateLink.findUnique({ where: { id } });
  return row && deviceCaller(db, row, now);
}

async function deviceCaller(
  db: Db,
  row: { id: string; facilityId: string; createdBy: string; revokedAt: Date | null },
  now: Date,
): Promise<Caller | null> {
  if (row.revokedAt) return null;
  // A device acts for the staff member who connected it, within what they run now: one who left the
  // facility, or was deactivated, takes their devices with them (staff connect the tablet again).
  const maker = await callerForActor(db, row.createdBy, now);
  if (!maker || maker.gateLinkId || !isStaffOf(maker, row.facilityId)) return null;
  return {
    actor: `gate:${row.id}`,
    role: "staff",
    facilityIds: [row.facilityId],
    carrierCompanyId: null,
    gateLinkId: row.id,
  };
}
