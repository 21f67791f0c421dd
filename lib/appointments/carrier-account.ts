// Staff link an appointment to a carrier company account, or unlink it. The
// only way besides a carrier booking for itself that an account gets an
// appointment: names never decide it (lib/carriers/name-key.ts finds a
// suggestion for staff, nothing more).
import type { Db } from "../db";
import { invalid } from "../core/errors";
import type { Caller } from "../core/caller";
import { companyLookAlikeKey, companyNameKey } from "../carriers/name-key";
import { assertStaff, visibleAppointment } from "../record/access";
import type { CarrierAccount, LinkCarrierAccountInput } from "./carrier-account-schema";
import { changeTime } from "./change";

/** The history field of a link; carriers do not see it (it may name another company). */
export const ACCOUNT_FIELD = "carrier_account";

export async function getCarrierAccount(db: Db, caller: Caller, id: string): Promise<CarrierAccount> {
  const row = await visibleAppointment(db, caller, id);
  assertStaff(caller, row, "see which account an appointment belongs to");
  const [linked, matching] = await Promise.all([
    row.carrierCompanyId
      ? db.carrierCompany.findUnique({
          where: { id: row.carrierCompanyId },
          select: { id: true, name: true },
        })
      : null,
    row.carrier && companyNameKey(row.carrier)
      ? db.carrierCompany.findUnique({
          where: { nameKey: companyNameKey(row.carrier) },
          select: { id: true, name: true },
        })
      : null,
  ]);
  // Accounts whose names only look like the carrier text or these accounts' names (same confusable
  // skeleton, another name): the one it belongs to aside, each is one to check before linking.
  const names = [row.carrier ?? "", ...[linked, matching].flatMap((c) => (c ? [c.name] : []))]
    .filter(Boolean)
    .map((n) => ({ key: companyNameKey(n), lookAlike: companyLookAlikeKey(n) }));
  const candidates = names.length
    ? await db.carrierCompany.findMany({
        where: { lookAlikeKey: { in: [...new Set(names.map((n) => n.lookAlike))] }, id: { not: linked?.id } },
        select: { id: true, name: true, nameKey: true, lookAlikeKey: true },
        orderBy: { name: "asc" },
        take: 20,
      })
    : [];
  const lookAlikes = candidates
    .filter((c) => names.some((n) => n.lookAlike === c.lookAlikeKey && n.key !== c.nameKey))
    .map((c) => ({ id: c.id, name: c.name }));
  return {
    appointment_id: row.id,
    carrier: row.carrier,
    carrier_company: linked,
    matching_company: matching && matching.id !== linked?.id ? matching : null,
    look_alikes: lookAlikes,
  };
}

export async function linkCarrierAccount(
  db: Db,
  caller: Caller,
  input: LinkCarrierAccountInput,
): Promise<CarrierAccount> {
  const seen = await visibleAppointment(db, caller, input.id);
  assertStaff(caller, seen, "link an appointment to a carrier account");
  const companyId = input.carrier_company_id || null;
  const company = companyId
    ? await db.carrierCompany.findUnique({ where: { id: companyId }, select: { id: true, name: true } })
    : null;
  if (companyId && !company)
    throw invalid("carrier_company_id", "unknown_company", "names no carrier company");
  await db.$transaction(async (tx) => {
    const row = await tx.appointment.findUniqueOrThrow({
      where: { id: seen.id },
      select: {
        id: true,
        carrierCompanyId: true,
        updatedAt: true,
        carrierCompany: { select: { name: true } },
      },
    });
    if (row.carrierCompanyId === companyId) return;
    const now = changeTime(row);
    await tx.appointment.update({
      where: { id: row.id },
      data: {
        carrierCompanyId: companyId,
        updatedAt: now,
        events: {
          create: {
            at: now,
            actor: caller.actor,
            action: "carrier_account_changed",
            changes: JSON.stringify({
              [ACCOUNT_FIELD]: [row.carrierCompany?.name ?? null, company?.name ?? null],
            }),
          },
        },
      },
    });
  });
  return getCarrierAccount(db, caller, seen.id);
}
