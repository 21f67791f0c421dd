"use client";
// A truck without an appointment: company, direction, a reference, the plate and
// a phone number (texted about the visit when the driver ticks the box), sent as
// a work-in request for staff to approve: by the tablet, or by the driver's phone.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Check } from "@/components/ui/check-group";
import { describedBy, Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { fieldWords } from "@/components/ui/error-words";
import { useErrorWords } from "@/components/ui/use-error-words";
import { OperationError } from "@/lib/api/client";
import type { OperationInput } from "@/lib/api/operations";
import type { GateAppointment } from "@/lib/gate/schema";
import { GateForm } from "./gate-form";

/** What the driver tells the office, as both the tablet's and the phone's request take it. */
export type Visit = Omit<OperationInput<"gate_request_work_in">, "facility_id">;

export function WorkInForm({
  send,
  onSent,
  onCancel,
}: {
  send: (visit: Visit) => Promise<GateAppointment>;
  onSent: (a: GateAppointment) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("gate.workIn");
  const errorsT = useTranslations("errors");
  const failure = useErrorWords();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(form: FormData) {
    setBusy(true);
    setErrors({});
    setProblem(null);
    const value = (k: string) => String(form.get(k) ?? "");
    try {
      onSent(
        await send({
          carrier: value("carrier"),
          type: value("type") as "Inbound" | "Outbound",
          reference: value("reference"),
          carrier_phone: value("carrier_phone"),
          carrier_driver: value("carrier_driver") || undefined,
          trailer_number: value("trailer_number") || undefined,
          driver_sms_consent: form.get("driver_sms_consent") === "yes",
        }),
      );
    } catch (e) {
      if (e instanceof OperationError && e.status === 400)
        setErrors(
          Object.fromEntries(
            e.details.filter((d) => d.field).map((d) => [d.field!, fieldWords(d.reason, errorsT)]),
          ),
        );
      else setProblem(failure(e));
    } finally {
      setBusy(false);
    }
  }

  const field = (
    id: string,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    optional = false,
  ) => (
    <Field id={id} label={label} error={errors[id]} optional={optional}>
      <Input
        id={id}
        name={id}
        className="h-12 text-lg!"
        {...describedBy(id, { error: !!errors[id] })}
        {...props}
      />
    </Field>
  );

  return (
    <GateForm onSubmit={(e) => void submit(new FormData(e.currentTarget))}>
      <h2 className="text-2xl font-semibold text-slate-900">{t("heading")}</h2>
      <p className="text-lg text-slate-700">{t("intro")}</p>
      {field("carrier", t("company"), { autoComplete: "organization" })}
      <Field id="type" label={t("purpose")}>
        <Select id="type" name="type" className="h-12 text-lg!" defaultValue="Inbound">
          <option value="Inbound">{t("deliver")}</option>
          <option value="Outbound">{t("pickUp")}</option>
        </Select>
      </Field>
      {field("reference", t("reference"), { autoCapitalize: "characters" })}
      {field("trailer_number", t("plate"), { autoCapitalize: "characters" }, true)}
      {field("carrier_phone", t("phone"), { type: "tel", autoComplete: "tel" })}
      <Check name="driver_sms_consent" value="yes" label={t("smsConsent")} />
      {field("carrier_driver", t("name"), { autoComplete: "name" }, true)}
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="lg" loading={busy} loadingText={t("sending")}>
        {t("send")}
      </Button>
      <Button type="button" variant="secondary" size="lg" onClick={onCancel}>
        {t("back")}
      </Button>
    </GateForm>
  );
}
