"use client";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

/**
 * Signs in with an e-mail address and password and, when that worked, goes on to `callbackUrl`; otherwise
 * answers what Auth.js said was wrong (undefined when it said nothing).
 */
export function useSignIn(callbackUrl: string) {
  const router = useRouter();
  return async (email: string, password: string): Promise<{ refused: string | undefined } | null> => {
    const res = await signIn("credentials", { email, password, redirect: false, callbackUrl });
    if (!res || res.error) return { refused: res?.error ?? undefined };
    // Checked again here: this is where the browser follows it.
    router.replace(safeCallbackUrl(callbackUrl));
    router.refresh();
    return null;
  };
}
