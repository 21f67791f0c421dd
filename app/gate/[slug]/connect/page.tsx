import { getTranslations } from "next-intl/server";
import { ConnectGate } from "@/components/gate/connect-gate";
import { pageTitle } from "@/components/ui/page-title";
import { connectGate } from "./actions";

export const generateMetadata = pageTitle("gate.connect", "title", { unlisted: true });

// A gate device link, /gate/<slug>/connect#<secret>: the secret stays in the
// fragment (never in a request line or a log); the page hands it to the server
// action that keeps it in this tablet's cookie, then opens the gate.
export default async function ConnectPage({ params }: { params: Promise<{ slug: string }> }) {
  const [{ slug }, t] = await Promise.all([params, getTranslations("gate.connect")]);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t("heading")}</h1>
      <ConnectGate slug={slug} connect={connectGate} />
    </main>
  );
}
