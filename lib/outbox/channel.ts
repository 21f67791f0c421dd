// A way out of the outbox: e-mail, webhooks, texts. A channel turns an
// event into deliveries (inside the dispatch transaction) and sends one
// delivery at a time; the outbox claims, retries and records for all of them.
import type { Db, Prisma, Tx } from "../db";
import type { Statements } from "../db/sql";

export type OutboxEventRow = Prisma.OutboxEventGetPayload<object>;

export const CLAIMED_INCLUDE = { mail: true, sms: true } satisfies Prisma.OutboxDeliveryInclude;
export type ClaimedDelivery = Prisma.OutboxDeliveryGetPayload<{ include: typeof CLAIMED_INCLUDE }>;

/** `response`: the start of the server's answer (an HTTP body's first KiB, an SMTP reply), kept with the attempt. */
export type SendResult = { responseStatus?: number; response?: string };

/**
 * A failed send; `responseStatus` is the server's answer when there was one (SMTP reply code, HTTP status).
 * `final`: no retry can succeed (the delivery may no longer be made at all), so it has failed at once.
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly responseStatus?: number,
    readonly response?: string,
    readonly final = false,
  ) {
    super(message);
  }
}

/** A channel's fan-out of a batch of events, with what the events share (facilities, endpoints) read once. */
export type FanOut = {
  /** Whether `event` makes any delivery of this channel: an event that makes none needs no transaction. */
  writes(event: OutboxEventRow): boolean;
  /** Writes this channel's deliveries for `event` (in the dispatch transaction). */
  write(tx: Tx, event: OutboxEventRow, now: Date): Promise<void>;
  /**
   * The same for many events at once, in few statements on the driver (./sql.ts), in the dispatch's
   * transaction there. A channel that has it lets events that only it writes for be dispatched together.
   */
  writeAll?(tx: Statements, events: OutboxEventRow[], now: Date): Promise<void>;
};

export type Channel = {
  name: string;
  /** Reads what `events` need to fan out, and answers which make deliveries and writes them. */
  fanOut?(db: Db, events: OutboxEventRow[]): Promise<FanOut>;
  /**
   * Reads once what the sends of one claimed batch need (the rights of the endpoints' makers), just before
   * they start; each send of the batch gets it. Without it, or when it fails, each send reads its own.
   */
  prepare?(db: Db, deliveries: ClaimedDelivery[], now: Date): Promise<object>;
  /** Sends one claimed delivery (`prepared`: what `prepare` read for its batch); throws on failure. */
  send(db: Db, delivery: ClaimedDelivery, now: Date, prepared?: object): Promise<SendResult>;
  /** Seconds to wait before each retry; after the last one the delivery has failed. */
  retryDelays(): number[];
};

/** `"5,300,1800"` as seconds; the default when unset or unreadable. */
export function delaysFrom(value: string | undefined, fallback: number[]): number[] {
  const parsed = (value ?? "")
    .split(",")
    .filter((s) => s.trim() !== "")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0);
  return parsed.length ? parsed : fallback;
}
