"use client";
// Text fields for dates and times in the one form the board uses ("Tue 1 Dec
// 2026", 24-hour "14:00"), read back leniently (lib/core/date-entry.ts). A
// value is taken on Enter or when the field is left; what cannot be read is
// said under the field and nothing changes.
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
  const commit = (el: HTMLInputElement) => {
    const next = read(el.value);
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
          Enter a {example.includes(":") ? "date and time" : "date"} like {example}.
        </span>
      )}
    </>
  );
}

/** A day, shown "Tue 1 Dec 2026". */
export const DateInput = (p: Entry) => (
  <EntryField {...p} show={shownDate} read={readDate} example={shownDate("2026-12-01")} />
);

/** A local date and time, shown "1 Dec 2026 14:00". */
export const DateTimeInput = (p: Entry) => (
  <EntryField {...p} show={shownDateTime} read={readDateTime} example={shownDateTime("2026-12-01T14:00")} />
);

/**
 * A 24-hour time for a react-hook-form field (register's props pass through):
 * "800" or "8:00" become "08:00" when the field is left.
 */
export function ClockInput({ onBlur, onChange, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
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
