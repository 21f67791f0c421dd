"use client";
// The carrier companies a hold can be kept for. Admins list every company;
// list_carrier_companies refuses staff, so for them the companies that booked
// at this facility in about the last year (its report's scorecard) stand in.
import { useQuery } from "@tanstack/react-query";
import { holdCompaniesKey } from "@/components/shared/query-keys";
import { callOperation, OperationError } from "@/lib/api/client";
import { addDays, todayIn } from "@/lib/core/zoned";

export type HoldCompanies = { companies: { id: string; name: string }[]; every: boolean };

async function holdCompanies(facilityId: string, zone: string): Promise<HoldCompanies> {
  try {
    const { companies } = await callOperation("list_carrier_companies", {});
    return { companies: companies.map(({ id, name }) => ({ id, name })), every: true };
  } catch (e) {
    if (!(e instanceof OperationError) || e.status !== 403) throw e;
  }
  const today = todayIn(zone);
  // A custom period spans at most 366 days: ten months back, two ahead (companies booked for later).
  const { carrier_scorecard } = await callOperation("get_facility_metrics", {
    facility_id: facilityId,
    period: "custom",
    from: addDays(today, -300),
    to: addDays(today, 65),
  });
  const companies = carrier_scorecard
    .map((r) => ({ id: r.company_id, name: r.company }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { companies, every: false };
}

export const useHoldCompanies = (facilityId: string, zone: string) =>
  useQuery({
    queryKey: holdCompaniesKey(facilityId),
    queryFn: () => holdCompanies(facilityId, zone),
    staleTime: 5 * 60_000,
  });
