import Link from "next/link";
import { PublicFrame } from "@/components/public/frame";

// An unknown link and a link that is switched off look the same: a slug must not tell which facilities exist.
export default function NoBookingLink() {
  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        This booking link is not active
      </h1>
      <p className="text-slate-700">
        The facility is not taking bookings through this link right now. Call the facility, or ask them for
        their current link.
      </p>
      <p className="text-slate-700">
        Booked already?{" "}
        <Link prefetch={false} href="/a" className="font-medium text-brand-700 underline">
          Find your booking
        </Link>
      </p>
    </PublicFrame>
  );
}
