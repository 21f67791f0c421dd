// How a throttled sign-in tells the form how long to wait (next-auth passes a
// thrown message to the form as its error). Shared by the server and the form.
export const SIGN_IN_WAIT_ERROR = "wait:";

export const signInWaitError = (seconds: number) => `${SIGN_IN_WAIT_ERROR}${seconds}`;

/** The seconds of a wait error, or null for any other error. */
export function signInWaitSeconds(error: string | null | undefined): number | null {
  const m = /^wait:(\d+)$/.exec(error ?? "");
  return m ? Number(m[1]) : null;
}

/** A wait under 90 seconds is said in seconds, a longer one in whole minutes (the forms word it). */
export const waitIn = (seconds: number) =>
  seconds < 90
    ? { unit: "seconds" as const, count: seconds }
    : { unit: "minutes" as const, count: Math.ceil(seconds / 60) };
