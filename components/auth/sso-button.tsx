"use client";
// The company's identity provider, above the password form: next-auth sends
// the browser there and back (lib/auth/oidc.ts).
import { useTranslations } from "next-intl";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function SsoButton({ name, callbackUrl }: { name: string; callbackUrl: string }) {
  const t = useTranslations("auth.sso");
  const [going, setGoing] = useState(false);
  return (
    <div className="mb-6 flex flex-col gap-4">
      <Button
        size="lg"
        variant="secondary"
        loading={going}
        loadingText={t("going", { name })}
        onClick={() => {
          setGoing(true);
          void signIn("oidc", { callbackUrl });
        }}
      >
        {t("signInWith", { name })}
      </Button>
      <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t("or")}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
    </div>
  );
}
