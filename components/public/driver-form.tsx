"use client";
// The manage page's driver's phone for texts: a plain form posted to a server action
// (update_managed_appointment). The consent box shows the driver's yes as stored, never a yes of its own,
// and waits for a number; a changed number asks for the yes again.
import { useActionState, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { DriverConsent } from "@/components/shared/driver-consent";

export type DriverState = {
  title?: string;
  message?: string;
  /** The phone's problem, in the reader's language. */
  phoneError?: string;
  /** What was sent, to show again. */
  values?: { phone: string; consent: boolean };
};

export function DriverForm({
  action,
  token,
  stored,
}: {
  action: (state: DriverState, form: FormData) => Promise<DriverState>;
  token: string;
  stored: { phone: string; consent: boolean };
}) {
  const t = useTranslations("public.manage");
  const [state, run, pending] = useActionState(action, {});
  const values = state.values ?? stored;
  return (
    <form action={run} className="flex flex-col gap-4" noValidate>
      {/* A new key per answer: the inputs take the values sent back instead of the form's reset. */}
      <DriverFields key={JSON.stringify(values)} token={token} values={values} error={state.phoneError} />
      {state.message && (
        <Alert tone="error" title={state.title}>
          {state.message}
        </Alert>
      )}
      <div>
        <Button type="submit" loading={pending} loadingText={t("driverSaving")}>
          {t("driverSubmit")}
        </Button>
      </div>
    </form>
  );
}

function DriverFields({
  token,
  values,
  error,
}: {
  token: string;
  values: { phone: string; consent: boolean };
  error?: string;
}) {
  const t = useTranslations("public.manage");
  const [phone, setPhone] = useState(values.phone);
  // The stored yes belongs to the stored number: a number typed anew needs the driver's yes again.
  const [consent, setConsent] = useState(values.consent);
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <Field id="carrier_driver_phone" label={t("driverPhone")} optional error={error}>
        <Input
          id="carrier_driver_phone"
          name="carrier_driver_phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            if (e.target.value.trim() !== values.phone) setConsent(false);
          }}
          {...describedBy("carrier_driver_phone", { error: !!error })}
        />
      </Field>
      <DriverConsent
        id="driver_sms_consent"
        name="driver_sms_consent"
        value="yes"
        hasPhone={phone.trim() !== ""}
        checked={consent && phone.trim() !== ""}
        onChange={(e) => setConsent(e.target.checked)}
      />
    </>
  );
}
