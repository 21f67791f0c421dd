import type { Metadata } from "next";
import Link from "next/link";
import { NewPasswordForm } from "@/components/auth/password-forms";
import { Card } from "@/components/ui/card";
import { resetLinkUsable } from "@/lib/auth/password-reset";
import { SIGN_UP_PASSWORD_MIN } from "@/lib/auth/signup-schema";
import { db } from "@/lib/db";
import { setNewPassword } from "../../forgot-password/actions";

export const metadata: Metadata = { title: "Set a new password", robots: { index: false } };

export default async function ResetPassword({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const usable = await resetLinkUsable(db, token);
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Set a new password</h1>
      {usable ? (
        <>
          <p className="mt-1 mb-6 text-slate-600">Other devices signed in to your account are signed out.</p>
          <NewPasswordForm action={setNewPassword} token={token} min={SIGN_UP_PASSWORD_MIN} />
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          This link is not valid any more: it was used, or it expired.{" "}
          <Link href="/forgot-password" className="font-medium text-brand-700 underline underline-offset-2">
            Ask for a new one
          </Link>
          .
        </p>
      )}
    </Card>
  );
}
