"use client";
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "@/lib/api/client";
import type { RunFacility } from "@/lib/facilities/mine-schema";
import { runFacilitiesKey } from "./query-keys";

/** The facilities this staff member runs: the calendar's picker and dock columns, settings, users, tokens. */
export const useRunFacilities = ({
  enabled = true,
  initial,
}: { enabled?: boolean; initial?: { facilities: RunFacility[]; readAt: number } } = {}) =>
  useQuery({
    queryKey: runFacilitiesKey,
    queryFn: () => callOperation("get_facilities", {}),
    staleTime: 60_000,
    enabled,
    // What the page's server read, as fresh as an answer of the API at that moment: not asked again at once.
    initialData: initial?.facilities,
    initialDataUpdatedAt: initial?.readAt,
  });
