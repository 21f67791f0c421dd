// The HTTP edge of the domain errors: one table from code to status, and the
// headers some refusals carry. Domains never see this file.
import { DomainError, type ErrorCode } from "../core/errors";

export const STATUS_OF: Record<ErrorCode, number> = {
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
};

/** Headers that belong with a refusal: the auth scheme for 401, when to retry for 429 and 503. */
export function headersOf(e: DomainError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (e.code === "unauthenticated") headers["WWW-Authenticate"] = 'Bearer realm="dockside"';
  if (e.retryAfterSeconds !== undefined) headers["Retry-After"] = String(e.retryAfterSeconds);
  return headers;
}
