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
