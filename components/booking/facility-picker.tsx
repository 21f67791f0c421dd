"use client";
// The search list comes with the page (the server's answer to an empty search)
// and chooses as soon as the page's script runs. The search as you type is a
// chunk of its own (./facility-results.tsx), fetched once the browser is idle
// or something is typed: it keeps TanStack Query's observer out of /book's
// first load (docs/performance.md).
import { useTranslations } from "next-intl";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDebounced } from "@/components/ui/use-debounced";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useIdle } from "@/components/ui/use-idle";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { BookingModeBadge } from "./booking-mode-badge";
import { FacilityList } from "./facility-list";

const FacilityResults = lazy(() =>
  import("./facility-results").then((m) => ({ default: m.FacilityResults })),
);

type Props = {
  selected: BookableFacility | null;
  /** The answer for an empty search, when the page had it already (server-rendered). */
  initial?: BookableFacility[];
  onSelect: (f: BookableFacility | null) => void;
  error?: string;
};

/** Find a facility by name or address, then show the chosen one with its instructions. */
export function FacilityPicker({ selected, initial, onSelect, error }: Props) {
  const t = useTranslations("booking.facilityPicker");
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query.trim());
  const searchId = useId();
  const hydrated = useHydrated();
  const idle = useIdle();
  // Choosing (or changing) removes the control that had focus: focus goes to what replaced it, not the page.
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const before = useRef(selected);
  useEffect(() => {
    if (!before.current === !selected) return;
    before.current = selected;
    if (selected) chosenRef.current?.focus();
    else document.getElementById(searchId)?.focus();
  }, [selected, searchId]);
  if (selected) {
    return (
      <div className="rounded-lg border border-brand-100 bg-brand-50/50 p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p
              ref={chosenRef}
              tabIndex={-1}
              className="font-semibold text-slate-900"
              data-testid="selected-facility"
            >
              {selected.name}
            </p>
            {selected.address && <p className="text-sm text-slate-600">{selected.address}</p>}
            <div className="mt-2">
              <BookingModeBadge instant={selected.instant_booking} />
            </div>
          </div>
          <Button variant="secondary" size="sm" onClick={() => onSelect(null)}>
            {t("changeFacility")}
          </Button>
        </div>
        {selected.carrier_instructions && (
          <div className="mt-3 border-t border-brand-100 pt-3 text-sm text-slate-700">
            <p className="font-medium text-slate-900">{t("instructions")}</p>
            <p className="mt-1 whitespace-pre-line">{selected.carrier_instructions}</p>
          </div>
        )}
      </div>
    );
  }

  // Until the search's code is here: the page's own list for an empty search, else its stand-in.
  const standIn = (
    <FacilityList
      found={
        initial && !debounced ? { status: "success", list: initial, fetching: false } : { status: "pending" }
      }
      query={debounced}
      onSelect={onSelect}
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {t("searchLabel")}
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          readOnly={!hydrated}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          aria-describedby={error ? "facility_id-error" : undefined}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <Suspense fallback={standIn}>
        {idle || debounced ? (
          <FacilityResults query={debounced} initial={initial} onSelect={onSelect} />
        ) : (
          standIn
        )}
      </Suspense>
    </div>
  );
}
