"use client";
// Text fields for dates and times in the one form the board uses ("Tue 1 Dec
// 2026", 24-hour "14:00"), read back leniently (lib/core/date-entry.ts). A
// value is taken on Enter or when the field is left; what cannot be read is
// said under the field and nothing changes. Another language shows its own
// words ("Di., 1. Dez. 2026") and reads back what it shows, ISO dates, the
// English forms, and day-first numbers ("1.12.2026", "1/12/2026 14:00").
import { useLocale, useTranslations } from "next-intl";
import { useState, type InputHTMLAttributes } from "react";
import { readClock, readDate, readDateTime, shownDate, shownDateTime } from "@/lib/core/date-entry";
import { Input } from "./input";

type Entry = {
  id: string;
  /** The value as the URL or the API holds it: 2026-12-01, or 2026-12-01T06:00. */
  value: string;
  onCommit: (value: string) => void;
  className?: string;
  name?: string;
  /** An error the form shows itself (its own check): marked, and said only once. */
  invalid?: boolean;
};

const DATE = { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
const DATE_TIME = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
const DAY_FIRST = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:,? +(\S+))?$/;

/** "2026-12-01" of "1.12.2026"; with "T14:00" when a time follows (then required); null otherwise. */
function dayFirst(text: string, withTime: boolean): string | null {
  const m = DAY_FIRST.exec(text.trim());
  if (!m || !!m[4] !== withTime) return null;
  const date = readDate(`${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}`);
  const time = m[4] ? readClock(m[4]) : "";
  return date && time !== null ? (withTime ? `${date}T${time}` : date) : null;
}

/** How the fields show dates in the reader's language: English keeps date-entry's own words. */
export function useShownDates() {
  const locale = useLocale();
  if (locale === "en") return { shownDate, shownDateTime };
  const days = new Intl.DateTimeFormat(locale, DATE);
  const dates = new Intl.DateTimeFormat(locale, DATE_TIME);
  return {
    shownDate: (iso: string) => (shownDate(iso) ? days.format(new Date(`${iso}T12:00:00Z`)) : ""),
    shownDateTime: (local: string) =>
      shownDateTime(local)
        ? `${dates.format(new Date(`${local.slice(0, 10)}T12:00:00Z`))} ${local.slice(11)}`
        : "",
  };
}

function EntryField({
  id,
  value,
  onCommit,
  className,
  name,
  invalid,
  show,
  read,
  example,
}: Entry & { show: (v: string) => string; read: (t: string) => string | null; example: string }) {
  const [bad, setBad] = useState(false);
  const t = useTranslations("calendar.dateFields");
  const commit = (el: HTMLInputElement) => {
    // What the field shows is read back as itself, whatever its language.
    const next = el.value === show(value) && value ? value : read(el.value);
    setBad(!next);
    if (!next) return;
    el.value = show(next);
    if (next !== value) onCommit(next);
  };
  return (
    <>
      <Input
        // Remounted when the value changes from outside (another day chosen), so it shows that.
        key={value}
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        defaultValue={show(value)}
        placeholder={example}
        onBlur={(e) => commit(e.currentTarget)}
        onKeyDown={(e) => e.key === "Enter" && commit(e.currentTarget)}
        aria-invalid={bad || invalid || undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
        className={className}
      />
      {bad && !invalid && (
        <span id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {t(example.includes(":") ? "badDateTime" : "badDate", { example })}
        </span>
      )}
    </>
  );
}

/** A day, shown "Tue 1 Dec 2026". */
export function DateInput(p: Entry) {
  const shown = useShownDates();
  const read = (t: string) => readDate(t) ?? dayFirst(t, false);
  return <EntryField {...p} show={shown.shownDate} read={read} example={shown.shownDate("2026-12-01")} />;
}

/** A local date and time, shown "1 Dec 2026 14:00". */
export function DateTimeInput(p: Entry) {
  const shown = useShownDates();
  const read = (t: string) => readDateTime(t) ?? dayFirst(t, true);
  return (
    <EntryField
      {...p}
      show={shown.shownDateTime}
      read={read}
      example={shown.shownDateTime("2026-12-01T14:00")}
    />
  );
}

/**
 * A 24-hour time for a react-hook-form field (register's props pass through):
 * "800" or "8:00" become "08:00" when the field is left.
 */
export function ClockInput({ onBlur, onChange, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations("calendar.dateFields");
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t("clock")}
      onChange={onChange}
      onBlur={(e) => {
        const clock = readClock(e.currentTarget.value);
        if (clock && clock !== e.currentTarget.value) {
          e.currentTarget.value = clock;
          onChange?.(e);
        }
        onBlur?.(e);
      }}
    />
  );
}
