import { operation } from "@/lib/api/handler";
import { updateFacilitySettings } from "@/lib/facilities/settings";
import { updateSettingsInput } from "@/lib/facilities/settings-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(updateSettingsInput, (input, { db, caller }) => updateFacilitySettings(db, caller, input));
