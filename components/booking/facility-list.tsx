"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/components/ui/cn";
import { useErrorWords } from "@/components/ui/use-error-words";
import { Skeleton } from "@/components/ui/skeleton";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { BookingModeBadge } from "./booking-mode-badge";

/** What the search has found so far: nothing yet, a failure, or a list (still being asked again or not). */
export type Found =
  | { status: "pending" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "success"; list: BookableFacility[]; fetching: boolean };

type Props = { found: Found; query: string; onSelect: (f: BookableFacility) => void };

/** The facilities a search found, each a button that chooses it. */
export function FacilityList({ found, query, onSelect }: Props) {
  const t = useTranslations("booking.facilityPicker");
  const failure = useErrorWords();
  const hydrated = useHydrated();
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {found.status === "success" ? t("matches", { count: found.list.length }) : ""}
      </p>
      <div>
        {found.status === "pending" ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[74px]" />
            ))}
          </div>
        ) : found.status === "error" ? (
          <Alert tone="error" title={t("loadFailed")}>
            {failure(found.error)}{" "}
            <button type="button" className="font-medium underline" onClick={found.retry}>
              {t("tryAgain")}
            </button>
          </Alert>
        ) : found.list.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {t("noMatch", { query })}
          </p>
        ) : (
          <ul className={cn("flex max-h-96 flex-col gap-2 overflow-y-auto", found.fetching && "opacity-70")}>
            {found.list.map((f) => (
              <li key={f.id}>
                {/* A button, not a radio: arrowing through radios would choose each facility on the way. */}
                <button
                  type="button"
                  // The list may come with the page (server-rendered): it chooses once the script runs.
                  disabled={!hydrated}
                  onClick={() => onSelect(f)}
                  className="flex w-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-brand-600 hover:bg-brand-50/40 sm:flex-row sm:items-start sm:justify-between"
                >
                  <span>
                    <span className="block font-medium text-slate-900">{f.name}</span>
                    {f.address && <span className="block text-sm text-slate-600">{f.address}</span>}
                  </span>
                  <BookingModeBadge instant={f.instant_booking} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
