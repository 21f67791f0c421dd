"use client";
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "@/lib/api/client";

import { runFacilitiesKey } from "./keys";

/** The facilities this staff member runs: the calendar's picker and dock columns. */
export const useRunFacilities = () =>
  useQuery({
    queryKey: runFacilitiesKey,
    queryFn: () => callOperation("get_facilities", {}),
    staleTime: 60_000,
  });
