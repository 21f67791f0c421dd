"use client";
// The sign-in rules are the second section of the users page, below the list of accounts: their forms
// and schemas load apart from the page's first load, still rendered on the server, so the section is
// on the page at once and works when its code arrives. React's lazy, not next/dynamic, whose own code
// (~1.5 KB compressed) the page would load for it.
import { lazy, Suspense } from "react";

const SignInRules = lazy(() => import("./sign-in-rules").then((m) => ({ default: m.SignInRules })));

export function SignInRulesLater({ ssoName }: { ssoName: string | null }) {
  return (
    <Suspense>
      <SignInRules ssoName={ssoName} />
    </Suspense>
  );
}
