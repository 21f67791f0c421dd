import type { Metadata } from "next";
import Link from "next/link";
import { ApiConventions } from "@/components/docs/conventions";
import { ApiReference } from "@/components/docs/api-reference";
import { PublicHeader } from "@/components/portal/public-header";

export const metadata: Metadata = { title: "API reference · Dockside" };

// Public, like the document it renders: integrators read it before they have a token.
export default function ApiReferencePage() {
  return (
    <div className="min-h-screen bg-white">
      <PublicHeader href="/start" label="Open the app" wide />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">API reference</h1>
        <div className="mt-3 max-w-3xl space-y-2 text-slate-600">
          <p>
            Every operation is{" "}
            <code className="rounded bg-slate-100 px-1">POST /api/service.v1.&lt;operation&gt;</code> with a
            JSON body and{" "}
            <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;token&gt;</code>. Make a
            token on the{" "}
            <Link href="/tokens" className="font-medium text-blue-700 underline">
              API tokens
            </Link>{" "}
            page or with <code className="rounded bg-slate-100 px-1">npm run -s admin -- token create</code>.
          </p>
          <p>
            The machine-readable description is{" "}
            <a href="/api/openapi.json" className="font-medium text-blue-700 underline">
              /api/openapi.json
            </a>{" "}
            (OpenAPI 3.1): feed it to your client generator or API tool.
          </p>
        </div>
        <ApiConventions />
        <ApiReference url="/api/openapi.json" />
      </main>
    </div>
  );
}
