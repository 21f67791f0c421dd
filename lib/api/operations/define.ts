// What one operation of the API is: its schemas, what it may refuse beyond
// every operation's common refusals, and the one domain call that answers it.
// Each entry of the registry (./index.ts) is made with `defineOperation`; the
// route, the OpenAPI document, the tests' caller and the typed browser client
// are all derived from the registry.
import type { z } from "zod";
import type { Caller } from "../../core/caller";
import type { RawJson } from "../../core/raw-json";
import type { Db } from "../../db";
import type { Idempotency } from "../../idempotency/service";
import type { Locale } from "../../i18n/locales";
import type { Role } from "../../core/roles";
import type { AuditTargetKind } from "../../audit/schema";

export type OperationContext = {
  caller: Caller;
  db: Db;
  requestId: string;
  /** Present for operations that take an Idempotency-Key, when the caller sent one. */
  idempotency?: Idempotency;
  /**
   * The language of the page the call came from, for what a booking records (its e-mails follow it): a
   * browser session's or a public page's; null for a token's. Asked for only by the operations that book.
   */
  locale?: () => Promise<Locale | null>;
  /** Where the call came from, for the operations limited per client beyond the public limits (the gate on a phone). */
  client?: RequestClient;
};

/** A call's network address (lib/auth/client-address.ts), a cookie it sent, and whether it came from this site's pages. */
export type RequestClient = {
  address: string;
  cookie: (name: string) => string | undefined;
  sameSite: boolean;
};

export type OperationSpec<I extends z.ZodType, O extends z.ZodType> = {
  summary: string;
  input: I;
  output: O;
  /**
   * The roles that may call it at all (the domain function still scopes each call to the caller's facilities
   * or company). Public operations name none. The MCP server (lib/mcp) lists a caller only these tools; the
   * authorization matrix checks them against what the operations answer.
   */
  callers?: readonly Role[];
  /** People signed in only: an API token is refused it, and is not offered it as an MCP tool. */
  byToken?: false;
  /** Statuses beyond the ones every operation may answer (400, 401, 405, 413, 415, 429, 500, 503). */
  refusals: readonly (403 | 404 | 409)[];
  /** The service document's two operations say false; ours are extensions. */
  extension?: boolean;
  /** Takes an Idempotency-Key header. */
  idempotent?: boolean;
  /**
   * Anyone may call it without a token or session: it runs as the public caller (lib/core/caller.ts),
   * limited per client address; "write" for what books, changes or sends mail.
   */
  public?: "read" | "write";
  /**
   * A gate device (lib/gate/links.ts) may call it too, with its secret: staff of its one facility,
   * here and nowhere else.
   */
  gate?: boolean;
  /**
   * What a change this operation makes is recorded as in the audit log (lib/audit/record.ts, called by the
   * domain write in its own transaction); false for one that changes nothing the log keeps (appointments,
   * their messages and deliveries; overrides of a rule are recorded where they are written). Every
   * operation not named as a read (get_, list_, search_) says one or the other: the audit test walks them.
   */
  audit?: AuditTargetKind | false;
  /** A larger body than every operation's 64 KiB (bulk uploads). */
  maxBodyBytes?: number;
  /** The answer as a value, or already serialised by the database (the hot reads). */
  run: (input: z.output<I>, ctx: OperationContext) => Promise<z.input<O> | RawJson<z.input<O>>>;
};

// The registry holds operations of every shape; the wrapper only passes parsed input through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = OperationSpec<any, any>;

export const EVERYONE = ["staff", "carrier", "admin"] as const;
/** Facility staff, and admins (staff of every facility). */
export const STAFF = ["staff", "admin"] as const;
export const CARRIERS = ["carrier"] as const;
export const ADMINS = ["admin"] as const;

export const defineOperation = <I extends z.ZodType, O extends z.ZodType>(spec: OperationSpec<I, O>) => spec;

/**
 * What several operations of a group say alike (who calls them, what the audit log records, what they refuse),
 * spread into each entry so that an entry names only what is its own.
 */
export type OperationDefaults = Partial<Omit<AnyOperation, "input" | "run">>;

/** Admins only: anyone else is refused (403). */
export const ADMIN_ONLY = { callers: ADMINS, refusals: [403] } as const satisfies OperationDefaults;
/**
 * Staff of the facility the input names (or its appointment's): other staff are refused (403), an unknown one
 * is not found (404).
 */
export const FACILITY_STAFF = { callers: STAFF, refusals: [403, 404] } as const satisfies OperationDefaults;
/** Any signed-in caller, on a facility or appointment of theirs: 403 for another's, 404 for an unknown one. */
export const IN_SCOPE = { callers: EVERYONE, refusals: [403, 404] } as const satisfies OperationDefaults;

/** The usual run: the domain function takes the database, the caller and the parsed input. */
export const asCaller =
  <I, R>(call: (db: Db, caller: Caller, input: I) => Promise<R>) =>
  (input: I, { db, caller }: OperationContext) =>
    call(db, caller, input);

/** A public run whose input carries its own authority (a manage link's token) or needs none: no caller. */
export const asAnyone =
  <I, R>(call: (db: Db, input: I) => Promise<R>) =>
  (input: I, { db }: OperationContext) =>
    call(db, input);
