// Admins keep the sign-in rules: the ordered list that decides, at each
// sign-in through the identity provider, who gets in and with what access.
import type { Caller } from "../core/caller";
import { invalid, notFound } from "../core/errors";
import type { Db, Tx } from "../db";
import { findOrCreateCompany } from "../carriers/companies";
import { adminsOnly } from "../users/admin";
import type { Role } from "../core/roles";
import type { RuleFields, SignInRuleView } from "./rules-schema";
import { recordAudit } from "../audit/record";

const INCLUDE = {
  facilities: { select: { facilityId: true } },
  carrierCompany: { select: { id: true, name: true } },
} as const;

export type StoredRule = {
  id: string;
  position: number;
  match: string;
  claim: string;
  value: string;
  role: string;
  facilities: { facilityId: string }[];
  carrierCompany: { id: string; name: string } | null;
};

/** Every rule, in the order they are tried. */
export function rulesInOrder(db: Db | Tx): Promise<StoredRule[]> {
  return db.signInRule.findMany({ include: INCLUDE, orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
}

const view = (r: StoredRule): SignInRuleView => ({
  id: r.id,
  match: r.match === "claim" ? "claim" : "email_domain",
  claim: r.claim,
  value: r.value,
  role: r.role as Role,
  facility_ids: r.facilities.map((f) => f.facilityId).sort(),
  carrier: r.carrierCompany?.name ?? null,
});

export async function listSignInRules(db: Db, caller: Caller): Promise<{ rules: SignInRuleView[] }> {
  adminsOnly(caller);
  return { rules: (await rulesInOrder(db)).map(view) };
}

async function assertFacilitiesExist(db: Db, ids: string[]) {
  if (ids.length && (await db.facility.count({ where: { id: { in: ids } } })) !== ids.length)
    throw invalid("facility_ids", "unknown_facility", "names a facility that does not exist");
}

/** The columns of a rule's fields; the company is found or made by its name, as for users. */
async function columns(tx: Tx, input: RuleFields) {
  const company =
    input.role === "carrier" && input.carrier ? await findOrCreateCompany(tx, input.carrier) : null;
  return {
    match: input.match,
    claim: input.match === "claim" ? (input.claim ?? "") : "",
    value: input.value,
    role: input.role,
    carrierCompanyId: company?.id ?? null,
  };
}

export async function createSignInRule(db: Db, caller: Caller, input: RuleFields): Promise<SignInRuleView> {
  adminsOnly(caller);
  const facilityIds = [...new Set(input.facility_ids)];
  await assertFacilitiesExist(db, facilityIds);
  const row = await db.$transaction(async (tx) => {
    const last = await tx.signInRule.aggregate({ _max: { position: true } });
    const row = await tx.signInRule.create({
      data: {
        ...(await columns(tx, input)),
        position: (last._max.position ?? 0) + 1,
        facilities: { create: facilityIds.map((facilityId) => ({ facilityId })) },
      },
      include: INCLUDE,
    });
    await recordAudit(tx, caller, {
      action: "create_sign_in_rule",
      target: { kind: "sign_in_rule", id: row.id },
      facilityIds,
      before: null,
      after: view(row),
    });
    return row;
  });
  return view(row);
}

export async function updateSignInRule(
  db: Db,
  caller: Caller,
  input: RuleFields & { id: string },
): Promise<SignInRuleView> {
  adminsOnly(caller);
  const before = await db.signInRule.findUnique({ where: { id: input.id }, include: INCLUDE });
  if (!before) throw notFound("sign-in rule");
  const facilityIds = [...new Set(input.facility_ids)];
  await assertFacilitiesExist(db, facilityIds);
  const row = await db.$transaction(async (tx) => {
    await tx.signInRuleFacility.deleteMany({ where: { ruleId: input.id } });
    const row = await tx.signInRule.update({
      where: { id: input.id },
      data: {
        ...(await columns(tx, input)),
        facilities: { create: facilityIds.map((facilityId) => ({ facilityId })) },
      },
      include: INCLUDE,
    });
    await recordAudit(tx, caller, {
      action: "update_sign_in_rule",
      target: { kind: "sign_in_rule", id: row.id },
      facilityIds: [...facilityIds, ...before.facilities.map((f) => f.facilityId)],
      before: view(before),
      after: view(row),
    });
    return row;
  });
  return view(row);
}

export async function deleteSignInRule(db: Db, caller: Caller, id: string): Promise<Record<string, never>> {
  adminsOnly(caller);
  await db.$transaction(async (tx) => {
    const before = await tx.signInRule.findUnique({ where: { id }, include: INCLUDE });
    const gone = await tx.signInRule.deleteMany({ where: { id } });
    if (!before || !gone.count) throw notFound("sign-in rule");
    await recordAudit(tx, caller, {
      action: "delete_sign_in_rule",
      target: { kind: "sign_in_rule", id },
      facilityIds: before.facilities.map((f) => f.facilityId),
      before: view(before),
      after: null,
    });
  });
  return {};
}

/**
 * A new order: the rules named come first, in the order named; any not named (one another admin just
 * added) keep their order after them, so two admins at work at once lose no rule.
 */
export async function reorderSignInRules(
  db: Db,
  caller: Caller,
  ids: string[],
): Promise<{ rules: SignInRuleView[] }> {
  adminsOnly(caller);
  const rules = await db.$transaction(async (tx) => {
    const existing = await rulesInOrder(tx);
    const known = new Set(existing.map((r) => r.id));
    if (new Set(ids).size !== ids.length) throw invalid("ids", "repeated", "names a rule twice");
    if (ids.some((id) => !known.has(id)))
      throw invalid("ids", "unknown_rule", "names a sign-in rule that does not exist");
    const order = [...ids, ...existing.map((r) => r.id).filter((id) => !ids.includes(id))];
    for (const [i, id] of order.entries())
      await tx.signInRule.update({ where: { id }, data: { position: i + 1 } });
    const after = await rulesInOrder(tx);
    await recordAudit(tx, caller, {
      action: "reorder_sign_in_rules",
      target: { kind: "sign_in_rule", id: null },
      before: existing.map((r) => r.id),
      after: after.map((r) => r.id),
    });
    return after;
  });
  return { rules: rules.map(view) };
}
