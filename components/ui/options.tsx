/**
 * A drop-down's choices, one per code, worded by the caller: the select keeps the code as its value
 * and the reader sees their own words. Nothing here is client-only, so server forms use it too.
 */
export function Options<T extends string | number>({
  values,
  word,
}: {
  values: readonly T[];
  word: (value: T) => string;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {word(value)}
        </option>
      ))}
    </>
  );
}

/** A drop-down's choices from records a reader knows by name (facilities): the id is the value. */
export function NamedOptions({ records }: { records: readonly { id: string; name: string }[] }) {
  const names = new Map(records.map((r) => [r.id, r.name]));
  return <Options values={records.map((r) => r.id)} word={(id) => names.get(id) ?? id} />;
}
