import { useErrorWords } from "./use-error-words";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Skeleton } from "./skeleton";

type Props<T> = {
  query: UseQueryResult<T>;
  /** The error's title, e.g. "The tokens could not be loaded"; the reason follows. */
  failed?: string;
  /** Said instead of `children` when `isEmpty` holds, e.g. "No tokens yet." */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The placeholder's size while loading. */
  skeleton?: string;
  children: (data: T) => ReactNode;
};

/** A query's states before its data can be shown: loading, failed, empty; then the data. */
export function Loaded<T>({ query, failed, empty, isEmpty, skeleton = "h-40 w-full", children }: Props<T>) {
  const failure = useErrorWords();
  if (query.isPending) return <Skeleton className={skeleton} />;
  if (query.isError)
    return (
      <Alert tone="error" title={failed}>
        {failure(query.error)}
      </Alert>
    );
  if (isEmpty?.(query.data)) return <p className="text-sm text-slate-600">{empty}</p>;
  return children(query.data);
}
