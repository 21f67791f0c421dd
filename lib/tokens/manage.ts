// Who may manage which token (lib/core/managed-scope.ts): admins every one;
// staff the staff tokens whose facilities are all theirs; carriers their own
// company's. A token a caller may not manage is "not found" to them.
import type { Db, Prisma } from "../db";
import { forbidden, invalid, notFound } from "../core/errors";
import type { Caller } from "../core/caller";
import { findOrCreateCompany } from "../carriers/companies";
import { managedBy } from "../core/managed-scope";
import { MADE_BY, makerName, signedInUserId } from "../audit/made-by";
import type { ApiTokenSummary, CreateApiTokenInput, CreatedApiToken } from "./manage-schema";
import { createToken } from "./service";
import { tokenCache } from "./cache";
import { lastUsedWriter } from "./last-used";
import { recordAudit } from "../audit/record";
import type { NewToken } from "./service";

const INCLUDE = {
  facilities: { select: { facilityId: true } },
  carrierCompany: { select: { name: true } },
  ...MADE_BY,
} as const;
type Row = Prisma.ApiTokenGetPayload<{ include: typeof INCLUDE }>;

const summary = (t: Row): ApiTokenSummary => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  role: t.role === "carrier" ? "carrier" : "staff",
  facility_ids: t.facilities.map((f) => f.facilityId).sort(),
  carrier: t.carrierCompany?.name ?? null,
  created_at: t.createdAt.toISOString(),
  created_by: makerName(t.createdBy),
  last_used_at: t.lastUsedAt?.toISOString() ?? null,
  expires_at: t.expiresAt?.toISOString() ?? null,
  revoked_at: t.revokedAt?.toISOString() ?? null,
});

const manageable = (caller: Caller): Prisma.ApiTokenWhereInput => managedBy(caller, "role");

export async function listApiTokens(db: Db, caller: Caller): Promise<{ tokens: ApiTokenSummary[] }> {
  // Uses noted by this process but not yet written (./last-used.ts).
  await lastUsedWriter().flush();
  const rows = await db.apiToken.findMany({
    where: manageable(caller),
    include: INCLUDE,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return { tokens: rows.map(summary) };
}

export async function createApiToken(
  db: Db,
  caller: Caller,
  input: CreateApiTokenInput,
  now = new Date(),
): Promise<CreatedApiToken> {
  // A token that made tokens would multiply its rate allowance and outlive
  // its own revocation through them: people make tokens, in the app.
  if (caller.actor.startsWith("token:"))
    throw forbidden("API tokens cannot make tokens; make them in the app or with the admin command line");
  const role = input.role ?? (caller.role === "carrier" ? "carrier" : "staff");
  const expiresAt = input.expires_in_days
    ? new Date(now.getTime() + input.expires_in_days * 86_400_000)
    : null;
  const createdById = signedInUserId(caller);
  let made: NewToken;
  if (role === "staff") {
    if (caller.role === "carrier") throw forbidden("carriers make carrier tokens");
    const ids = [...new Set(input.facility_ids ?? [])];
    if (!ids.length) throw invalid("facility_ids", "required", "is required for a staff token");
    if (caller.role === "staff" && ids.some((id) => !caller.facilityIds.includes(id)))
      throw forbidden("a staff token may only act on facilities you run");
    const known = await db.facility.count({ where: { id: { in: ids } } });
    if (known !== ids.length)
      throw invalid("facility_ids", "unknown_facility", "names a facility that does not exist");
    made = { role, name: input.name, facilityIds: ids, expiresAt, createdById };
  } else {
    if (input.facility_ids) throw invalid("facility_ids", "not_allowed", "is only taken for a staff token");
    if (caller.role === "staff") throw forbidden("staff make staff tokens; carriers make their own");
    let companyId = caller.carrierCompanyId;
    if (caller.role === "admin") {
      if (!input.carrier) throw invalid("carrier", "required", "is required for a carrier token");
      companyId = (await findOrCreateCompany(db, input.carrier)).id;
    }
    if (!companyId) throw forbidden("this account belongs to no carrier company");
    made = { role, name: input.name, carrierCompanyId: companyId, expiresAt, createdById };
  }
  const wanted = made;
  return db.$transaction(async (tx) => {
    const { id, token } = await createToken(tx, wanted);
    const row = summary(await tx.apiToken.findUniqueOrThrow({ where: { id }, include: INCLUDE }));
    await recordAudit(tx, caller, {
      action: "create_api_token",
      target: { kind: "api_token", id },
      facilityIds: row.facility_ids,
      before: null,
      after: row,
    });
    return { ...row, token };
  });
}

export async function revokeApiToken(
  db: Db,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<ApiTokenSummary> {
  const row = await db.apiToken.findFirst({ where: { AND: [{ id }, manageable(caller)] }, include: INCLUDE });
  if (!row) throw notFound("token");
  if (row.revokedAt) return summary(row);
  const revoked = await db.$transaction(async (tx) => {
    const revoked = await tx.apiToken.update({ where: { id }, data: { revokedAt: now }, include: INCLUDE });
    await recordAudit(tx, caller, {
      action: "revoke_api_token",
      target: { kind: "api_token", id },
      facilityIds: revoked.facilities.map((f) => f.facilityId),
      before: summary(row),
      after: summary(revoked),
    });
    return revoked;
  });
  // Refused at once here; other processes within TOKEN_CACHE_MS (./cache.ts).
  tokenCache().forgetToken(id);
  return summary(revoked);
}
