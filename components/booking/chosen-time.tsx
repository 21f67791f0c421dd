"use client";
// The chosen time in words, loaded once a time is chosen, so /book's first load
// carries none of this. English keeps the words it has always had (luxon's, which
// the open times load anyway); other languages get their own from Intl. Both in
// the facility's zone, named, since the reader may be elsewhere.
import { useLocale } from "next-intl";
import { localRange } from "@/lib/core/time";

export function ChosenTime({ start, end, zone }: { start: string; end: string; zone: string }) {
  const locale = useLocale();
  const words =
    locale === "en"
      ? localRange(start, end, zone)
      : new Intl.DateTimeFormat(locale, {
          weekday: "long",
          day: "numeric",
          month: "long",
          hour: "numeric",
          minute: "2-digit",
          timeZone: zone,
          timeZoneName: "short",
        }).formatRange(new Date(start), new Date(end));
  return <p className="text-slate-700">{words}</p>;
}
