"use client";
// Swagger UI renders the OpenAPI document: well kept, works offline (no
// fonts or scripts from elsewhere), and lets an integrator read every schema.
// It touches `window`, so it is loaded in the browser only.
import dynamic from "next/dynamic";
import "swagger-ui-react/swagger-ui.css";
import { Skeleton } from "@/components/ui/skeleton";

const SwaggerUI = dynamic(() => import("swagger-ui-react"), {
  ssr: false,
  loading: () => <Skeleton className="mt-8 h-96 w-full" />,
});

export function ApiReference({ url }: { url: string }) {
  return (
    <div className="api-reference -mx-4 mt-6 sm:-mx-6">
      {/* "Try it out" would send requests with the reader's own cookies; integrators use their tools and a token. */}
      <SwaggerUI url={url} docExpansion="list" defaultModelsExpandDepth={0} supportedSubmitMethods={[]} deepLinking />
    </div>
  );
}
