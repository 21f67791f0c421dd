"use server";
// What the manage page's forms do: move or cancel the appointment by its link,
// change its answers, through the same public operations (limits, rules,
// history, e-mail) as the API.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ActionAnswer } from "@/components/public/action-form";
import type { AnswersState } from "@/components/public/answers-form";
import type { DriverState } from "@/components/public/driver-form";
import { formProblem } from "@/components/public/messages";
import { errorWords } from "@/components/ui/error-words";
import { callPublicOperation } from "@/lib/api/public-call";
import { changedAnswersFromForm, fieldsOfTypes, sentAnswers } from "@/lib/fields/form";

// Everything goes back in the request's language: the server's refusals worded from their codes and
// values (components/ui/error-words.ts), the page's own words from its messages.
const refusal = async (res: Parameters<typeof formProblem>[0]) =>
  errorWords({ ...res.error, retryAfterSeconds: res.retryAfterSeconds }, await getTranslations("errors"));

export async function rescheduleByLink(_: ActionAnswer, form: FormData): Promise<ActionAnswer> {
  const token = String(form.get("token") ?? "");
  const res = await callPublicOperation(
    "reschedule_managed_appointment",
    { token, scheduled_start_time: String(form.get("start") ?? "") },
    await headers(),
  );
  if (res.ok) redirect(`/a/${token}?done=rescheduled`);
  const t = await getTranslations("public.manage");
  return { title: t("notMoved"), server: await refusal(res), message: t("pickAnother") };
}

export async function cancelByLink(_: ActionAnswer, form: FormData): Promise<ActionAnswer> {
  const token = String(form.get("token") ?? "");
  const note = String(form.get("note") ?? "").trim() || undefined;
  const res = await callPublicOperation("cancel_managed_appointment", { token, note }, await headers());
  if (res.ok) redirect(`/a/${token}?done=cancelled`);
  const t = await getTranslations("public.manage");
  return { title: t("notCancelled"), server: await refusal(res) };
}

export async function changeAnswersByLink(_: AnswersState, form: FormData): Promise<AnswersState> {
  const token = String(form.get("token") ?? "");
  // Every question shown is sent, a blank one as null: clearing an answer clears it.
  const fields = fieldsOfTypes(form.get("custom_field_types"));
  const res = await callPublicOperation(
    "update_managed_appointment",
    { token, custom_fields: changedAnswersFromForm(fields, form) },
    await headers(),
  );
  if (res.ok) redirect(`/a/${token}?done=answers`);
  const [t, errors] = await Promise.all([getTranslations("public.manage"), getTranslations("errors")]);
  // A 400 names the questions (their messages go under each); a 409 says why it is too late, in the server's words.
  const problem = res.status === 400 ? formProblem(res, errors) : { message: await refusal(res) };
  return { title: t("answersNotSaved"), ...problem, values: sentAnswers(fields, form) };
}

export async function changeDriverByLink(_: DriverState, form: FormData): Promise<DriverState> {
  const token = String(form.get("token") ?? "");
  const phone = String(form.get("carrier_driver_phone") ?? "").trim();
  const consent = form.get("driver_sms_consent") === "yes";
  const res = await callPublicOperation(
    "update_managed_appointment",
    // An empty box takes the number away, and with it the consent.
    { token, carrier_driver_phone: phone, driver_sms_consent: phone !== "" && consent },
    await headers(),
  );
  if (res.ok) redirect(`/a/${token}?done=driver`);
  const [t, errors] = await Promise.all([getTranslations("public.manage"), getTranslations("errors")]);
  const problem = res.status === 400 ? formProblem(res, errors) : { message: await refusal(res) };
  return {
    title: t("driverNotSaved"),
    message: problem.fields?.carrier_driver_phone ? undefined : problem.message,
    phoneError: problem.fields?.carrier_driver_phone,
    values: { phone, consent },
  };
}

export async function sendLostLink(_: ActionAnswer, form: FormData): Promise<ActionAnswer> {
  const res = await callPublicOperation(
    "send_manage_link",
    {
      confirmation_code: String(form.get("confirmation_code") ?? ""),
      email: String(form.get("email") ?? ""),
    },
    await headers(),
  );
  const t = await getTranslations("public.lost");
  if (res.ok) return { tone: "success", title: t("inbox"), message: t("onItsWay") };
  if (res.status === 400) return { message: t("invalid") };
  return { server: await refusal(res) };
}

export async function sendEtaByLink(_: ActionAnswer, form: FormData): Promise<ActionAnswer> {
  const token = String(form.get("token") ?? "");
  // Nothing chosen is no answer (Number("") would be 0: "on time").
  const chosen = String(form.get("minutes_late") ?? "").trim();
  const minutes = chosen ? Number(chosen) : NaN;
  const res = await callPublicOperation(
    "send_managed_eta",
    { token, minutes_late: Number.isInteger(minutes) ? minutes : undefined },
    await headers(),
  );
  if (res.ok) redirect(`/a/${token}?done=eta`);
  const t = await getTranslations("public.manage");
  if (res.status === 400) return { message: t("chooseLate") };
  return { title: t("notSent"), server: await refusal(res) };
}
