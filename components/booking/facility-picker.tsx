"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { facilitySearchKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { useServerWords } from "@/components/ui/server-words";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/ui/use-debounced";
import { useHydrated } from "@/components/ui/use-hydrated";
import { callOperation } from "@/lib/api/client";
import type { BookableFacility } from "@/lib/facilities/search-schema";
import { BookingModeBadge } from "./booking-mode-badge";

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
  const serverWords = useServerWords();
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query.trim());
  const searchId = useId();
  const hydrated = useHydrated();
  // Choosing (or changing) removes the control that had focus: focus goes to what replaced it, not the page.
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const before = useRef(selected);
  useEffect(() => {
    if (!before.current === !selected) return;
    before.current = selected;
    if (selected) chosenRef.current?.focus();
    else document.getElementById(searchId)?.focus();
  }, [selected, searchId]);
  const facilities = useQuery({
    queryKey: facilitySearchKey(debounced),
    queryFn: ({ signal }) => callOperation("search_facilities", { query: debounced }, { signal }),
    placeholderData: keepPreviousData,
    initialData: debounced ? undefined : initial,
    enabled: !selected,
  });

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

  const list = facilities.data ?? [];
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
      <p className="sr-only" aria-live="polite">
        {facilities.isSuccess ? t("matches", { count: list.length }) : ""}
      </p>
      <div>
        {facilities.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[74px]" />
            ))}
          </div>
        ) : facilities.isError ? (
          <Alert tone="error" title={t("loadFailed")}>
            {serverWords(facilities.error.message)}{" "}
            <button type="button" className="font-medium underline" onClick={() => facilities.refetch()}>
              {t("tryAgain")}
            </button>
          </Alert>
        ) : list.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {t("noMatch", { query: debounced })}
          </p>
        ) : (
          <ul
            className={cn(
              "flex max-h-96 flex-col gap-2 overflow-y-auto",
              facilities.isFetching && "opacity-70",
            )}
          >
            {list.map((f) => (
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
    </div>
  );
}
