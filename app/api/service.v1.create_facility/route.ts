import { operation } from "@/lib/api/handler";
import { createFacilityFromSettings } from "@/lib/facilities/settings-create";
import { createFacilityInput } from "@/lib/facilities/settings-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(createFacilityInput, (input, { db, caller }) => createFacilityFromSettings(db, caller, input));
