"use client";
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "@/lib/api/client";

export const carrierCompaniesKey = ["carrier-companies"] as const;

/** Every carrier company (admins): suggestions wherever a company is named. */
export const useCarrierCompanies = () =>
  useQuery({
    queryKey: carrierCompaniesKey,
    queryFn: () => callOperation("list_carrier_companies", {}),
    staleTime: 60_000,
  });

/** A datalist of the known companies, for an input's list attribute; a new name makes a new company. */
export function CarrierCompanyOptions({ id }: { id: string }) {
  const companies = useCarrierCompanies();
  return (
    <datalist id={id}>
      {(companies.data?.companies ?? []).map((c) => (
        <option key={c.id} value={c.name} />
      ))}
    </datalist>
  );
}
