// Reference checks (the contract's "Custom fields and reference checks"): the
// `reference_check` setting, the list of valid references and its two
// operations, and the test of the validation hook. References are compared as
// stored: trimmed (as every text field is), case-sensitive.
import { z } from "zod";
import { fullDate, optional, requiredText, uuid, wholeNumber } from "../core/validation";
import { facilityAppointment } from "../record/schema";

export const REFERENCE_CHECK_MODES = ["off", "list", "webhook"] as const;
export const ON_UNAVAILABLE = ["refuse", "accept"] as const;
export const MAX_UPLOAD = 100_000;
export const DEFAULT_TIMEOUT_MS = 3000;

export const referenceCheckInput = z
  .object({
    mode: z.enum(REFERENCE_CHECK_MODES, { error: "must be off, list or webhook" }).meta({
      description:
        "off: no check beyond unique; list: only references on the facility's list (upload_valid_references); webhook: the warehouse's own server answers for each booking.",
    }),
    unique: z.boolean().default(false).meta({
      description:
        "true: a reference_id already on another appointment of the facility that holds a dock (Requested, Scheduled, Arrived, InProgress) is a 409 duplicate_reference.",
    }),
    url: optional(requiredText(2000)).meta({
      description:
        "The hook's https URL (mode webhook). Loopback and private addresses are refused as for webhooks. A new URL gets a new secret.",
    }),
    timeout_ms: wholeNumber(500, 10_000)
      .default(DEFAULT_TIMEOUT_MS)
      .meta({ description: "How long the hook may take to answer; default 3000." }),
    on_unavailable: z.enum(ON_UNAVAILABLE, { error: "must be refuse or accept" }).default("refuse").meta({
      description:
        "When the hook does not answer in time, answers 5xx, garbage or a redirect, or cannot be reached: refuse (503 reference_check_unavailable) or accept the booking.",
    }),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "webhook" && !v.url)
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: "is required for mode webhook",
        params: { reason: "required" },
      });
  });

export type ReferenceCheckInput = z.output<typeof referenceCheckInput>;

export const referenceCheck = z.object({
  mode: z.enum(REFERENCE_CHECK_MODES),
  unique: z.boolean(),
  url: z.string().nullable(),
  timeout_ms: z.number().int(),
  on_unavailable: z.enum(ON_UNAVAILABLE),
  secret: z.string().optional().meta({
    description:
      "whsec_…: the hook's Standard Webhooks signing secret, only in the answer of the change that made it (a webhook URL set or changed); keep it, it is not shown again.",
  }),
});

export type ReferenceCheck = z.output<typeof referenceCheck>;

/** Spread into the settings' input fields (lib/facilities/settings-schema.ts). */
export const referenceCheckSettingFields = {
  reference_check: optional(referenceCheckInput).meta({
    description: "Extension. The whole reference check setting: what is not sent returns to its default.",
  }),
};

/** Spread into the settings' answer. */
export const referenceCheckSettings = { reference_check: referenceCheck };

export const uploadReferencesInput = z
  .object({
    facility_id: uuid,
    references: z
      .array(
        z.object({
          reference_id: requiredText(100),
          expires_on: optional(fullDate).meta({
            description:
              "YYYY-MM-DD, local to the facility: valid to the end of that day. Absent: no expiry.",
          }),
        }),
      )
      .max(MAX_UPLOAD, { error: `may hold at most ${MAX_UPLOAD} references` }),
    replace: z.boolean().default(false).meta({
      description:
        "true: these become the whole list; false: added to it (a reference already on it takes the expiry sent).",
    }),
  })
  .meta({
    description: `Extension. Adds to (or replaces) a facility's list of valid references, up to ${MAX_UPLOAD} at a time; a body may be up to 8 MB. Its staff and admins.`,
  });

export const uploadReferencesResult = z.object({
  taken: z.number().int().meta({ description: "References written (a repeat in the upload counts once)." }),
  total: z.number().int().meta({ description: "References on the list now." }),
});

export const listReferencesInput = z
  .object({
    facility_id: uuid,
    prefix: optional(requiredText(100)).meta({ description: "Only references starting with this." }),
    limit: wholeNumber(1, 1000).default(100),
    before: optional(requiredText(100)).meta({
      description: "next_cursor of the previous page: the references that come after it.",
    }),
  })
  .meta({
    description:
      "Extension. A facility's list of valid references in reference_id order, a page at a time, with its count. Its staff and admins.",
  });

export const validReference = z.object({
  reference_id: z.string(),
  expires_on: z.string().nullable(),
});

export const referenceList = z.object({
  references: z.array(validReference),
  total: z.number().int().meta({ description: "References on the list (whatever the prefix)." }),
  next_cursor: z.string().nullable().meta({ description: "Send as before for the next page; null: none." }),
});

export const testReferenceCheckInput = z.object({ facility_id: uuid }).meta({
  description:
    "Extension. Sends a sample booking (reference TEST-REFERENCE) to the facility's validation hook and answers what it said; books nothing. Its staff and admins.",
});

export const testReferenceCheckResult = z.object({
  outcome: z.enum(["accepted", "refused", "unavailable"]),
  message: z.string().nullable().meta({
    description: "refused: the warehouse's message; unavailable: why (timeout, HTTP status, connection).",
  }),
  status: z.number().int().nullable().meta({ description: "The hook's HTTP status, when it answered." }),
});

export type UploadReferencesInput = z.output<typeof uploadReferencesInput>;
export type ListReferencesInput = z.output<typeof listReferencesInput>;
export type TestReferenceCheckResult = z.output<typeof testReferenceCheckResult>;

/** What the validation hook is sent (lib/references/hook.ts builds it), for the OpenAPI document. */
export const validationRequest = z.object({
  type: z.literal("appointment.validate"),
  timestamp: z.iso.datetime().meta({ description: "When it was sent, UTC." }),
  data: z.object({
    facility_id: z.uuid(),
    action: z.enum(["create", "update"]),
    appointment: facilityAppointment.meta({
      description:
        "The booking exactly as it will be stored (its id and confirmation_code included), before a dock is given (dock null).",
    }),
  }),
});

/** What the hook answers. */
export const validationAnswer = z.object({
  valid: z.boolean().meta({ description: "true (with a 2xx): accepted; false (any status): refused." }),
  message: z.string().optional().meta({
    description: "With valid false: shown to the carrier at the reference field (first 500 characters).",
  }),
});
