"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callOperation } from "@/lib/api/client";
import { carrierCompaniesKey } from "./query-keys";

/** Every carrier company (admins): suggestions wherever a company is named. */
const useCarrierCompanies = () =>
  useQuery({
    queryKey: carrierCompaniesKey,
    queryFn: () => callOperation("list_carrier_companies", {}),
    staleTime: 60_000,
  });

/** A datalist of the known companies, for an input's list attribute; a new name makes a new company. */
function CarrierCompanyOptions({ id }: { id: string }) {
  const companies = useCarrierCompanies();
  return (
    <datalist id={id}>
      {(companies.data?.companies ?? []).map((c) => (
        <option key={c.id} value={c.name} />
      ))}
    </datalist>
  );
}

type Props = { id: string; input: UseFormRegisterReturn; hint?: string; error?: string };

/** A carrier company's name, typed or picked from the known ones (a user's company, a token's). */
export function CarrierCompanyField({ id, input, hint, error }: Props) {
  const t = useTranslations("shared");
  return (
    <Field id={id} label={t("carrierCompany")} hint={hint} error={error}>
      <Input
        id={id}
        list={`${id}-options`}
        autoComplete="off"
        {...input}
        {...describedBy(id, { hint: !!hint, error: !!error })}
      />
      <CarrierCompanyOptions id={`${id}-options`} />
    </Field>
  );
}
