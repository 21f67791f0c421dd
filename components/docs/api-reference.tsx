"use client";
// Swagger UI renders the OpenAPI document: well kept, and works offline (no
// fonts or scripts from elsewhere). Its prebuilt bundle (swagger-ui-dist),
// not swagger-ui-react: Turbopack mis-bundles the latter's OpenAPI 3.1
// resolver ("refract is not a function", swagger-api/swagger-ui#10599).
// It touches `window`, so it starts in the browser only.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import "swagger-ui-dist/swagger-ui.css";
import "./api-reference.css";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";

export function ApiReference({ url }: { url: string }) {
  const t = useTranslations("docs.reference");
  const node = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    let live = true;
    import("swagger-ui-dist")
      .then(({ SwaggerUIBundle }) => {
        if (!live || !node.current) return;
        SwaggerUIBundle({
          domNode: node.current,
          url,
          docExpansion: "list",
          defaultModelsExpandDepth: 0,
          // No deep-link anchors inside the operation buttons (nested links), no dark highlighting theme (low contrast).
          deepLinking: false,
          syntaxHighlight: false,
          // "Try it out" would send requests with the reader's own cookies; integrators use their tools and a token.
          supportedSubmitMethods: [],
          onComplete: () => live && setState("ready"),
        });
      })
      .catch(() => live && setState("failed"));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="api-reference -mx-4 mt-6 sm:-mx-6">
      {state === "loading" && <Skeleton className="mx-4 h-96 sm:mx-6" />}
      {state === "failed" && <Alert tone="error">{t("failed", { url })}</Alert>}
      <div ref={node} />
    </div>
  );
}
