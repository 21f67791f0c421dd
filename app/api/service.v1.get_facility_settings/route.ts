import { operation } from "@/lib/api/handler";
import { getFacilitySettings } from "@/lib/facilities/settings";
import { facilityIdInput } from "@/lib/facilities/settings-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(facilityIdInput, (input, { db, caller }) => getFacilitySettings(db, caller, input.facility_id));
