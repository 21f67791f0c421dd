// People who sign in to the web app: staff of facilities, carriers of a
// carrier company, admins. Passwords are kept only as argon2id hashes.
import { hash, verify } from "@node-rs/argon2";
import type { Db, Tx } from "../db";
import { DomainError, notFound } from "../core/errors";
import { isUniqueViolation } from "../db/errors";
import { invalidFromZod } from "../core/validation";
import { findOrCreateCompany } from "../carriers/companies";
import type { Role } from "../core/roles";
import { assertPasswordAllowed } from "./password";
import { isSsoOnly } from "./sso-only";
import { newUserInput, type NewUser } from "./schema";
import type { Caller } from "../core/caller";
import { recordAudit } from "../audit/record";

// @node-rs/argon2's defaults are argon2id with OWASP's parameters (19 MiB, t=2).
export const hashPassword = (password: string) => hash(password);

/** Whether `password` matches a stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so that a wrong address takes
// as long as a wrong password and sign-in does not reveal who has an account.
let dummyHash: Promise<string> | undefined;

export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  carrierCompanyId: string | null;
  facilityIds: string[];
  sessionVersion: number;
};

/** The active user with this e-mail and password, or null. */
export async function authenticateUser(
  db: Db,
  email: string,
  password: string,
): Promise<SignedInUser | null> {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    include: { facilities: { select: { facilityId: true } } },
  });
  // The SSO-only look-up happens for every address, known or not, so that it takes the same time either way.
  const ssoOnly = await isSsoOnly(db, email);
  if (!user) {
    await verifyPassword(await (dummyHash ??= hashPassword("not a real password")), password);
    return null;
  }
  // An account of an SSO-only domain, or one made by the identity provider (no password), is answered
  // as a wrong password is, after the same work: the answer says nothing of which accounts exist.
  const hash = user.passwordHash || (await (dummyHash ??= hashPassword("not a real password")));
  if (!(await verifyPassword(hash, password)) || !user.passwordHash || !user.active || ssoOnly) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role as Role,
    carrierCompanyId: user.carrierCompanyId,
    facilityIds: user.facilities.map((f) => f.facilityId),
    sessionVersion: user.sessionVersion,
  };
}

/** Users made by admins (app, command line): the password rule, facilities that exist, a company found or made by its name. */
export async function createUser(db: Db, caller: Caller, input: NewUser) {
  const parsed = newUserInput.safeParse(input);
  if (!parsed.success) throw invalidFromZod(parsed.error);
  const u = parsed.data;
  assertPasswordAllowed(u.password);

  const facilityIds = [...new Set(u.facility_ids)];
  const found = await db.facility.findMany({ where: { id: { in: facilityIds } }, select: { id: true } });
  const missing = facilityIds.find((id) => !found.some((f) => f.id === id));
  if (missing) throw notFound(`facility ${missing}`);
  if (await db.user.findUnique({ where: { email: u.email }, select: { id: true } })) throw duplicate(u.email);

  const company = u.role === "carrier" ? await findOrCreateCompany(db, u.carrier!) : null;
  const passwordHash = await hashPassword(u.password);
  return db.$transaction(async (tx) => {
    const made = await insertUser(tx, {
      ...u,
      passwordHash,
      facilityIds,
      carrierCompanyId: company?.id ?? null,
    });
    await recordAudit(tx, caller, {
      action: "create_user",
      target: { kind: "user", id: made.id },
      facilityIds,
      before: null,
      after: made,
    });
    return made;
  });
}

export type UserRow = {
  email: string;
  name: string;
  /** Hashed before any transaction: argon2 takes a while, and SQLite's write lock would wait for it. */
  passwordHash: string;
  role: Role;
  facilityIds: string[];
  carrierCompanyId: string | null;
};

/**
 * Writes a user whose fields are already checked; the password rule is the
 * caller's (createUser, sign-up). The demo's users come this way because their
 * published password is shorter than the rule.
 */
export async function insertUser(db: Db | Tx, u: UserRow) {
  try {
    const user = await db.user.create({
      data: {
        email: u.email,
        name: u.name,
        passwordHash: u.passwordHash,
        role: u.role,
        carrierCompanyId: u.carrierCompanyId,
        facilities: { create: u.facilityIds.map((facilityId) => ({ facilityId })) },
      },
      include: { carrierCompany: { select: { name: true } } },
    });
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      facility_ids: u.facilityIds,
      carrier: user.carrierCompany?.name ?? null,
      created_at: user.createdAt.toISOString(),
    };
  } catch (e) {
    // Another process created the same e-mail between the check and the insert.
    if (isUniqueViolation(e, "email")) throw duplicate(u.email);
    throw e;
  }
}

export const duplicate = (email: string) =>
  new DomainError("conflict", `a user with the e-mail ${email} already exists`, [
    { field: "email", reason: "already_exists", message: "already belongs to another user" },
  ]);
