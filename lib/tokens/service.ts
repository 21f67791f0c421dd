// API tokens for systems: an opaque random secret with a readable prefix,
// shown once; only its SHA-256 is stored.
import type { Db, Tx } from "../db";
import type { Caller } from "../core/caller";
import { DomainError } from "../core/errors";
import { newHandedOutSecret, secretHash } from "../core/handed-out-secret";
import { tokenCache, type ResolvedToken, type TokenCache } from "./cache";
import { lastUsedWriter } from "./last-used";

export const TOKEN_PREFIX = "fa_live_";

export type NewToken = {
  role: "staff" | "carrier";
  name?: string;
  facilityIds?: string[];
  carrierCompanyId?: string;
  expiresAt?: Date | null;
  /** The user who made it in the app; absent for the admin command line. */
  createdById?: string;
};

export async function createToken(
  db: Db | Tx,
  input: NewToken,
): Promise<{ id: string; token: string; prefix: string }> {
  if (input.role === "staff" && !input.facilityIds?.length)
    throw new DomainError("invalid_argument", "a staff token needs at least one facility");
  if (input.role === "carrier" && !input.carrierCompanyId)
    throw new DomainError("invalid_argument", "a carrier token needs a carrier company");
  // 32 bytes = 256 bits of entropy, base64url so it survives any header.
  const token = newHandedOutSecret(TOKEN_PREFIX, 32);
  const prefix = token.slice(0, TOKEN_PREFIX.length + 6);
  const row = await db.apiToken.create({
    data: {
      name: input.name ?? "",
      prefix,
      hash: secretHash(token),
      role: input.role,
      carrierCompanyId: input.role === "carrier" ? input.carrierCompanyId : null,
      expiresAt: input.expiresAt ?? null,
      createdById: input.createdById ?? null,
      facilities:
        input.role === "staff"
          ? { create: input.facilityIds!.map((facilityId) => ({ facilityId })) }
          : undefined,
    },
  });
  return { id: row.id, token, prefix };
}

type TokenRow = {
  id: string;
  role: string;
  carrierCompanyId: string | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  facilityId: string | null;
  makerId: string | null;
  makerActive: boolean | number | null;
  makerRole: string | null;
  makerCompanyId: string | null;
  /** The token's facility, when its maker runs it now. */
  makerFacilityId: string | null;
};

/**
 * What a token may do now: its scope, cut down to what its maker may do now.
 * A staff member moved to other facilities or made a carrier takes those
 * rights from their tokens at once; a carrier moved to another company takes
 * the old company from theirs. Admins may do everything; tokens of the admin
 * command line (no maker) keep their scope.
 */
function effectiveScope(rows: TokenRow[]): { facilityIds: string[]; carrierCompanyId: string | null } {
  const t = rows[0];
  const maker = t.makerId === null ? "cli" : t.makerRole;
  if (t.role === "carrier") {
    const keeps =
      maker === "cli" ||
      maker === "admin" ||
      (maker === "carrier" && t.makerCompanyId === t.carrierCompanyId);
    return { facilityIds: [], carrierCompanyId: keeps ? t.carrierCompanyId : null };
  }
  const facilityIds = rows.flatMap((r) =>
    r.facilityId !== null &&
    (maker === "cli" || maker === "admin" || (maker === "staff" && r.makerFacilityId))
      ? [r.facilityId]
      : [],
  );
  return { facilityIds, carrierCompanyId: null };
}

/** The token with this hash as it stands now, or null when it is unknown, revoked or its maker deactivated. */
async function loadToken(db: Db, hash: string): Promise<ResolvedToken | null> {
  // One query with the facilities and the maker joined, where findUnique with an include is several
  // (docs/performance.md). Plain SQL that both providers read alike.
  const rows = await db.$queryRaw<TokenRow[]>`
    SELECT t."id", t."role", t."carrier_company_id" AS "carrierCompanyId", t."expires_at" AS "expiresAt",
      t."revoked_at" AS "revokedAt", t."last_used_at" AS "lastUsedAt", f."facility_id" AS "facilityId",
      u."id" AS "makerId", u."active" AS "makerActive", u."role" AS "makerRole",
      u."carrier_company_id" AS "makerCompanyId", uf."facility_id" AS "makerFacilityId"
    FROM "api_tokens" t
      LEFT JOIN "api_token_facilities" f ON f."token_id" = t."id"
      LEFT JOIN "users" u ON u."id" = t."created_by_id"
      LEFT JOIN "user_facilities" uf ON uf."user_id" = u."id" AND uf."facility_id" = f."facility_id"
    WHERE t."hash" = ${hash} ORDER BY f."facility_id"`;
  const row = rows[0];
  if (!row || row.revokedAt) return null;
  // Deactivation revokes the maker's tokens (lib/users/admin.ts); this holds even where that was missed.
  if (row.makerId !== null && !row.makerActive) return null;
  return {
    id: row.id,
    makerId: row.makerId,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    caller: {
      actor: `token:${row.id}`,
      role: row.role === "carrier" ? "carrier" : "staff",
      ...effectiveScope(rows),
    },
  };
}

/**
 * The caller a bearer token stands for, or null when it is unknown, revoked or expired. Read through the
 * process's token cache (./cache.ts): a revocation or a change of its maker elsewhere shows within
 * TOKEN_CACHE_MS. `cache` is another process's view in tests.
 */
export async function callerForToken(
  db: Db,
  token: string,
  now = new Date(),
  cache: TokenCache = tokenCache(),
): Promise<Caller | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const hash = secretHash(token);
  const found = await cache.resolve(hash, now.getTime(), () => loadToken(db, hash));
  if (!found || (found.expiresAt && found.expiresAt <= now)) return null;
  lastUsedWriter().note(db, found.id, now, found.lastUsedAt);
  const { caller } = found;
  return { ...caller, facilityIds: [...caller.facilityIds] };
}

/**
 * The caller token `id` stands for now (its scope cut down to its maker's rights), or null when it is unknown,
 * revoked, expired or its maker deactivated: for what a token made that acts later (webhook endpoints).
 */
export async function callerForTokenId(db: Db, id: string, now = new Date()): Promise<Caller | null> {
  const row = await db.apiToken.findUnique({ where: { id }, select: { hash: true } });
  const found = row && (await loadToken(db, row.hash));
  if (!found || (found.expiresAt && found.expiresAt <= now)) return null;
  return found.caller;
}

export async function revokeToken(db: Db, id: string): Promise<boolean> {
  const { count } = await db.apiToken.updateMany({
    where: { id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  tokenCache().forgetToken(id);
  return count > 0;
}

export async function listTokens(db: Db, facilityIds?: string[]) {
  // Uses noted by this process but not yet written.
  await lastUsedWriter().flush();
  const rows = await db.apiToken.findMany({
    where: facilityIds ? { facilities: { some: { facilityId: { in: facilityIds } } } } : {},
    include: { facilities: { select: { facilityId: true } }, carrierCompany: { select: { name: true } } },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    role: t.role,
    facility_ids: t.facilities.map((f) => f.facilityId),
    carrier: t.carrierCompany?.name ?? null,
    created_at: t.createdAt.toISOString(),
    last_used_at: t.lastUsedAt?.toISOString() ?? null,
    expires_at: t.expiresAt?.toISOString() ?? null,
    revoked_at: t.revokedAt?.toISOString() ?? null,
  }));
}
