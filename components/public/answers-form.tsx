"use client";
// The manage page's answers to the facility's questions: a plain form posted
// to a server action (update_managed_appointment), so it works before (or
// without) the page's script; a refusal comes back with the answers as they
// were sent and a message under each question it names.
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CustomFieldInputs } from "@/components/shared/custom-field-inputs";
import type { BookingFormField } from "@/lib/fields/booking-form-schema";
import { fieldTypes, inputName } from "@/lib/fields/form";

export type AnswersState = {
  title?: string;
  /** The page's words, or the server's own sentence (shown in the reader's language). */
  message?: string;
  /** Messages by input name (cf.<key>), already in the reader's language. */
  fields?: Record<string, string>;
  /** The answers as sent, to show again. */
  values?: Record<string, string | string[]>;
};

export function AnswersForm({
  action,
  token,
  fields,
  stored,
  submit,
  busy,
}: {
  action: (state: AnswersState, form: FormData) => Promise<AnswersState>;
  token: string;
  /** The questions the link's holder answers (get_managed_appointment's answerable_fields). */
  fields: BookingFormField[];
  /** The answers as stored, as the inputs show them. */
  stored: Record<string, string | string[]>;
  submit: string;
  busy: string;
}) {
  const [state, run, pending] = useActionState(action, {});
  const values = state.values ?? stored;
  const errors = state.fields ?? {};
  return (
    <form action={run} className="flex flex-col gap-4" noValidate>
      {/* A new key per answer: the inputs take the answers sent back instead of the form's reset. */}
      <div key={JSON.stringify(values)} className="contents">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="custom_field_types" value={fieldTypes(fields)} />
        <CustomFieldInputs
          fields={fields}
          values={values}
          errors={Object.fromEntries(fields.map((f) => [f.key, errors[inputName(f.key)]]))}
          idPrefix="answer"
        />
        {state.message && (
          <Alert tone="error" title={state.title}>
            {state.message}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={pending} loadingText={busy}>
            {submit}
          </Button>
        </div>
      </div>
    </form>
  );
}
