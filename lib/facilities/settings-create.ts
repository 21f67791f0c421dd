// Admins create facilities from the app, the command line and the demo through
// here: the new facility starts from the settings sent (the rest at their
// defaults), and its history from "created".
import type { Db } from "../db";
import { forbidden } from "../core/errors";
import type { Caller } from "../core/caller";
import { freeSlug } from "./slug";
import { assertSlugFree } from "./public-link";
import { getFacilitySettings, readSettings, withSecret, writeSettings } from "./settings";
import type { CreateFacilityInput, FacilitySettings } from "./settings-schema";
import { recordAudit } from "../audit/record";

export async function createFacilityFromSettings(
  db: Db,
  caller: Caller,
  input: CreateFacilityInput,
): Promise<FacilitySettings> {
  if (caller.role !== "admin") throw forbidden("only admins create facilities");
  const { id, referenceSecret } = await insertFacility(db, caller.actor, input);
  return withSecret(await getFacilitySettings(db, caller, id), referenceSecret);
}

/**
 * Writes a facility from create_facility's input, its history starting from "created" by `actor`: the one
 * write of a new facility, for the app and for the command line and the demo (./service.ts createFacility).
 */
export async function insertFacility(
  db: Db,
  actor: string,
  input: CreateFacilityInput,
): Promise<{ id: string; referenceSecret?: string }> {
  return db.$transaction(async (tx) => {
    if (input.slug) await assertSlugFree(tx, input.slug);
    const { id } = await tx.facility.create({
      data: {
        name: input.name,
        timeZone: input.time_zone,
        slug: input.slug ?? (await freeSlug(tx, input.name)),
      },
      select: { id: true },
    });
    const made = await writeSettings(tx, id, input, await readSettings(tx, id));
    await tx.facilityEvent.create({
      data: { facilityId: id, actor, changes: JSON.stringify({ created: [null, input.name] }) },
    });
    await recordAudit(
      tx,
      { actor },
      {
        action: "create_facility",
        target: { kind: "facility", id },
        facilityIds: [id],
        before: null,
        after: await readSettings(tx, id),
      },
    );
    return { id, ...made };
  });
}
