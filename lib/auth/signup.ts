// A carrier signs up for their company. A company name that is already known
// (it has users, an API token, or bookings made for it) is refused: joining it
// would show that company's appointments to whoever types its name, so
// colleagues are added by an admin instead.
import type { z } from "zod";
import type { Db } from "../db";
import { DomainError } from "../core/errors";
import { createUser } from "../users/service";
import type { signUpInput } from "./signup-schema";

export async function signUpCarrier(db: Db, input: z.output<typeof signUpInput>) {
  const taken = await db.carrierCompany.findUnique({ where: { name: input.company }, select: { id: true } });
  if (taken) {
    throw new DomainError("conflict", "company already has an account", [
      {
        field: "company",
        reason: "already_exists",
        message: "This company already has an account. Ask a colleague or the facility to add you.",
      },
    ]);
  }
  return createUser(db, {
    email: input.email,
    password: input.password,
    role: "carrier",
    name: input.name,
    carrier: input.company,
  });
}
