// Admins create facilities from the app: the new facility starts from the
// settings sent (the rest at their defaults), and its history from "created".
import type { Db } from "../db";
import { forbidden } from "../core/errors";
import type { Caller } from "../core/caller";
import { getFacilitySettings, readSettings, writeSettings } from "./settings";
import type { CreateFacilityInput, FacilitySettings } from "./settings-schema";

export async function createFacilityFromSettings(
  db: Db,
  caller: Caller,
  input: CreateFacilityInput,
): Promise<FacilitySettings> {
  if (caller.role !== "admin") throw forbidden("only admins create facilities");
  const id = await db.$transaction(async (tx) => {
    const { id } = await tx.facility.create({
      data: { name: input.name, timeZone: input.time_zone },
      select: { id: true },
    });
    await writeSettings(tx, id, input, await readSettings(tx, id));
    await tx.facilityEvent.create({
      data: { facilityId: id, actor: caller.actor, changes: JSON.stringify({ created: [null, input.name] }) },
    });
    return id;
  });
  return getFacilitySettings(db, caller, id);
}
