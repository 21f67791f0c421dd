import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, Field, type FieldProps } from "./field";
import { Input } from "./input";

type Props = Omit<FieldProps, "children"> & {
  /** The form's register call for it. */
  input: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | keyof UseFormRegisterReturn>;

/** A Field holding one text input, tied to its hint and error for screen readers. */
export function InputField({ id, label, hint, error, optional, className, input, ...control }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <Input id={id} {...control} {...input} {...describedBy(id, { hint: !!hint, error: !!error })} />
    </Field>
  );
}
