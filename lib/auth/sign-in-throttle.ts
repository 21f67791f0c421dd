// Password guessing is slowed, never locked: after a few failures each further
// one makes the next try wait longer (1 s, 2 s, 4 s ... up to a cap), counted
// three ways: for the account from this address, for this address over every
// account (spraying), and for the account from everywhere (many addresses).
// While a wait runs the password is not even checked, right or wrong, so
// guessing gains nothing; when it ends the right password works.
// A stranger cannot keep an owner out: the account-wide wait does not apply
// at an address the account has signed in from before, and the other two
// only slow the stranger's own address. Counters live in the limiter store
// (lib/db/rate-limiter.ts): shared by every process on PostgreSQL; nothing
// is forgotten because many accounts were tried.
import { createHash } from "node:crypto";
import { limiter } from "../db/rate-limiter";

const DAY = 24 * 60 * 60;
type Dimension = { name: "pair" | "address" | "account"; free: number; capSeconds: number };
/** Failures allowed before waits start, and the longest wait, per dimension. */
export const DIMENSIONS: Dimension[] = [
  { name: "pair", free: 5, capSeconds: 15 * 60 },
  { name: "address", free: 20, capSeconds: 15 * 60 },
  { name: "account", free: 10, capSeconds: 5 * 60 },
];

// Failures are forgotten a day after the first of them.
const failures = () => limiter({ keyPrefix: "signin-fail", points: 1_000_000, duration: DAY });
// A wait is a block on its key: get() reports what remains of it.
const waits = () => limiter({ keyPrefix: "signin-wait", points: 1, duration: 1 });
// Addresses an account signed in from, for 14 days (the memory store's timers
// cannot run past 24.8 days).
const KNOWN_DAYS = 14;
const known = () => limiter({ keyPrefix: "signin-known", points: 1_000_000, duration: KNOWN_DAYS * DAY });

/** The wait after the `n`th failure: none for the free ones, then doubling from 1 s up to the cap. */
export function delayAfter(n: number, d: Pick<Dimension, "free" | "capSeconds">): number {
  return n <= d.free ? 0 : Math.min(d.capSeconds, 2 ** Math.min(n - d.free - 1, 30));
}

// E-mails are keys, not data: stored hashed.
const accountOf = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

function keys(email: string, address: string): Record<Dimension["name"], string> {
  const account = accountOf(email);
  return { pair: `${account}@${address}`, address, account };
}

/** Seconds until `email` may try a password from `address`; 0: now. */
export async function signInWait(email: string, address: string): Promise<number> {
  const k = keys(email, address);
  const fromKnownAddress = (await known().get(k.pair)) !== null;
  const names = DIMENSIONS.map((d) => d.name).filter((n) => n !== "account" || !fromKnownAddress);
  const left = await Promise.all(names.map((n) => waits().get(`${n}:${k[n]}`)));
  const ms = Math.max(0, ...left.map((r) => (r && r.consumedPoints > 1 ? r.msBeforeNext : 0)));
  return Math.ceil(ms / 1000);
}

/** Records a wrong password (or unknown e-mail) and starts the waits it earns; the longest, in seconds. */
export async function signInFailed(email: string, address: string): Promise<number> {
  const k = keys(email, address);
  const delays = await Promise.all(
    DIMENSIONS.map(async (d) => {
      const key = `${d.name}:${k[d.name]}`;
      const n = (await failures().penalty(key)).consumedPoints;
      const delay = delayAfter(n, d);
      if (delay) await waits().block(key, delay);
      return delay;
    }),
  );
  return Math.max(...delays);
}

/** A right password: this account at this address starts afresh and is known from now on. */
export async function signInSucceeded(email: string, address: string): Promise<void> {
  const k = keys(email, address);
  await Promise.all([
    failures().delete(`pair:${k.pair}`),
    waits().delete(`pair:${k.pair}`),
    known().set(k.pair, 1, KNOWN_DAYS * DAY),
  ]);
}
