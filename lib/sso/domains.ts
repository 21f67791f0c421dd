// Domains whose people must sign in through the identity provider: for their
// addresses a password opens nothing and a reset link is never sent.
import type { Caller } from "../core/caller";
import type { Db } from "../db";
import { adminsOnly } from "../users/admin";
import { recordAudit } from "../audit/record";

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
    const before = (await tx.ssoOnlyDomain.findMany({ orderBy: { domain: "asc" } })).map((r) => r.domain);
    await tx.ssoOnlyDomain.deleteMany({ where: { domain: { notIn: wanted } } });
    const kept = new Set((await tx.ssoOnlyDomain.findMany()).map((r) => r.domain));
    await tx.ssoOnlyDomain.createMany({
      data: wanted.filter((d) => !kept.has(d)).map((domain) => ({ domain })),
    });
    await recordAudit(tx, caller, {
      action: "set_sso_only_domains",
      target: { kind: "sso_domains", id: null },
      before: { domains: before },
      after: { domains: [...wanted].sort() },
    });
  });
  return getSsoOnlyDomains(db, caller);
}
