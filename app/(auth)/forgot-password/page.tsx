import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/auth/password-forms";
import { Card } from "@/components/ui/card";
import { forgotPassword } from "./actions";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPassword() {
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Forgot your password?</h1>
      <p className="mt-1 mb-6 text-slate-600">
        Enter the e-mail address you sign in with. We send a link to set a new password.
      </p>
      <ForgotPasswordForm action={forgotPassword} />
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link href="/signin" className="font-medium text-brand-700 underline underline-offset-2">
          Back to sign in
        </Link>
      </p>
    </Card>
  );
}
