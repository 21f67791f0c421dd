// Password guessing: after 10 failed sign-ins for one e-mail address within
// 15 minutes, further attempts for it are refused until the window passes.
// In this process's memory, like the API rate limit; a correct password does
// not get through a closed window either, so guessing cannot probe it.
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;
const failures = new Map<string, { start: number; count: number }>();

export function isThrottled(email: string, now = Date.now()): boolean {
  const f = failures.get(email.trim().toLowerCase());
  return !!f && now - f.start < WINDOW_MS && f.count >= MAX_FAILURES;
}

export function recordFailure(email: string, now = Date.now()): void {
  const key = email.trim().toLowerCase();
  const f = failures.get(key);
  if (!f || now - f.start >= WINDOW_MS) {
    if (failures.size > 10_000) failures.clear(); // bounded memory; a reset only forgives
    failures.set(key, { start: now, count: 1 });
  } else f.count++;
}

export function clearFailures(email: string): void {
  failures.delete(email.trim().toLowerCase());
}
