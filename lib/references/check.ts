// A booking's reference check, in two halves placed where they belong in the
// booking path: before the booking lock, the list and the warehouse's hook
// (a slow warehouse server must not hold the facility's lock); under it, the
// unique rule (two racing bookings with one reference cannot both see it free).
// Staff may pass a refused reference with their override_reason, as they pass
// the facility's rules; carriers and the public link cannot.
import { DateTime } from "luxon";
import { statementsOf, type Db } from "../db";
import type { Statements } from "../db/sql";
import { conflict, DomainError } from "../core/errors";
import type { Caller } from "../core/caller";
import type { FacilityAppointment } from "../record/schema";
import { askHook, validationBody } from "./hook";
import { heldReference, listedReferences, readReferenceCheck } from "./lookups";
import { referenceCheckOf } from "./settings";

export type ReferenceGate = {
  /** Whether staff passed a refused reference with their override_reason. */
  overridden: boolean;
  /** Under the booking lock: the unique rule (`exclude`: the appointment being changed). */
  underLock(tx: Statements, exclude?: string | null): Promise<void>;
};

export type ReferenceRequest = {
  facilityId: string;
  timeZone: string;
  references: string[];
  overrideReason?: string;
  /** The booking as it would be stored, for the hook: only built when a hook is asked; absent: no hook. */
  draft?: () => FacilityAppointment;
  action: "create" | "update";
  now: Date;
};

const fieldOf = (references: string[], reference?: string) =>
  `order_info[${Math.max(0, reference === undefined ? 0 : references.indexOf(reference))}].reference_id`;

const isStaff = (caller: Caller) => caller.role === "staff" || caller.role === "admin";

/** The checks before the lock; throws the refusal, or answers what remains to check under the lock. */
export async function checkReferences(db: Db, caller: Caller, r: ReferenceRequest): Promise<ReferenceGate> {
  const mayOverride = isStaff(caller) && r.overrideReason !== undefined;
  const gate: ReferenceGate = { overridden: false, underLock: async () => {} };
  const refuse = (e: DomainError) => {
    if (!mayOverride) throw e;
    gate.overridden = true;
  };
  const stored = await readReferenceCheck(statementsOf(db), r.facilityId);
  if (!stored) return gate;
  const setting = referenceCheckOf({ referenceCheck: stored.reference_check });

  if (setting.mode === "list") {
    const today = DateTime.fromJSDate(r.now, { zone: r.timeZone }).toISODate()!;
    const listed = await listedReferences(statementsOf(db), r.facilityId, r.references, today);
    const missing = r.references.find((ref) => !listed.has(ref));
    if (missing !== undefined)
      refuse(
        conflict(
          "reference_rejected",
          `${missing} is not on this facility's list of valid references (or has expired)`,
          fieldOf(r.references, missing),
          { reference_id: missing },
        ),
      );
  } else if (setting.mode === "webhook" && setting.url && r.draft) {
    const body = validationBody(r.facilityId, r.action, r.draft(), r.now);
    const answer = await askHook(
      { url: setting.url, timeout_ms: setting.timeout_ms, sealedSecret: stored.reference_secret },
      body,
    );
    if (answer.outcome === "refused")
      refuse(conflict("reference_rejected", answer.message, fieldOf(r.references)));
    else if (answer.outcome === "unavailable" && setting.on_unavailable === "refuse") {
      const message = `the warehouse's reference check did not answer (${answer.message}); try again shortly`;
      refuse(
        new DomainError("unavailable", message, [
          { field: fieldOf(r.references), reason: "reference_check_unavailable", message },
        ]),
      );
    }
  }

  if (setting.unique)
    gate.underLock = async (tx, exclude = null) => {
      if (await uniqueRefusal(tx, r.facilityId, r.references, exclude, mayOverride)) gate.overridden = true;
    };
  return gate;
}

/**
 * The unique rule under the booking lock: throws duplicate_reference when another holding appointment of
 * the facility has one of `references` (`exclude`: the appointment being placed), unless staff override;
 * answers whether they did.
 */
export async function uniqueRefusal(
  tx: Statements,
  facilityId: string,
  references: string[],
  exclude: string | null,
  mayOverride: boolean,
): Promise<boolean> {
  const held = await heldReference(tx, facilityId, references, exclude);
  if (held === null) return false;
  if (!mayOverride)
    throw conflict(
      "duplicate_reference",
      `${held} is already on another appointment at this facility`,
      fieldOf(references, held),
      { reference_id: held },
    );
  return true;
}

/** The unique rule for an appointment put back on the board (an undo), when the facility keeps references unique. */
export async function uniqueOnReturn(
  tx: Statements,
  caller: Caller,
  r: { facilityId: string; references: string[]; exclude: string; overrideReason?: string },
): Promise<boolean> {
  const stored = await readReferenceCheck(tx, r.facilityId);
  if (!stored || !referenceCheckOf({ referenceCheck: stored.reference_check }).unique) return false;
  return uniqueRefusal(
    tx,
    r.facilityId,
    r.references,
    r.exclude,
    isStaff(caller) && r.overrideReason !== undefined,
  );
}
