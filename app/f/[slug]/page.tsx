import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BookingDetails } from "@/components/public/booking-details";
import { pageTitle } from "@/components/ui/page-title";
import { fieldsFor } from "@/lib/fields/form";
import { ChoiceLinks } from "@/components/public/choice-links";
import { FacilityFacts, PublicFrame, Step } from "@/components/public/frame";
import { parseQuantity, QuantityForm } from "@/components/public/quantity-form";
import { SlotLinks, windowEnd, windowStart, type Place } from "@/components/public/slot-links";
import { errorWords, lengthWords, tooManyWords } from "@/components/ui/error-words";
import { Alert } from "@/components/ui/alert";
import { callPublicOperation } from "@/lib/api/public-call";
import { rangeIn } from "@/components/public/when";
import { facilityWord } from "@/lib/i18n/facility-words";
import { bookThroughLink } from "./actions";
import { FindBooking } from "./find-booking";

type Params = { slug: string };
type Search = { type?: string; lt?: string; quantity?: string; from?: string; day?: string; start?: string };

export const generateMetadata = pageTitle("public.book", "metaTitle", { unlisted: true });

// Facilities without load types still need a length for the slot search (as /book).
const DEFAULT_DURATION_MINUTES = 60;

// A facility's public booking link: the open times first, then who is coming.
// Everything is drawn here on the server and every choice is a link or a plain
// form, so it loads fast and works on any phone; no account, no sign-in.
export default async function PublicBooking({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<Search>;
}) {
  const [{ slug }, q, h, t, locale] = await Promise.all([
    params,
    searchParams,
    headers(),
    getTranslations("public.book"),
    getLocale(),
  ]);
  const facility = await callPublicOperation("get_public_facility", { slug }, h);
  // Page loads past the limit are answered 429 before Next (lib/http/public-page-limit.ts); this is the
  // operations' own count, shared by every process on PostgreSQL, which a page can only report in words.
  if (!facility.ok && facility.status === 429)
    return (
      <PublicFrame>
        <Alert tone="error" title={t("tooMany")}>
          {tooManyWords(facility.retryAfterSeconds, await getTranslations("errors"))}
        </Alert>
      </PublicFrame>
    );
  if (!facility.ok) notFound();
  const f = facility.data;
  const type = f.directions.includes(q.type as "Inbound")
    ? (q.type as "Inbound" | "Outbound")
    : f.directions[0];
  const loadTypes = f.load_types.filter((l) => l.directions.includes(type));
  const loadType =
    loadTypes.find((l) => l.id === q.lt) ?? (loadTypes.length === 1 ? loadTypes[0] : undefined);
  // A load whose length grows with its quantity: the quantity first, then times of the length it needs.
  const perUnit = !!loadType && loadType.minutes_per_unit > 0;
  const quantity = parseQuantity(q.quantity);
  const from = windowStart(f.time_zone, q.from);
  const href = (p: Place & { type?: string; lt?: string }) => {
    const s = new URLSearchParams();
    const all = { type, lt: loadType?.id, quantity: quantity ? String(quantity) : undefined, ...p };
    for (const [k, v] of Object.entries(all)) if (v) s.set(k, v);
    return `/f/${f.slug}?${s}`;
  };
  const ready = type && (!loadTypes.length || loadType) && (!perUnit || quantity);
  const availability = ready
    ? await callPublicOperation(
        "get_public_availability",
        {
          slug,
          start: from,
          end: windowEnd(from),
          type,
          load_type_id: loadType?.id,
          quantity: loadType ? quantity : undefined,
          duration_minutes: loadType ? undefined : DEFAULT_DURATION_MINUTES,
        },
        h,
      )
    : null;
  const slots = availability?.ok ? availability.data.slots : [];
  const chosen = q.start ? slots.find((s) => s.start_time === q.start) : undefined;

  return (
    <PublicFrame>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-brand-700">{t("kicker")}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{f.name}</h1>
        <p className="text-sm text-slate-600">{f.booking === "instant" ? t("instant") : t("request")}</p>
        <FacilityFacts address={f.address} instructions={f.carrier_instructions} />
      </div>

      <Step id="times" title={t("pickTime")}>
        {f.directions.length > 1 && (
          <ChoiceLinks
            label={t("appointment")}
            options={f.directions.map((d) => ({
              href: href({ type: d, lt: undefined }),
              label: d === "Inbound" ? t("inbound") : t("outbound"),
              current: d === type,
            }))}
          />
        )}
        {loadTypes.length > 1 && (
          <ChoiceLinks
            label={t("bringing")}
            options={loadTypes.map((l) => ({
              href: href({ lt: l.id }),
              label: facilityWord(l.name, l.name_translations, locale),
              note: l.minutes_per_unit
                ? t("perUnit", { minutes: l.duration_minutes, perUnit: l.minutes_per_unit })
                : t("minutes", { minutes: l.duration_minutes }),
              current: l.id === loadType?.id,
            }))}
          />
        )}
        {perUnit && (
          <QuantityForm
            action={`/f/${f.slug}`}
            keep={{ type, lt: loadType.id, from: q.from, day: q.day }}
            value={q.quantity}
            invalid={q.quantity !== undefined && !quantity}
          />
        )}
        {!type ? (
          <p className="text-sm text-slate-700">{t("noDock")}</p>
        ) : !ready ? (
          !perUnit && <p className="text-sm text-slate-700">{t("chooseLoad")}</p>
        ) : availability && !availability.ok ? (
          <Alert tone="error" title={t("loadFailed")}>
            {errorWords(availability.error, await getTranslations("errors"))}
          </Alert>
        ) : (
          <>
            {perUnit && availability?.ok && (
              <p className="text-sm font-medium text-slate-800" data-testid="load-length">
                {t("loadLength", {
                  length: lengthWords(availability.data.duration_minutes, await getTranslations("errors")),
                })}
              </p>
            )}
            <SlotLinks
              slots={slots}
              closed={availability?.ok ? availability.data.closed_periods : []}
              zone={f.time_zone}
              from={from}
              day={q.day}
              selected={chosen?.start_time}
              href={href}
              anchor="times"
            />
          </>
        )}
      </Step>

      {q.start && !chosen && ready && (
        <Alert tone="warning" title={t("gone")}>
          {t("goneText")}
        </Alert>
      )}
      {chosen && (
        <Step id="details" title={t("yourDetails")}>
          <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <span className="font-medium">
              {rangeIn(locale, chosen.start_time, chosen.end_time, f.time_zone)}
            </span>
            {loadType ? ` · ${facilityWord(loadType.name, loadType.name_translations, locale)}` : ""}
            {perUnit && quantity ? t("quantityOf", { quantity }) : ""} ·{" "}
            <a href={`${href({ from, day: q.day })}#times`} className="underline">
              {t("change")}
            </a>
          </p>
          <BookingDetails
            hidden={{ slug: f.slug, type, lt: loadType?.id, start: chosen.start_time, end: chosen.end_time }}
            initial={quantity ? { quantity: String(quantity) } : undefined}
            customFields={fieldsFor(f.custom_fields, loadType ? [loadType.id] : [])}
            action={bookThroughLink}
          />
        </Step>
      )}
      <FindBooking
        lead={t("bookedBefore")}
        words={t("findBooking")}
        className="text-center text-sm text-slate-600"
      />
    </PublicFrame>
  );
}
