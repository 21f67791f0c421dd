// The SSC v1.1.1 appointment operations Dockside serves, by the standard's
// operationId, each POST /ssc/appointments/v1/<operationId>.
import {
  cancelAppointment,
  fetchAppointmentDetails,
  fetchAvailableAppointments,
  rescheduleAppointment,
  scheduleAppointment,
} from "./appointments";
import { serveAppointmentOperation, sscJson, type SscOperation } from "./handler";
import { requestIdOf } from "../api/handler";
import { cancelInput, detailsInput, fetchAvailableInput, rescheduleInput, scheduleInput } from "./schema";
import type { z } from "zod";

const define = <I extends z.ZodType>(op: SscOperation<I>) => op;

export const SSC_OPERATIONS: Record<string, SscOperation<z.ZodType>> = {
  "fetch-available-appointments": define({ input: fetchAvailableInput, run: fetchAvailableAppointments }),
  "schedule-appointment": define({ input: scheduleInput, run: scheduleAppointment }),
  "reschedule-appointment": define({ input: rescheduleInput, run: rescheduleAppointment }),
  "cancel-appointment": define({ input: cancelInput, run: cancelAppointment }),
  "fetch-appointment-details": define({ input: detailsInput, run: fetchAppointmentDetails }),
};

export const SSC_APPOINTMENTS_PREFIX = "/ssc/appointments/v1/";

const nameOf = (req: Request) => new URL(req.url).pathname.slice(SSC_APPOINTMENTS_PREFIX.length);

const missing = (req: Request) =>
  sscJson(
    404,
    {
      status: "FAILURE",
      problemDetails: [
        {
          title: "https://docs.freightapis.org/problemDetails/capabilityNotSupportedError",
          detail: `there is no SSC operation ${nameOf(req)}; Dockside serves ${Object.keys(SSC_OPERATIONS).join(", ")}`,
        },
      ],
    },
    requestIdOf(req),
  );

/** POST /ssc/appointments/v1/<operationId>. */
export function POST(req: Request): Promise<Response> | Response {
  const op = Object.hasOwn(SSC_OPERATIONS, nameOf(req)) ? SSC_OPERATIONS[nameOf(req)] : undefined;
  return op ? serveAppointmentOperation(req, new URL(req.url).pathname, nameOf(req), op) : missing(req);
}

/** Any other method: 405 on an operation, 404 elsewhere. */
export function notAllowed(req: Request): Response {
  if (!Object.hasOwn(SSC_OPERATIONS, nameOf(req))) return missing(req);
  return sscJson(
    405,
    {
      status: "FAILURE",
      problemDetails: [
        { title: "method_not_allowed", detail: `${req.method} is not allowed here; use POST` },
      ],
    },
    requestIdOf(req),
    { Allow: "POST" },
  );
}
