// "Your answers": the facility's questions the carrier answered when booking,
// to change by the manage link while the appointment may still be changed.
import { getTranslations } from "next-intl/server";
import type { ManagedAppointment } from "@/lib/appointments/managed-schema";
import { formDefaults } from "@/lib/fields/form";
import { AnswersForm, type AnswersState } from "./answers-form";
import { Step } from "./frame";

export async function AnswersStep({
  action,
  token,
  managed,
}: {
  action: (state: AnswersState, form: FormData) => Promise<AnswersState>;
  token: string;
  managed: ManagedAppointment;
}) {
  const t = await getTranslations("public.manage");
  return (
    <Step id="answers" title={t("answersTitle")}>
      <p className="text-sm text-slate-700">{t("answersIntro")}</p>
      <AnswersForm
        action={action}
        token={token}
        fields={managed.answerable_fields}
        stored={formDefaults(managed.appointment.custom_fields)}
        submit={t("answersSubmit")}
        busy={t("answersSaving")}
      />
    </Step>
  );
}
