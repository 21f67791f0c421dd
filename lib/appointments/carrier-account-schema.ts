// Extension operations for staff: which carrier company account an
// appointment belongs to, beside the free `carrier` text. The record itself
// stays as the contract has it; this is read and changed apart.
import { z } from "zod";
import { uuid } from "../core/validation";

const company = z.object({ id: z.uuid(), name: z.string() });

export const carrierAccountInput = z
  .object({ id: uuid.meta({ description: "The appointment's id." }) })
  .meta({
    description: [
      "Extension. Staff of the facility: the carrier company account the appointment belongs to (its people and tokens",
      "see and change it), and an account whose name matches the carrier text, to link it to. Bookings by a carrier",
      "belong to its own company whatever `carrier` says; staff bookings belong to none until linked.",
    ].join(" "),
  });

export const carrierAccount = z.object({
  appointment_id: z.uuid(),
  carrier: z.string().nullable().meta({ description: "The carrier text of the record." }),
  carrier_company: company
    .nullable()
    .meta({ description: "The account it belongs to; null: none (only the facility sees it)." }),
  matching_company: company.nullable().meta({
    description:
      "An account other than the linked one whose name matches `carrier` (case, spacing and invisible characters aside).",
  }),
  look_alikes: z.array(company).meta({
    description:
      "Other accounts whose names only look like the linked or matching account's, or the carrier text (Cyrillic letters in a Latin name, 0 for O, rn for m, trailing punctuation): check which company this is before linking.",
  }),
});

export const linkCarrierAccountInput = z
  .object({
    id: uuid.meta({ description: "The appointment's id." }),
    carrier_company_id: z.union([uuid, z.literal("")], { error: 'must be a uuid or ""' }).meta({
      description: 'The account to give it to; "" takes it from its account (as "" clears elsewhere).',
    }),
  })
  .meta({
    description:
      "Extension. Staff of the facility: gives the appointment to a carrier company account (its people and tokens then see and change it) or takes it away. Recorded in the history; moves updated_at.",
  });

export type CarrierAccount = z.output<typeof carrierAccount>;
export type LinkCarrierAccountInput = z.output<typeof linkCarrierAccountInput>;
