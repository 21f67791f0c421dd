// Domains whose people must sign in through the identity provider: for their
// addresses a password opens nothing and a reset link is never sent.
import type { Caller } from "../core/caller";
import type { Db } from "../db";
import { adminsOnly } from "../users/admin";

export async function getSsoOnlyDomains(db: Db, caller: Caller): Promise<{ domains: string[] }> {
  adminsOnly(caller);
  const rows = await db.ssoOnlyDomain.findMany({ orderBy: { domain: "asc" } });
  return { domains: rows.map((r) => r.domain) };
}

export async function setSsoOnlyDomains(
  db: Db,
  caller: Caller,
  domains: string[],
): Promise<{ domains: string[] }> {
  adminsOnly(caller);
  const wanted = [...new Set(domains)];
  await db.$transaction(async (tx) => {
    await tx.ssoOnlyDomain.deleteMany({ where: { domain: { notIn: wanted } } });
    const kept = new Set((await tx.ssoOnlyDomain.findMany()).map((r) => r.domain));
    await tx.ssoOnlyDomain.createMany({
      data: wanted.filter((d) => !kept.has(d)).map((domain) => ({ domain })),
    });
  });
  return getSsoOnlyDomains(db, caller);
}
