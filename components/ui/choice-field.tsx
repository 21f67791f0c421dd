import type { ReactNode } from "react";
import { Field } from "./field";
import { Select } from "./input";
import { Options } from "./options";

/** A Field holding a drop-down of codes, each worded by the caller; `all` is a first choice of none of them. */
export function ChoiceField<V extends string, T extends V = V>({
  id,
  label,
  value,
  values,
  word,
  onChange,
  all,
}: {
  id: string;
  label: ReactNode;
  value: V;
  values: readonly T[];
  word: (value: T) => string;
  onChange: (value: V) => void;
  all?: string;
}) {
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {all !== undefined && <option value="">{all}</option>}
        <Options values={values} word={word} />
      </Select>
    </Field>
  );
}
