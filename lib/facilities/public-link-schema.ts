// The public booking link's settings: its slug (/f/<slug>) and whether anyone
// with it may book (off), ask for a time that staff approve (requests), or book
// at once where the facility books instantly (instant).
import { z } from "zod";
import { optional } from "../core/validation";
import { slugSchema } from "./slug";

export const PUBLIC_BOOKING_MODES = ["off", "requests", "instant"] as const;
export type PublicBookingMode = (typeof PUBLIC_BOOKING_MODES)[number];

export const publicLinkSettingFields = {
  slug: optional(slugSchema).meta({
    description: "The public booking link is /f/<slug>: a-z, 0-9 and hyphens; unique among facilities.",
  }),
  public_booking: optional(z.enum(PUBLIC_BOOKING_MODES, { error: "must be off, requests or instant" })).meta({
    description:
      "Who may book through the public link without an account: off; requests (staff approve); instant (only where instant_booking is on).",
  }),
};

export const publicLinkSettings = {
  slug: z.string(),
  public_booking: z.enum(PUBLIC_BOOKING_MODES),
};
