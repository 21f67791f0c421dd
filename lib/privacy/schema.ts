// erase_personal_data and export_personal_data (extension, admins): one person, by e-mail or phone.
import { z } from "zod";
import { email, phone } from "../core/validation";

export const personInput = z
  .object({ email: email.optional(), phone: phone.optional() })
  .refine((p) => (p.email === undefined) !== (p.phone === undefined), {
    error: "send either email or phone",
    path: ["email"],
    params: { reason: "required" },
  })
  .meta({
    description: "Extension, admins. One person, by the e-mail address or the phone number they gave.",
  });

export const erasedReport = z.object({
  appointments: z.number().meta({ description: "Appointments whose personal fields were erased." }),
  messages: z.number().meta({ description: "E-mail (and text) messages whose bodies were erased." }),
  deliveries: z
    .number()
    .meta({ description: "Deliveries (e-mail, webhook) whose bodies and answers were erased." }),
  history: z.number().meta({ description: "History events whose changes named the person." }),
  appointment_ids: z.array(z.string()),
});

export const personalExport = z.object({
  person: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  accounts: z.array(z.record(z.string(), z.unknown())),
  invitations: z.array(z.record(z.string(), z.unknown())),
  appointments: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  webhook_deliveries: z.array(z.record(z.string(), z.unknown())),
});

export type PersonInput = z.output<typeof personInput>;
