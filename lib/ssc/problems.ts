// The SSC's answer for a request it could not carry out: status FAILURE with
// problem details of the standard's own kinds. A Dockside refusal (the
// domain errors of lib/core/errors.ts) becomes the kind that says the same:
// a bad argument an invalidArgumentError naming the standard's field, what
// the caller may not see an entityNotFoundError, a time that cannot be booked
// or a change the status does not allow an appointmentError.
import { DomainError } from "../core/errors";
import type { Identifiers } from "./schema";

const KIND = "https://docs.freightapis.org/problemDetails/";
export const ENTITY_NOT_FOUND = `${KIND}entityNotFound`;
export const CAPABILITY_NOT_SUPPORTED = `${KIND}capabilityNotSupportedError`;
export const INVALID_ARGUMENT = `${KIND}invalidArgumentError`;
export const APPOINTMENT_ERROR = `${KIND}appointmentError`;

export type ProblemDetail = {
  title: string;
  detail?: string;
  arguments?: { key: string; detail: string }[];
  identifiers?: Record<string, unknown>;
};

export class SscProblem extends Error {
  constructor(readonly problem: ProblemDetail) {
    super(problem.detail ?? problem.title);
  }
}

export const capabilityNotSupported = (detail: string) =>
  new SscProblem({ title: CAPABILITY_NOT_SUPPORTED, detail });

/** The load and stop identifiers the caller sent, as the standard's entityNotFoundError echoes them. */
export function entityNotFound(detail: string, ids: Identifiers) {
  const common = Object.fromEntries(
    Object.entries(ids).filter(([k]) => k !== "appointmentId" && k !== "requestIdentifier"),
  );
  return new SscProblem({
    title: ENTITY_NOT_FOUND,
    detail,
    ...(Object.keys(common).length ? { identifiers: common } : {}),
  });
}

/** The HTTP status the standard's 200-with-FAILURE stands for, as the request metrics count it. */
export function statusOfProblem(problem: ProblemDetail): number {
  switch (problem.title) {
    case ENTITY_NOT_FOUND:
      return 404;
    case APPOINTMENT_ERROR:
      return 409;
    case CAPABILITY_NOT_SUPPORTED:
      return 501;
    default:
      return 400;
  }
}

export const failure = (problem: ProblemDetail) => ({
  status: "FAILURE" as const,
  problemDetails: [problem],
});

/** Dockside's request fields as the standard's, for an invalidArgumentError's keys. */
const KEY_OF: Record<string, string> = {
  facility_id: "identifiers.locationId",
  order_info: "identifiers.primaryReferenceNumber",
  scheduled_start_time: "preferredAppointment.arrivalWindow.startDateTime",
  scheduled_end_time: "preferredAppointment.arrivalWindow.duration",
  start: "dateRestrictions",
  end: "dateRestrictions",
  carrier: "bookingDetails.carrierName",
  carrier_phone: "bookingDetails.carrierPhone",
  quantity: "bookingDetails.quantity",
  units: "bookingDetails.units",
  carrier_emails: "bookingDetails.carrierEmails",
  carrier_notes: "comment",
  note: "comment",
  url: "callbackUrl",
};

const keyOf = (field: string) => {
  const [head, ...rest] = field.split(".");
  const [name] = head.split("[");
  if (name === "custom_fields")
    return `bookingDetails.customFields${rest.length ? `.${rest.join(".")}` : ""}`;
  return KEY_OF[name] ?? field;
};

/** A refusal of the registry's operations, as a problem detail; null for what is no refusal (a bug, an outage). */
export function problemOf(e: DomainError, ids: Identifiers): ProblemDetail | null {
  switch (e.code) {
    case "invalid_argument":
      return {
        title: INVALID_ARGUMENT,
        detail: e.message,
        arguments: (e.details ?? []).map((d) => ({
          key: d.field ? keyOf(d.field) : "body",
          detail: `${d.reason}: ${d.message}`,
        })),
      };
    case "not_found":
    case "permission_denied":
      return entityNotFound(e.message, ids).problem;
    case "conflict": {
      const reason = e.details?.[0]?.reason;
      return { title: APPOINTMENT_ERROR, detail: reason ? `${reason}: ${e.message}` : e.message };
    }
    default:
      return null;
  }
}
