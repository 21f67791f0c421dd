"use client";
// The search itself (TanStack Query's observer: a few KB the page's first load
// does without, see ./facility-picker.tsx).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { facilitySearchKey } from "@/components/shared/query-keys";
import { callOperation } from "@/lib/api/client";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { FacilityList, type Found } from "./facility-list";

type Props = {
  query: string;
  initial?: BookableFacility[];
  onSelect: (f: BookableFacility) => void;
};

/** The facilities matching `query`, as search_facilities answers, kept on screen while the next answer comes. */
export function FacilityResults({ query, initial, onSelect }: Props) {
  const facilities = useQuery({
    queryKey: facilitySearchKey(query),
    queryFn: ({ signal }) => callOperation("search_facilities", { query }, { signal }),
    placeholderData: keepPreviousData,
    initialData: query ? undefined : initial,
  });
  const found: Found = facilities.isPending
    ? { status: "pending" }
    : facilities.isError
      ? { status: "error", error: facilities.error, retry: () => void facilities.refetch() }
      : { status: "success", list: facilities.data, fetching: facilities.isFetching };
  return <FacilityList found={found} query={query} onSelect={onSelect} />;
}
