import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { PublicHeader } from "@/components/portal/public-header";

export default function Home() {
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader href="/signin" label="Sign in" />
      <main className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          Book your dock time in a minute.
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Pick the facility, see the open times in its local time, and get a confirmation code you can hand to
          the driver. Facility staff run their day from the calendar; systems book through the API.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/book" className={buttonClasses("primary", "lg")}>
            Book a dock appointment
          </Link>
          <Link href="/signup" className={buttonClasses("secondary", "lg")}>
            Create a carrier account
          </Link>
          <Link href="/docs/api" className={buttonClasses("ghost", "lg")}>
            API reference
          </Link>
        </div>
      </main>
    </div>
  );
}
