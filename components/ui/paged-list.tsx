import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Skeleton } from "./skeleton";
import { useErrorWords } from "./use-error-words";

/** "Show older": the next page of a list that pages backwards in time, busy while it loads. */
export function OlderButton({
  busy,
  onClick,
  label,
  busyLabel,
}: {
  busy: boolean;
  onClick: () => void;
  label: string;
  busyLabel: string;
}) {
  return (
    <div>
      <Button variant="secondary" size="sm" loading={busy} loadingText={busyLabel} onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}

type PagedQuery = {
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type Props<T> = {
  /** A TanStack infinite query, its pages already read into `items`. */
  query: PagedQuery;
  items: T[];
  words: {
    /** The list's accessible name, and the placeholder's while it loads. */
    list: string;
    loadingList: string;
    failed: string;
    empty: ReactNode;
    older: string;
    loading: string;
  };
  /** Each item as an <li> with its key. */
  children: (item: T) => ReactNode;
};

/** A list read page by page (the audit log, the mail outbox): loading, failed, empty, the items, then older ones. */
export function PagedList<T>({ query, items, words, children }: Props<T>) {
  const failure = useErrorWords();
  return (
    <>
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-label={words.loadingList}>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : query.error ? (
        <Alert tone="error" title={words.failed}>
          {failure(query.error)}
        </Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{words.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={words.list}>
          {items.map(children)}
        </ol>
      )}
      {query.hasNextPage && (
        <OlderButton
          busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          label={words.older}
          busyLabel={words.loading}
        />
      )}
    </>
  );
}
