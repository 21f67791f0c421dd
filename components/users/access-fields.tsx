"use client";
// What an account may reach: its role, then the facilities a staff member runs
// or a carrier's company. The same fields in the new-user and the edit form.
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CarrierCompanyField } from "@/components/shared/carrier-companies";
import { FacilityChecks } from "@/components/shared/facility-checks";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { Role } from "@/lib/core/roles";

type Props = {
  /** Control ids: each form on the page (one per user being edited) needs its own. */
  id: (part: "role" | "facilities" | "carrier") => string;
  role: Role | null | undefined;
  /** The form's register, called only for the fields shown: a hidden field stays unregistered. */
  register: (field: "role" | "facility_ids" | "carrier") => UseFormRegisterReturn;
  errors: { facilityIds?: string; carrier?: string };
  /** One's own role: admins cannot lock themselves out. */
  roleLocked?: boolean;
};

export function AccessFields({ id, role, register, errors, roleLocked = false }: Props) {
  const t = useTranslations("users.access");
  return (
    <>
      <Field id={id("role")} label={t("role")} hint={roleLocked ? t("roleLocked") : undefined}>
        <Select
          id={id("role")}
          disabled={roleLocked}
          {...register("role")}
          {...describedBy(id("role"), { hint: roleLocked })}
        >
          <option value="staff">{t("roles.staff")}</option>
          <option value="carrier">{t("roles.carrier")}</option>
          <option value="admin">{t("roles.admin")}</option>
        </Select>
      </Field>
      {role === "staff" && (
        <FacilityChecks
          id={id("facilities")}
          legend={t("facilities")}
          input={register("facility_ids")}
          error={errors.facilityIds}
          className="sm:col-span-2"
        />
      )}
      {role === "carrier" && (
        <CarrierCompanyField
          id={id("carrier")}
          input={register("carrier")}
          hint={t("newCompany")}
          error={errors.carrier}
        />
      )}
    </>
  );
}
