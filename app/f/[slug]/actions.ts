"use server";
// The public booking form's action: the form's fields as request_public_appointment
// takes them, through the same limits and checks as the API; on success, on
// to the appointment's own page (its manage link), which is the confirmation.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { BookState } from "@/components/public/booking-details";
import { callPublicOperation } from "@/lib/api/public-call";
import { getTranslations } from "next-intl/server";
import { formProblem } from "@/components/public/messages";
import { answersFromForm, fieldsOfTypes } from "@/lib/fields/form";

export async function bookThroughLink(_prev: BookState, form: FormData): Promise<BookState> {
  const v: Record<string, string> = {};
  for (const [k, x] of form.entries()) if (typeof x === "string" && k !== "website") v[k] = x;
  const optional = (k: string) => v[k]?.trim() || undefined;
  const references = (v.references ?? "")
    .split(/[\n,;]+/)
    .map((r) => r.trim())
    .filter(Boolean);
  const result = await callPublicOperation(
    "request_public_appointment",
    {
      slug: v.slug ?? "",
      type: v.type as "Inbound" | "Outbound",
      scheduled_start_time: v.start ?? "",
      scheduled_end_time: v.end ?? "",
      load_type_ids: v.lt ? [v.lt] : undefined,
      carrier: v.carrier ?? "",
      carrier_email: v.carrier_email ?? "",
      carrier_phone: v.carrier_phone ?? "",
      carrier_driver: optional("carrier_driver"),
      carrier_driver_phone: optional("carrier_driver_phone"),
      driver_sms_consent: v.driver_sms_consent === "yes",
      trailer_number: optional("trailer_number"),
      order_info: references.map((reference_id) => ({ reference_id })),
      quantity: v.quantity ? Number(v.quantity) : (undefined as unknown as number),
      units: (v.units ?? "Pallets") as "Pallets" | "Boxes",
      carrier_notes: optional("carrier_notes"),
      custom_fields: answersFromForm(fieldsOfTypes(v.custom_field_types), form),
      website: form.get("website")?.toString(),
    },
    await headers(),
  );
  if (result.ok) redirect(`${new URL(result.data.manage_url).pathname}?booked=1`);
  const { tooShort, ...problem } = formProblem(result, await getTranslations("errors"));
  // Too short for the quantity sent: a link to the times of the length it needs (the page's own query).
  const times = new URLSearchParams();
  for (const k of ["type", "lt", "quantity"]) if (v[k]) times.set(k, v[k]);
  return { ...problem, values: v, timesHref: tooShort ? `/f/${v.slug}?${times}#times` : undefined };
}
