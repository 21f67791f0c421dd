"use client";
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "@/lib/api/client";
import { runFacilitiesKey } from "./query-keys";

/** The facilities this staff member runs: the calendar's picker and dock columns, settings, users, tokens. */
export const useRunFacilities = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: runFacilitiesKey,
    queryFn: () => callOperation("get_facilities", {}),
    staleTime: 60_000,
    enabled,
  });
