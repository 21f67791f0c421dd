import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { Card } from "@/components/ui/card";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { currentUser } from "@/lib/auth/current-user";
import { signUp } from "./actions";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Create a carrier account</h1>
      <p className="mt-1 mb-6 text-slate-600">
        Book dock appointments for your company and keep every confirmation in one place.
      </p>
      <SignUpForm callbackUrl={callbackUrl} action={signUp} />
    </Card>
  );
}
