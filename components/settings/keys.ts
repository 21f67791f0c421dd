// TanStack Query keys of the settings page.
export const settingsKey = (facilityId: string) => ["facility-settings", facilityId] as const;
