"use client";
// Reads the device secret from the link's fragment and hands it to the server.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";

export function ConnectGate({
  slug,
  connect,
}: {
  slug: string;
  connect: (slug: string, secret: string) => Promise<{ ok: boolean }>;
}) {
  const t = useTranslations("gate.connect");
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const secret = decodeURIComponent(window.location.hash.slice(1));
    // Out of the address bar and history before anything else.
    window.history.replaceState(null, "", window.location.pathname);
    connect(slug, secret)
      .then((r) => (r.ok ? window.location.replace(`/gate/${encodeURIComponent(slug)}`) : setFailed(true)))
      .catch(() => setFailed(true));
  }, [slug, connect]);
  return failed ? (
    <Alert tone="error" title={t("failedTitle")}>
      {t("failedBody")}
    </Alert>
  ) : (
    <p role="status" className="text-slate-700">
      {t("wait")}
    </p>
  );
}
