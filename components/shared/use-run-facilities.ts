"use client";
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "@/lib/api/client";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import { runFacilitiesKey } from "./query-keys";

/** The facilities this staff member runs: the calendar's picker and dock columns, settings, users, tokens. */
export const useRunFacilities = ({
  enabled = true,
  initialData,
}: { enabled?: boolean; initialData?: RunFacility[] } = {}) =>
  useQuery({
    queryKey: runFacilitiesKey,
    queryFn: () => callOperation("get_facilities", {}),
    staleTime: 60_000,
    enabled,
    // What the page's server read, shown at once and asked again as the page starts.
    initialData,
    initialDataUpdatedAt: 0,
  });
