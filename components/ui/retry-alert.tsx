import { Alert } from "./alert";
import { useErrorWords } from "./use-error-words";

/** A query that failed, with why, and a button to ask again. */
export function RetryAlert({
  title,
  query,
  retry,
}: {
  title: string;
  query: { error: unknown; refetch: () => unknown };
  retry: string;
}) {
  const failure = useErrorWords();
  return (
    <Alert tone="error" title={title}>
      {failure(query.error)}{" "}
      <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
        {retry}
      </button>
    </Alert>
  );
}
