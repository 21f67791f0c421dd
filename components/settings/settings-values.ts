// What the settings form holds, shared by the form and its rows: the settings
// as read, each dock with a mark for deletion on save.
import type { FacilitySettings } from "@/lib/facilities/settings-schema";

type Dock = FacilitySettings["docks"][number] & { remove?: boolean };

export type SettingsValues = Omit<FacilitySettings, "id" | "history" | "docks"> & { docks: Dock[] };
