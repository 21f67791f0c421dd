// Changing a facility's public link: the slug stays unique, and "instant" is
// offered only where the facility books instantly (otherwise the link would
// promise what the facility does not do).
import type { Tx } from "../db";
import { conflict, invalid } from "../core/errors";
import type { FacilitySettings, UpdateSettingsInput } from "./settings-schema";

export async function assertSlugFree(tx: Tx, slug: string, exceptFacilityId?: string): Promise<void> {
  const other = await tx.facility.findUnique({ where: { slug }, select: { id: true } });
  if (other && other.id !== exceptFacilityId)
    throw conflict("slug_taken", `another facility's link is already /f/${slug}; choose another`, "slug");
}

/** The columns to write for the public link settings sent, after checking them against the rest. */
export async function publicLinkChange(
  tx: Tx,
  id: string,
  input: Omit<UpdateSettingsInput, "facility_id">,
  before: Pick<FacilitySettings, "slug" | "public_booking" | "instant_booking">,
): Promise<{ slug?: string; publicBooking?: string }> {
  if (input.slug !== undefined && input.slug !== before.slug) await assertSlugFree(tx, input.slug, id);
  const mode = input.public_booking ?? before.public_booking;
  const instant = input.instant_booking ?? before.instant_booking;
  if (mode === "instant" && !instant)
    throw invalid(
      input.public_booking === "instant" ? "public_booking" : "instant_booking",
      "instant_needs_instant_booking",
      "the public link can book instantly only where the facility books instantly; set the link to requests first",
    );
  return { slug: input.slug, publicBooking: input.public_booking };
}
