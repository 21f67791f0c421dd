// Why a domain function refuses: one error type with a stable code, field
// details and the reason integrators switch on. Domains throw these and know
// nothing of HTTP; the API wrapper (lib/api/errors.ts) maps codes to statuses.
import type { RefusalValues } from "./refusal-values";

export const ERROR_CODES = [
  "invalid_argument",
  "unauthenticated",
  "permission_denied",
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal",
  "unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One detail of an error: the field, the reason, and the values its message names (./refusal-values.ts). */
export type ErrorDetail = {
  field?: string;
  reason: string;
  message: string;
} & RefusalValues;

export type ErrorBody = { code: ErrorCode; message: string; details?: ErrorDetail[] };

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Seconds a caller should wait before trying again (rate limits, a busy database). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.details?.length
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

/** A field-specific refusal: `invalid("scheduled_end_time", "end_before_start", "must be after scheduled_start_time")`. */
export function invalid(field: string, reason: string, message: string): DomainError {
  return new DomainError("invalid_argument", `${field} ${message}`, [{ field, reason, message }]);
}

/** A conflict with the reason integrators switch on (and, for the facility's rules, what it refers to). */
export function conflict(
  reason: string,
  message: string,
  field?: string,
  more: RefusalValues = {},
): DomainError {
  return new DomainError("conflict", message, [{ ...(field ? { field } : {}), reason, message, ...more }]);
}

export const notFound = (what: string) => new DomainError("not_found", `${what} not found`);
export const forbidden = (message: string) => new DomainError("permission_denied", message);
export const unauthenticated = (message: string) => new DomainError("unauthenticated", message);
