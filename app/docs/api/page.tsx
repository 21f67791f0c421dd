import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ApiConventions } from "@/components/docs/conventions";
import { ApiReference } from "@/components/docs/api-reference";
import { PublicHeader } from "@/components/portal/public-header";
import { pageTitle } from "@/components/ui/page-title";

export const generateMetadata = pageTitle("docs.page", "metaTitle");

// Public, like the document it renders: integrators read it before they have a token.
export default async function ApiReferencePage() {
  const t = await getTranslations("docs.page");
  const code = (words: React.ReactNode) => <code className="rounded bg-slate-100 px-1">{words}</code>;
  return (
    <div className="min-h-screen bg-white">
      <PublicHeader href="/start" label={t("openApp")} wide />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
        <div className="mt-3 max-w-3xl space-y-2 text-slate-600">
          <p>
            {t.rich("every", {
              post: () => code("POST /api/service.v1.<operation>"),
              auth: () => code("Authorization: Bearer <token>"),
              cli: () => code("npm run -s admin -- token create"),
              tokens: (words) => (
                <Link href="/tokens" className="font-medium text-blue-700 underline">
                  {words}
                </Link>
              ),
            })}
          </p>
          <p>
            {t.rich("machine", {
              openapi: () => (
                <a href="/api/openapi.json" className="font-medium text-blue-700 underline">
                  /api/openapi.json
                </a>
              ),
            })}
          </p>
          <p>{t.rich("agents", { mcp: () => code("/api/mcp") })}</p>
          <p>{t.rich("standard", { ssc: () => code("/ssc/appointments/v1/<operationId>") })}</p>
        </div>
        <ApiConventions />
        <ApiReference url="/api/openapi.json" />
      </main>
    </div>
  );
}
