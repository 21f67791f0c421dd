// Carrier companies: the firms whose users and tokens book, each seeing only
// its own appointments. A company is found by its name's key (name-key.ts),
// never by the exact text, and only admins may pick an existing company by
// name: anyone else joins one by invitation (invitations.ts).
import { DomainError, invalid } from "../core/errors";
import type { Db, Tx } from "../db";
import { isUniqueViolation } from "../db/errors";
import { log } from "../core/log";
import { companyLookAlikeKey, companyNameKey, tidyCompanyName } from "./name-key";

function keyed(name: string) {
  const tidy = tidyCompanyName(name);
  const nameKey = companyNameKey(tidy);
  if (!nameKey) throw invalid("carrier", "required", "a carrier company needs a name");
  return { name: tidy, nameKey, lookAlikeKey: companyLookAlikeKey(tidy) };
}

/** For admins: the company whose name has this key, made when there is none. */
export async function findOrCreateCompany(db: Db | Tx, name: string) {
  const data = keyed(name);
  const { nameKey } = data;
  const found = await db.carrierCompany.findUnique({ where: { nameKey } });
  if (found) return found;
  try {
    return await db.carrierCompany.create({ data });
  } catch (e) {
    // Made by another request since the read.
    if (isUniqueViolation(e, "name")) return db.carrierCompany.findUniqueOrThrow({ where: { nameKey } });
    throw e;
  }
}

/**
 * The answer to a taken name, worded so that it does not confirm that the
 * company exists or how its name is spelt.
 */
export const nameUnavailable = () =>
  new DomainError("conflict", "a new company cannot be set up under this name", [
    {
      field: "company",
      reason: "name_unavailable",
      message:
        "A new company cannot be set up under this name. If your company already books with Dockside, ask a colleague there for an invitation link.",
    },
  ]);

/** For sign-up: a new company, refused when its name's key, or its look-alike key, is taken. */
export async function createCompany(db: Db | Tx, name: string) {
  const data = keyed(name);
  const taken = await db.carrierCompany.findFirst({
    where: { OR: [{ nameKey: data.nameKey }, { lookAlikeKey: data.lookAlikeKey }] },
    select: { id: true },
  });
  if (taken) throw nameUnavailable();
  try {
    return await db.carrierCompany.create({ data: { ...data, signUpKey: data.lookAlikeKey } });
  } catch (e) {
    // Another sign-up made the name, or a look-alike of it, since the read.
    if (["name", "sign_up_key", "signUpKey"].some((column) => isUniqueViolation(e, column)))
      throw nameUnavailable();
    throw e;
  }
}

/**
 * Companies made before names had keys carry a placeholder (the migration
 * cannot compute NFKC in SQL). The oldest of look-alikes gets the key; the
 * others keep their placeholder, stay as they are, and are logged for an admin.
 * Look-alike keys (confusable skeletons) are filled in for every company made before them.
 */
export async function backfillCompanyNameKeys(db: Db): Promise<number> {
  for (const row of await db.carrierCompany.findMany({
    where: { lookAlikeKey: null },
    select: { id: true, name: true },
  }))
    await db.carrierCompany.update({
      where: { id: row.id },
      data: { lookAlikeKey: companyLookAlikeKey(row.name) },
    });
  const rows = await db.carrierCompany.findMany({
    where: { nameKey: { startsWith: "legacy:" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  let done = 0;
  for (const row of rows) {
    const nameKey = companyNameKey(row.name) || `legacy:${row.id}`;
    const taken = await db.carrierCompany.findUnique({ where: { nameKey }, select: { name: true } });
    if (taken) {
      log("warn", { event: "carrier_company_look_alike", company_id: row.id, same_key_as: taken.name });
      continue;
    }
    await db.carrierCompany.update({ where: { id: row.id }, data: { nameKey } });
    done++;
  }
  return done;
}
