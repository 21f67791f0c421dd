import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, Field } from "./field";
import { Input } from "./input";

type Props = { id: string; label: ReactNode; hint?: ReactNode; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name"
>;

/**
 * A field of a plain form posted to a server action (it works before the script loads): the input is named
 * as its id, required unless told otherwise, tied to its hint and to the error the action answered.
 */
export function PostedField({ id, label, hint, error, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input id={id} name={id} required {...input} {...describedBy(id, { hint: !!hint, error: !!error })} />
    </Field>
  );
}
