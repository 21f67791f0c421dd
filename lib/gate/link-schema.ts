// Gate device links with their language (issue 27): what staff send to make,
// list and re-language a device, and what the API answers.
import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { optional, text, uuid } from "../core/validation";

const locale = z.enum(LOCALES).nullable().meta({
  description: "The tablet's language (en, de, es, fr, pl); null: the facility's default language.",
});

export const createGateLinkInput = z
  .object({
    facility_id: uuid.meta({ description: "The facility whose gate this is." }),
    name: optional(text(100)).meta({ description: "Which device, e.g. North gate tablet." }),
    locale: locale.optional(),
  })
  .meta({
    description:
      "Extension, staff. Makes a gate device link for a facility: its secret is shown once; a device holding it may check trucks in at that facility and do nothing else.",
  });

export const updateGateLinkInput = z
  .object({ id: uuid.meta({ description: "The gate link's id." }), locale })
  .meta({ description: "Extension, staff. Sets the language a gate device shows drivers." });

const gateLinkFields = {
  id: z.uuid(),
  facility_id: z.uuid(),
  name: z.string(),
  prefix: z.string().meta({ description: "The readable start of the secret." }),
  locale,
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
};
export const gateLink = z.object(gateLinkFields);
export type GateLink = z.infer<typeof gateLink>;
export const gateLinkList = z.array(gateLink);

export const createdGateLink = z.object({
  ...gateLinkFields,
  secret: z.string().meta({ description: "gate_ + 43 characters; shown only here." }),
  url: z.string().meta({
    description:
      "Open it once on the gate tablet: /gate/<slug>/connect#<secret> (the secret stays in the fragment, never sent in a request line), which keeps the secret in the tablet's cookie.",
  }),
});
