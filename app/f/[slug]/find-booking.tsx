import Link from "next/link";
import type { ReactNode } from "react";

/** The way to a booking made before (the lost-link page), after `lead`. */
export function FindBooking({
  lead,
  words,
  className,
}: {
  lead: ReactNode;
  words: ReactNode;
  className: string;
}) {
  return (
    <p className={className}>
      {lead}{" "}
      <Link prefetch={false} href="/a" className="font-medium text-brand-700 underline">
        {words}
      </Link>
    </p>
  );
}
