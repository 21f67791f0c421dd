// The landing page: static text and three links, so it ships no JavaScript at
// all. That is why it lives in the Pages Router: an App Router page always
// loads React and the router (~130 KB compressed) to hydrate, and this page
// has nothing to hydrate. `unstable_runtimeJS: false` (supported since Next 9)
// leaves every script out of the HTML; the links are plain links.
import Head from "next/head";
import { buttonClasses } from "@/components/ui/button";
import { PublicHeader } from "@/components/portal/public-header";

// Next's PagesPageConfig type no longer lists the flag (Next still honours it), and the build's
// type check refuses a config with none of the listed keys: `runtime` is one, left at its default.
export const config: { runtime?: "nodejs"; unstable_runtimeJS: boolean } = { unstable_runtimeJS: false };

export default function Home() {
  return (
    <div className="min-h-screen bg-slate-50">
      <Head>
        <title>Dockside</title>
        <meta name="description" content="Book and run warehouse dock appointments." />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
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
          <a href="/book" className={buttonClasses("primary", "lg")}>
            Book a dock appointment
          </a>
          <a href="/signup" className={buttonClasses("secondary", "lg")}>
            Create a carrier account
          </a>
          <a href="/docs/api" className={buttonClasses("ghost", "lg")}>
            API reference
          </a>
        </div>
      </main>
    </div>
  );
}
