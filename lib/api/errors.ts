// One error type for every refusal; one table from its code to the HTTP status.
export const STATUS_OF = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_OF;

export type ErrorDetail = { field?: string; reason: string; message: string };

export type ErrorBody = { code: ErrorCode; message: string; details?: ErrorDetail[] };

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_OF[this.code];
  }

  toBody(): ErrorBody {
    return this.details?.length ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

/** A field-specific 400: `invalid("scheduled_end_time", "end_before_start", "must be after scheduled_start_time")`. */
export function invalid(field: string, reason: string, message: string): ApiError {
  return new ApiError("invalid_argument", `${field} ${message}`, [{ field, reason, message }]);
}

/** A 409 with the reason integrators switch on. */
export function conflict(reason: string, message: string, field?: string): ApiError {
  return new ApiError("conflict", message, [{ ...(field ? { field } : {}), reason, message }]);
}

export const notFound = (what: string) => new ApiError("not_found", `${what} not found`);
export const forbidden = (message: string) => new ApiError("permission_denied", message);
