"use client";
// /book's first screen is the facility search (its list drawn by the server), and
// only that loads with the page: the rest of the form (react-hook-form, the open
// times, the booking call) is a chunk of its own, fetched once the browser is idle
// after load or a facility is chosen, whichever comes first. So a phone shows a
// working list sooner (issue 16), and a tap on a facility seldom waits for the rest.
import { useTranslations } from "next-intl";
import { Suspense, lazy, useRef, useState } from "react";
import { Section } from "@/components/ui/section";
import { Skeleton } from "@/components/ui/skeleton";
import { useIdle } from "@/components/ui/use-idle";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { FacilityPicker } from "./facility-picker";
import { FieldError } from "./field-error";
import { dispatcherMessage } from "./messages";

// React.lazy, not next/dynamic: the stand-in shown while it loads needs the chosen facility.
// Whatever suspends inside the body needs a boundary of its own, or this one's stand-in replaces the form.
const BookingFormBody = lazy(() =>
  import("./booking-form-body").then((m) => ({ default: m.BookingFormBody })),
);

type Props = {
  defaults: { carrier: string; email: string };
  /** The facilities the page found on the server: the list shows before any script has run. */
  facilities?: BookableFacility[];
  /** Staff and admins book past the facility's rules with a reason; carriers never see that. */
  staff?: boolean;
};

export function BookingForm({ defaults, facilities, staff }: Props) {
  const t = useTranslations("booking");
  const [facility, setFacility] = useState<BookableFacility | null>(null);
  // Set by a submit without a facility, cleared by choosing one (as the form's own fields behave).
  const [facilityMissing, setFacilityMissing] = useState(false);
  const scope = useRef<HTMLDivElement>(null);
  const idle = useIdle();
  const facilityError = facilityMissing
    ? dispatcherMessage("facility_id", { type: "required" }, t)
    : undefined;

  const choose = (f: BookableFacility | null) => {
    setFacility(f);
    if (f) setFacilityMissing(false);
  };
  const standIn = <FormBodyStandIn facility={facility} />;

  return (
    <div ref={scope} className="flex flex-col gap-6">
      <Section step={1} title={t("form.whereTo")}>
        <FacilityPicker selected={facility} initial={facilities} onSelect={choose} error={facilityError} />
        <FieldError id="facility_id" message={facilityError} />
      </Section>
      <Suspense fallback={standIn}>
        {idle || facility ? (
          <BookingFormBody
            defaults={defaults}
            facility={facility}
            onFacilityMissing={() => setFacilityMissing(true)}
            scope={scope}
            staff={staff}
          />
        ) : (
          standIn
        )}
      </Suspense>
    </div>
  );
}

/** The form's steps as they will stand, until their code is here: the page does not jump when it comes. */
function FormBodyStandIn({ facility }: { facility: BookableFacility | null }) {
  const t = useTranslations("booking.form");
  return (
    <>
      <Section step={2} title={t("whatAndWhen")} note={facility ? undefined : t("chooseFacilityFirst")}>
        {facility && <Skeleton className="h-48 w-full" />}
      </Section>
      <Section step={3} title={t("carrierAndDriver")}>
        <Skeleton className="h-64 w-full sm:h-44" />
      </Section>
      <Section step={4} title={t("theLoad")}>
        <Skeleton className="h-80 w-full" />
      </Section>
    </>
  );
}
