"use client";
// A facility's custom fields as the caller may read them, for showing answers
// under their labels: staff read every field (settings: inactive ones too, so
// old answers keep their labels), carriers the form's.
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "@/lib/api/client";
import type { CustomField } from "@/lib/fields/schema";
import { settingsKey } from "./query-keys";

export function useStaffCustomFields(facilityId: string | undefined): CustomField[] {
  const settings = useQuery({
    queryKey: settingsKey(facilityId ?? ""),
    queryFn: () => callOperation("get_facility_settings", { facility_id: facilityId! }),
    enabled: !!facilityId,
    staleTime: 60_000,
  });
  return settings.data?.custom_fields ?? [];
}
