// send_driver_message and list_driver_messages (extension, staff): texts to and from an appointment's driver.
import { z } from "zod";
import { pageLimit, multilineText, optional, uuid } from "../core/validation";

export const SMS_STATES = ["kept", "pending", "sent", "delivered", "failed", "blocked", "received"] as const;

export const sendDriverMessageInput = z
  .object({
    appointment_id: uuid,
    text: multilineText(320)
      .min(1, { error: "is required" })
      .meta({ description: "1–320 characters, at most 2 SMS segments (306 GSM-7 characters, 134 others)." }),
  })
  .meta({
    description:
      "Extension, staff. Texts the appointment's driver (carrier_driver_phone, given with driver_sms_consent) through the outbox. 409 no_driver_phone, no_sms_consent or opted_out; 400 too_long past 2 segments.",
  });
export type SendDriverMessageInput = z.output<typeof sendDriverMessageInput>;

export const driverMessage = z.object({
  id: z.uuid(),
  appointment_id: z.uuid().nullable(),
  facility_id: z.uuid(),
  direction: z.enum(["out", "in"]),
  kind: z.string().meta({
    description:
      "Out: requested, booked, approved, rescheduled, reminder, declined, cancelled, door, next, staff, reply, help, stopped, started. In: what the text did (eta, check_in, stop, start, help, text, refused, unmatched).",
  }),
  phone: z.string(),
  text: z.string(),
  encoding: z.enum(["gsm7", "ucs2"]),
  segments: z.number().int(),
  state: z.enum(SMS_STATES).meta({
    description:
      "kept (no SMS_URL: never sent), pending (waiting or retrying), sent (the SMSC took it), delivered or failed (its receipt; failed also when retries ran out), blocked (the number sent STOP), received (a driver's text).",
  }),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  state_at: z.string(),
});
export type DriverMessage = z.input<typeof driverMessage>;

export const listDriverMessagesInput = z
  .object({
    appointment_id: optional(uuid),
    facility_id: optional(uuid),
    limit: pageLimit(200, 50),
  })
  .refine((v) => Boolean(v.appointment_id) !== Boolean(v.facility_id), {
    message: "give appointment_id or facility_id, one of them",
    path: ["appointment_id"],
    params: { reason: "one_of" },
  })
  .meta({
    description:
      "Extension, staff. Texts of one appointment or one facility, newest first, with their state.",
  });
export type ListDriverMessagesInput = z.output<typeof listDriverMessagesInput>;

export const driverMessageList = z.object({ messages: z.array(driverMessage) });

export const callDriverInInput = z.object({ appointment_id: uuid }).meta({
  description:
    "Extension, staff. Texts the driver of a checked-in truck waiting in the yard that it is next (the booking's language). 409 not_waiting unless Arrived and on site; and as send_driver_message.",
});
