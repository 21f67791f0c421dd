// Reads of carrier companies, for admins (user administration, token forms).
import type { Db } from "../db";
import { forbidden } from "../core/errors";
import type { Caller } from "../core/caller";
import type { CarrierCompanyList } from "./schema";

export async function listCarrierCompanies(
  db: Db,
  caller: Caller,
  now = new Date(),
): Promise<CarrierCompanyList> {
  if (caller.role !== "admin") throw forbidden("only admins list carrier companies");
  const rows = await db.carrierCompany.findMany({
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      createdAt: true,
      _count: {
        select: {
          users: { where: { active: true } },
          tokens: { where: { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } },
        },
      },
    },
  });
  return {
    companies: rows.map((c) => ({
      id: c.id,
      name: c.name,
      users: c._count.users,
      tokens: c._count.tokens,
      created_at: c.createdAt.toISOString(),
    })),
  };
}
