"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLocalTime } from "@/components/shared/local-time";
import { myAppointmentsKey } from "@/components/shared/query-keys";
import { ReschedulePanel } from "@/components/shared/reschedule-panel";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Reveal } from "@/components/ui/reveal";
import { panelToggle } from "@/components/ui/panel-toggle";
import type { Changeable } from "@/lib/appointments/changeable";
import type { FacilitySummary } from "@/lib/appointments/mine-schema";
import type { FacilityAppointment } from "@/lib/record/schema";
import { CancelPanel } from "./cancel-panel";

type Props = {
  appointment: FacilityAppointment;
  facility: FacilitySummary;
  changeable: Changeable;
  staff: boolean;
};

/** Add to calendar, reschedule, cancel; after a change the page reloads its data from the server. */
export function AppointmentActions({ appointment, facility, changeable, staff }: Props) {
  const t = useTranslations("appointments.actions");
  const time = useLocalTime(facility.time_zone);
  const router = useRouter();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<"reschedule" | "cancel" | null>(null);
  const [done, setDone] = useState<string>();

  const finished = (message: (a: FacilityAppointment) => string) => async (a: FacilityAppointment) => {
    setOpen(null);
    setDone(message(a));
    await queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
    router.refresh();
  };

  const toggle = panelToggle(open, setOpen);

  return (
    <div className="flex flex-col gap-4">
      {done && <Alert tone="success">{done}</Alert>}
      <div className="flex flex-wrap gap-2">
        {appointment.status !== "Cancelled" && (
          <a
            href={`/appointments/${appointment.id}/calendar.ics`}
            download
            className={buttonClasses("secondary")}
          >
            <CalendarIcon /> {t("addToCalendar")}
          </a>
        )}
        {changeable.allowed && (
          <>
            <Button variant="secondary" {...toggle("reschedule")}>
              {t("reschedule")}
            </Button>
            <Button variant="danger-ghost" {...toggle("cancel")}>
              {t("cancel")}
            </Button>
          </>
        )}
      </div>
      {!changeable.allowed && appointment.status !== "Cancelled" && (
        <p className="text-sm text-slate-600">{changeable.why}</p>
      )}
      {/* On a phone the panels open below the buttons, off the screen: brought up and focused. */}
      {open === "reschedule" && (
        <Reveal key="reschedule" label={t("reschedule")}>
          <ReschedulePanel
            appointment={appointment}
            facility={facility}
            staff={staff}
            onDone={finished((moved) =>
              // A carrier's move at a facility that confirms goes back to Requested until it does.
              t(
                moved.status === "Requested" && appointment.status !== "Requested" ? "movedWaiting" : "moved",
                {
                  when: time.range(moved.scheduled_start_time, moved.scheduled_end_time),
                },
              ),
            )}
            onClose={() => setOpen(null)}
          />
        </Reveal>
      )}
      {open === "cancel" && (
        <Reveal key="cancel" label={t("cancelPanel")}>
          <CancelPanel
            appointment={appointment}
            onDone={finished(() => t("cancelled"))}
            onClose={() => setOpen(null)}
          />
        </Reveal>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="14" height="13" rx="2" />
      <path d="M3 8h14M7 2v4M13 2v4" />
    </svg>
  );
}
