/** The error of a control that is no registered field (the facility, the open times), read out as it changes. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p
      id={`${id}-error`}
      className={message ? "mt-2 text-sm font-medium text-red-700" : "sr-only"}
      aria-live="polite"
    >
      {message}
    </p>
  );
}
