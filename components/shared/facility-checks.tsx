"use client";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Check, CheckGroup } from "@/components/ui/check-group";
import { useRunFacilities } from "./use-run-facilities";

type Props = { id: string; legend: string; input: UseFormRegisterReturn; error?: string; className?: string };

/** A checkbox for each facility the user runs (a user's facilities, a token's, an endpoint's). */
export function FacilityChecks({ id, legend, input, error, className }: Props) {
  const facilities = useRunFacilities();
  return (
    <CheckGroup id={id} legend={legend} error={error} className={className}>
      {(facilities.data ?? []).map((f) => (
        <Check key={f.id} value={f.id} label={f.name} {...input} />
      ))}
    </CheckGroup>
  );
}
