// A carrier signs up: either for a new company, whose name (compared by its
// key: case, spacing and invisible characters aside) no company has yet, or
// through a colleague's invitation link into theirs. A taken name gets an
// answer that neither confirms the company nor spells its name: joining is
// by invitation (or an admin), never by typing a company's name.
import type { z } from "zod";
import type { Db } from "../db";
import { createCompany } from "../carriers/companies";
import { acceptInvitation } from "../carriers/invitations";
import { assertPasswordAllowed } from "../users/password";
import { duplicate, hashPassword, insertUser } from "../users/service";
import type { joinInput, signUpInput } from "./signup-schema";

type Person = { name: string; email: string; password: string };

async function checkedPerson(db: Db, input: Person) {
  assertPasswordAllowed(input.password);
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } }))
    throw duplicate(input.email);
  return { email: input.email, name: input.name, role: "carrier" as const, facilityIds: [] };
}

export async function signUpCarrier(db: Db, input: z.output<typeof signUpInput>) {
  const person = await checkedPerson(db, input);
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const company = await createCompany(tx, input.company);
    return insertUser(tx, { ...person, passwordHash, carrierCompanyId: company.id });
  });
}

export async function joinCompany(db: Db, input: z.output<typeof joinInput>, now = new Date()) {
  const person = await checkedPerson(db, input);
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const carrierCompanyId = await acceptInvitation(tx, input.invitation, input.email, now);
    return insertUser(tx, { ...person, passwordHash, carrierCompanyId });
  });
}
