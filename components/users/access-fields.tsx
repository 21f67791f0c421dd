"use client";
// What an account may reach: its role, then the facilities a staff member runs
// or a carrier's company. The same fields in the new-user and the edit form.
import type { UseFormRegisterReturn } from "react-hook-form";
import { CarrierCompanyField } from "@/components/shared/carrier-companies";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { Role } from "@/lib/core/roles";

type Props = {
  /** Control ids: each form on the page (one per user being edited) needs its own. */
  id: (part: "role" | "carrier") => string;
  role: Role | null | undefined;
  /** The form's register calls, made only for the fields shown: a hidden field stays unregistered. */
  fields: {
    role: () => UseFormRegisterReturn;
    facilityIds: () => UseFormRegisterReturn;
    carrier: () => UseFormRegisterReturn;
  };
  errors: { facilityIds?: string; carrier?: string };
  /** One's own role: admins cannot lock themselves out. */
  roleLocked?: boolean;
};

export function AccessFields({ id, role, fields, errors, roleLocked = false }: Props) {
  const facilities = useRunFacilities();
  return (
    <>
      <Field id={id("role")} label="Role" hint={roleLocked ? "You cannot change your own role." : undefined}>
        <Select
          id={id("role")}
          disabled={roleLocked}
          {...fields.role()}
          {...describedBy(id("role"), { hint: roleLocked })}
        >
          <option value="staff">Facility staff</option>
          <option value="carrier">Carrier</option>
          <option value="admin">Admin</option>
        </Select>
      </Field>
      {role === "staff" && (
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Facilities</legend>
          {(facilities.data ?? []).map((f) => (
            <label key={f.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={f.id} className="h-4 w-4" {...fields.facilityIds()} /> {f.name}
            </label>
          ))}
          {errors.facilityIds && <p className="text-sm font-medium text-red-700">{errors.facilityIds}</p>}
        </fieldset>
      )}
      {role === "carrier" && (
        <CarrierCompanyField
          id={id("carrier")}
          input={fields.carrier()}
          hint="A new name makes a new company."
          error={errors.carrier}
        />
      )}
    </>
  );
}
