// zod issues become the contract's 400: one detail per problem, each with a
// path into the request body such as order_info[2].reference_id.
import type { z } from "zod";
import { ApiError, type ErrorDetail } from "./errors";

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "");
}

function detailOf(issue: z.core.$ZodIssue): ErrorDetail {
  const field = fieldPath(issue.path);
  let reason: string = issue.code;
  let message = issue.message;
  // A missing enum field is an invalid_value to zod; to the caller it is missing like any other.
  const missing = (issue.code === "invalid_type" || issue.code === "invalid_value") && (issue as { input?: unknown }).input === undefined;
  if (missing) {
    reason = "required";
    message = "is required";
  } else if (issue.code === "custom") {
    reason = (issue.params as { reason?: string } | undefined)?.reason ?? "invalid";
  } else if (issue.code === "invalid_type") {
    reason = "invalid_type";
    if (message.startsWith("Invalid input")) message = `must be ${issue.expected === "int" ? "a whole number" : `a${/^[aeiou]/.test(issue.expected) ? "n" : ""} ${issue.expected}`}`;
  } else if (issue.code === "unrecognized_keys") {
    reason = "unknown_field";
  }
  return field ? { field, reason, message } : { reason, message };
}

export function zodToApiError(error: z.ZodError): ApiError {
  const details = error.issues.map(detailOf);
  const first = details[0];
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? "s" : ""})` : "";
  return new ApiError("invalid_argument", `${first.field ? `${first.field} ` : ""}${first.message}${more}`, details);
}

/** Validates a parsed JSON body; a refusal is thrown as the contract's 400. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError("invalid_argument", "the request body must be a JSON object", [{ reason: "not_an_object", message: "must be a JSON object" }]);
  }
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) throw zodToApiError(result.error);
  return result.data;
}
