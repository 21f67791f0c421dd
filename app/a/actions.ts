"use server";
// What the manage page's forms do: move or cancel the appointment by its link,
// through the same public operations (limits, rules, history, e-mail) as the API.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ActionAnswer } from "@/components/public/action-form";
import { callPublicOperation } from "@/lib/api/public-call";

const said = (message: string) => message.replace(/^./, (c) => c.toUpperCase());

export async function rescheduleByLink(_: ActionAnswer, form: FormData): Promise<ActionAnswer> {
  const token = String(form.get("token") ?? "");
  const res = await callPublicOperation(
    "reschedule_managed_appointment",
    { token, scheduled_start_time: String(form.get("start") ?? "") },
    await headers(),
  );
  if (res.ok) redirect(`/a/${token}?done=rescheduled`);
  return { title: "Not moved", message: `${said(res.error.message)}. Pick another time.` };
}

export async function cancelByLink(_: ActionAnswer, form: FormData): Promise<ActionAnswer> {
  const token = String(form.get("token") ?? "");
  const note = String(form.get("note") ?? "").trim() || undefined;
  const res = await callPublicOperation("cancel_managed_appointment", { token, note }, await headers());
  if (res.ok) redirect(`/a/${token}?done=cancelled`);
  return { title: "Not cancelled", message: said(res.error.message) };
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
  if (res.ok) return { tone: "success", title: "Check your inbox", message: res.data.message };
  if (res.status === 400)
    return {
      message: "Enter the 8-character confirmation code and an e-mail address like dispatch@carrier.com.",
    };
  return { message: said(res.error.message) };
}

export async function sendEtaByLink(_: ActionAnswer, form: FormData): Promise<ActionAnswer> {
  const token = String(form.get("token") ?? "");
  const minutes = Number(form.get("minutes_late"));
  const res = await callPublicOperation(
    "send_managed_eta",
    { token, minutes_late: Number.isInteger(minutes) ? minutes : undefined },
    await headers(),
  );
  if (res.ok) redirect(`/a/${token}?done=eta`);
  if (res.status === 400) return { message: "Choose how late you are running." };
  return { title: "Not sent", message: said(res.error.message) };
}
