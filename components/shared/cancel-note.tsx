import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";

/** The optional note kept with a cancellation or a declined request, as the API takes it. */
export function CancelNote({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <Field id="cancel-note" label={label} optional>
      <Textarea
        id="cancel-note"
        rows={2}
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
