import { operation } from "@/lib/api/handler";
import { getSettingsHistory } from "@/lib/facilities/settings";
import { historyInput } from "@/lib/facilities/settings-schema";

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = operation(historyInput, (input, { db, caller }) => getSettingsHistory(db, caller, input));
