import Link from "next/link";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/public/action-form";
import { AnswersStep } from "@/components/public/answers-step";
import { DriverForm } from "@/components/public/driver-form";
import { AppointmentCard } from "@/components/public/appointment-card";
import { EtaForm } from "@/components/public/eta-form";
import { ManageLive } from "@/components/public/manage-live";
import { AppointmentQr } from "@/components/shared/appointment-qr";
import { errorWords, tooManyWords } from "@/components/ui/error-words";
import { PublicFrame, Step } from "@/components/public/frame";
import { SlotLinks, windowEnd, windowStart, type Place } from "@/components/public/slot-links";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { pageTitle } from "@/components/ui/page-title";
import { callPublicOperation } from "@/lib/api/public-call";
import { rangeIn } from "@/components/public/when";
import { notChangeableWords } from "@/components/shared/not-changeable-words";
import {
  cancelByLink,
  changeAnswersByLink,
  changeDriverByLink,
  rescheduleByLink,
  sendEtaByLink,
} from "../actions";

export const generateMetadata = pageTitle("public.manage", "metaTitle", { unlisted: true });

type Search = {
  booked?: string;
  done?: string;
  reschedule?: string;
  cancel?: string;
  answers?: string;
  driver?: string;
} & Place;

// What `?done=` may say: the confirmation after each action (messages public.manage.done).
const DONE = ["rescheduled", "eta", "cancelled", "answers", "driver"] as const;
const isDone = (v?: string): v is (typeof DONE)[number] => DONE.includes(v as (typeof DONE)[number]);

// An appointment by its manage link: no account, the link is the key. It shows
// the appointment (the confirmation page after booking by a public link), and
// moves or cancels it within the facility's rules. Drawn on the server; every
// choice is a link or a plain form.
export default async function ManageAppointment({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Search>;
}) {
  const [{ token }, q, h, t, locale] = await Promise.all([
    params,
    searchParams,
    headers(),
    getTranslations("public.manage"),
    getLocale(),
  ]);
  const res = await callPublicOperation("get_managed_appointment", { token }, h);
  if (!res.ok)
    return (
      <PublicFrame>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {res.status === 429 ? t("tooMany") : t("broken")}
        </h1>
        <p className="text-slate-700">
          {res.status === 429
            ? tooManyWords(res.retryAfterSeconds, await getTranslations("errors"))
            : t("brokenText")}
        </p>
        <Link prefetch={false} href="/a" className={buttonClasses("secondary")}>
          {t("newLink")}
        </Link>
      </PublicFrame>
    );
  const m = res.data;
  const a = m.appointment;
  const zone = m.facility.time_zone;
  const here = `/a/${token}`;
  // The ways on from here, each this page with one step open: the calendar file while the appointment is
  // still to happen, the changes while they are allowed.
  const step = (name: string, words: string): [string, string] => [`${here}?${name}=1#${name}`, words];
  const ways: [string, string][] = [];
  if (!["Cancelled", "NoShow"].includes(a.status)) ways.push([`${here}/calendar.ics`, t("addToCalendar")]);
  if (m.changeable)
    ways.push(
      step("reschedule", t("reschedule")),
      step("cancel", t("cancel")),
      ...(m.answerable_fields.length > 0 ? [step("answers", t("changeAnswers"))] : []),
      step("driver", t("driver")),
    );
  const from = windowStart(zone, q.from);
  const href = (p: Place) => {
    const s = new URLSearchParams({ reschedule: "1" });
    for (const [k, v] of Object.entries(p)) if (v) s.set(k, v);
    return `${here}?${s}`;
  };
  const times =
    q.reschedule && m.changeable
      ? await callPublicOperation("get_managed_availability", { token, start: from, end: windowEnd(from) }, h)
      : null;
  const slots = times?.ok ? times.data.slots.filter((s) => s.start_time !== a.scheduled_start_time) : [];
  const chosen = q.start ? slots.find((s) => s.start_time === q.start) : undefined;

  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {q.booked ? (a.status === "Requested" ? t("requestSent") : t("booked")) : t("title")}
      </h1>
      {q.booked && (
        <Alert tone="success">{a.status === "Requested" ? t("requestedText") : t("bookedText")}</Alert>
      )}
      {isDone(q.done) && <Alert tone="success">{t(`done.${q.done}`)}</Alert>}
      <AppointmentCard managed={m} />
      <ManageLive token={token} appointmentId={a.id} />
      {["Requested", "Scheduled"].includes(a.status) && (
        <AppointmentQr url={m.gate_url} code={a.confirmation_code} />
      )}
      {["Requested", "Scheduled"].includes(a.status) && (
        <EtaForm
          action={sendEtaByLink}
          token={token}
          current={a.estimated_start_datetime}
          start={a.scheduled_start_time}
          zone={zone}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {ways.map(([href, words]) => (
          <a key={href} href={href} className={buttonClasses("secondary")}>
            {words}
          </a>
        ))}
      </div>
      {!m.changeable && m.why_not_reason && a.status !== "Cancelled" && (
        <p className="text-sm text-slate-700">
          {notChangeableWords(
            m.why_not_reason,
            a,
            m.facility.cancel_cutoff_minutes,
            await getTranslations("appointments.notChangeable"),
          )}
        </p>
      )}

      {q.reschedule && m.changeable && (
        <Step id="reschedule" title={t("moveTitle")}>
          {times && !times.ok ? (
            <Alert tone="error">{errorWords(times.error, await getTranslations("errors"))}</Alert>
          ) : (
            <SlotLinks
              slots={slots}
              zone={zone}
              from={from}
              day={q.day}
              selected={chosen?.start_time}
              href={href}
              anchor="reschedule"
            />
          )}
          {chosen && (
            <div id="details" className="scroll-mt-4 border-t border-slate-200 pt-4">
              <ActionForm
                action={rescheduleByLink}
                hidden={{ token, start: chosen.start_time }}
                submit={t("moveTo", { range: rangeIn(locale, chosen.start_time, chosen.end_time, zone) })}
                busy={t("moving")}
              />
            </div>
          )}
        </Step>
      )}

      {q.answers && m.changeable && m.answerable_fields.length > 0 && (
        <AnswersStep action={changeAnswersByLink} token={token} managed={m} />
      )}

      {q.driver && m.changeable && (
        <Step id="driver" title={t("driverTitle")}>
          <p className="text-sm text-slate-700">{t("driverIntro")}</p>
          <DriverForm
            action={changeDriverByLink}
            token={token}
            stored={{ phone: a.carrier_driver_phone ?? "", consent: m.driver_sms_consent }}
          />
        </Step>
      )}

      {q.cancel && m.changeable && (
        <Step id="cancel" title={t("cancelTitle")}>
          <ActionForm
            action={cancelByLink}
            hidden={{ token }}
            submit={t("cancelSubmit")}
            busy={t("cancelling")}
            variant="danger"
          >
            <Field id="note" label={t("reason")} optional>
              <Textarea id="note" name="note" rows={2} />
            </Field>
          </ActionForm>
        </Step>
      )}
    </PublicFrame>
  );
}
