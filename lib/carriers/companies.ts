// Carrier companies: the firms whose users and tokens book, each seeing only
// its own appointments.
import { DomainError } from "../core/errors";
import type { Db, Tx } from "../db";

export async function carrierCompanyNamed(db: Db | Tx, name: string) {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError("invalid_argument", "a carrier company needs a name");
  return db.carrierCompany.upsert({ where: { name: trimmed }, create: { name: trimmed }, update: {} });
}
