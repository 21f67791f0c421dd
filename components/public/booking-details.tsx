"use client";
// The details of a booking through a public link: who is coming and with what.
// A plain form posted to a server action, so it works before (or without) the
// page's script; the action's answer puts messages back on the fields.
import { Check } from "@/components/ui/check-group";
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { CustomFieldInputs } from "@/components/shared/custom-field-inputs";
import type { BookingFormField } from "@/lib/fields/booking-form-schema";
import { fieldTypes, inputName } from "@/lib/fields/form";
import type { FormProblem } from "./messages";

/** The action's answer: the refusal as formProblem words it, and what the form held. */
export type BookState = Omit<FormProblem, "tooShort"> & {
  /** Where to pick a time that fits (the times for the quantity sent). */
  timesHref?: string;
  values?: Record<string, string>;
};

type Hidden = { slug: string; type: string; lt?: string; start: string; end: string };

export function BookingDetails({
  hidden,
  initial,
  customFields = [],
  action,
}: {
  hidden: Hidden;
  /** The facility's own questions for this booking. */
  customFields?: BookingFormField[];
  /** Fields filled in already (the quantity asked before the times). */
  initial?: Record<string, string>;
  action: (state: BookState, form: FormData) => Promise<BookState>;
}) {
  const t = useTranslations("public.details");
  const [state, submit, pending] = useActionState(action, { values: initial });
  const v = state.values ?? {};
  const e = state.fields ?? {};
  const text = (
    id: string,
    label: string,
    opts: {
      type?: string;
      optional?: boolean;
      hint?: string;
      auto?: string;
      mode?: "tel" | "email" | "numeric";
      min?: number;
    } = {},
  ) => (
    <Field id={id} label={label} optional={opts.optional} hint={opts.hint} error={e[id]}>
      <Input
        id={id}
        name={id}
        type={opts.type ?? "text"}
        inputMode={opts.mode}
        min={opts.min}
        autoComplete={opts.auto}
        defaultValue={v[id]}
        required={!opts.optional}
        {...describedBy(id, { hint: !!opts.hint, error: !!e[id] })}
      />
    </Field>
  );
  return (
    <form action={submit} className="flex flex-col gap-4" noValidate>
      {/* A new key per answer: the fields take the values sent back instead of the form's reset. */}
      <div key={JSON.stringify(v)} className="contents">
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {state.message && (
          <Alert tone="error" title={state.title ?? (state.slotProblem ? t("pickAnother") : t("notThrough"))}>
            {state.message}
            {state.timesHref && (
              <>
                {" "}
                <a href={state.timesHref} className="font-medium underline">
                  {t("seeTimes", { quantity: v.quantity ?? "" })}
                </a>
              </>
            )}
          </Alert>
        )}
        {text("carrier", t("company"), { auto: "organization" })}
        {text("carrier_email", t("email"), {
          type: "email",
          auto: "email",
          mode: "email",
          hint: t("emailHint"),
        })}
        {text("carrier_phone", t("phone"), { type: "tel", auto: "tel", mode: "tel" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("carrier_driver", t("driver"), { optional: true })}
          {text("carrier_driver_phone", t("driverPhone"), { type: "tel", mode: "tel", optional: true })}
        </div>
        <Check
          name="driver_sms_consent"
          value="yes"
          defaultChecked={v.driver_sms_consent === "yes"}
          label={t("driverSmsConsent")}
        />
        {text("trailer_number", t("trailer"), { optional: true })}
        <Field id="references" label={t("references")} hint={t("referencesHint")} error={e.references}>
          <Textarea
            id="references"
            name="references"
            rows={2}
            defaultValue={v.references}
            required
            {...describedBy("references", { hint: true, error: !!e.references })}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          {text("quantity", t("quantity"), { type: "number", mode: "numeric", min: 1 })}
          <Field id="units" label={t("units")}>
            <Select id="units" name="units" defaultValue={v.units ?? "Pallets"}>
              <option value="Pallets">{t("pallets")}</option>
              <option value="Boxes">{t("boxes")}</option>
            </Select>
          </Field>
        </div>
        {customFields.length > 0 && (
          <>
            {/* The action reads each answer by its field's kind (lib/fields/form.ts); the server checks them. */}
            <input type="hidden" name="custom_field_types" value={fieldTypes(customFields)} />
            <CustomFieldInputs
              fields={customFields}
              values={Object.fromEntries(customFields.map((f) => [f.key, v[inputName(f.key)]]))}
              errors={Object.fromEntries(customFields.map((f) => [f.key, e[inputName(f.key)]]))}
            />
          </>
        )}
        <Field id="carrier_notes" label={t("notes")} optional error={e.carrier_notes}>
          <Textarea id="carrier_notes" name="carrier_notes" rows={2} defaultValue={v.carrier_notes} />
        </Field>
        {/* For automated form-fillers only: people never see it, so a value in it refuses the booking. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="website">Website</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit" size="lg" loading={pending} loadingText={t("booking")}>
          {t("book")}
        </Button>
      </div>
    </form>
  );
}
