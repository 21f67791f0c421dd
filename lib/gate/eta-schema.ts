// send_managed_eta (extension, public): the manage link's token and either the
// minutes late (negative: early) or the expected arrival time.
import { z } from "zod";
import { dateTime, optional, wholeNumber } from "../core/validation";

export const managedEtaInput = z
  .object({
    token: z
      .string({ error: "is required" })
      .trim()
      .min(1, { error: "is required" })
      .max(200, { error: "must be at most 200 characters" })
      .meta({ description: "The token of the appointment's manage link, /a/<token>." }),
    minutes_late: optional(wholeNumber(-1440, 1440)).meta({
      description: "Running this many minutes late (negative: early); 0: on time.",
    }),
    estimated_start_datetime: optional(dateTime).meta({ description: "Or: the expected arrival time." }),
  })
  .superRefine((v, ctx) => {
    const given = Number(v.minutes_late !== undefined) + Number(v.estimated_start_datetime !== undefined);
    if (given !== 1)
      ctx.addIssue({
        code: "custom",
        path: given ? ["estimated_start_datetime"] : ["minutes_late"],
        message: given ? "send minutes_late or estimated_start_datetime, not both" : "is required",
        params: { reason: given ? "selector_ambiguous" : "required" },
      });
  })
  .meta({
    description:
      "Extension, public. The carrier's ETA by the manage link: sets estimated_start_datetime (an appointment.updated event). Only while Requested or Scheduled (409 eta_closed); within 24 hours of the start.",
  });
export type ManagedEtaInput = z.output<typeof managedEtaInput>;
