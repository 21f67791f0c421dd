import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Select } from "@/components/ui/input";
import { NamedOptions } from "@/components/ui/options";

/** Which facility a board or a report shows: its name above a drop-down of the reader's facilities. */
export function FacilitySelect({
  label,
  facilities,
  value,
  onChange,
  className,
}: {
  label: ReactNode;
  facilities: readonly { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
  className?: string;
}) {
  return (
    <label className={cn("flex flex-col gap-1 text-sm font-medium text-slate-800", className)}>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value)} className="min-w-56">
        <NamedOptions records={facilities} />
      </Select>
    </label>
  );
}
