import Link from "next/link";
import type { Metadata } from "next";
import { ActionForm } from "@/components/public/action-form";
import { PublicFrame } from "@/components/public/frame";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { sendLostLink } from "./actions";

export const metadata: Metadata = { title: "Find your booking" };

// "Lost your link?": the confirmation code and the e-mail address of the
// booking send its link to that address. The answer is the same whether or not
// they matched, so nobody learns here who booked what.
export default function LostLink() {
  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Find your booking</h1>
      <p className="text-slate-700">
        Lost the link to your appointment? Enter its confirmation code and the e-mail address it was booked
        with: we send the link there.
      </p>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <ActionForm action={sendLostLink} submit="Send me the link" busy="Sending…">
          <Field id="confirmation_code" label="Confirmation code" hint="8 letters and digits, e.g. K7M2P9QX">
            <Input
              id="confirmation_code"
              name="confirmation_code"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={12}
              aria-describedby="confirmation_code-hint"
            />
          </Field>
          <Field id="email" label="E-mail address">
            <Input id="email" name="email" type="email" autoComplete="email" inputMode="email" required />
          </Field>
        </ActionForm>
      </div>
      <p className="text-sm text-slate-600">
        Have an account?{" "}
        <Link prefetch={false} href="/signin" className="font-medium text-brand-700 underline">
          Sign in
        </Link>{" "}
        to see all your bookings.
      </p>
    </PublicFrame>
  );
}
