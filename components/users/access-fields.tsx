"use client";
// What an account may reach: its role, then the facilities a staff member runs
// or a carrier's company. The same fields in the new-user and the edit form.
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
  return (
    <>
      <Field id={id("role")} label="Role" hint={roleLocked ? "You cannot change your own role." : undefined}>
        <Select
          id={id("role")}
          disabled={roleLocked}
          {...register("role")}
          {...describedBy(id("role"), { hint: roleLocked })}
        >
          <option value="staff">Facility staff</option>
          <option value="carrier">Carrier</option>
          <option value="admin">Admin</option>
        </Select>
      </Field>
      {role === "staff" && (
        <FacilityChecks
          id={id("facilities")}
          legend="Facilities"
          input={register("facility_ids")}
          error={errors.facilityIds}
          className="sm:col-span-2"
        />
      )}
      {role === "carrier" && (
        <CarrierCompanyField
          id={id("carrier")}
          input={register("carrier")}
          hint="A new name makes a new company."
          error={errors.carrier}
        />
      )}
    </>
  );
}
