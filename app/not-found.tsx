import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";

// Any address that names no page, in the reader's language (Next's own page says it in English only).
export default async function NotFound() {
  const t = await getTranslations("portal.notFound");
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:py-16">
      <header className="mb-8">
        <Logo />
      </header>
      <main id="main" className="w-full max-w-md">
        <Card className="p-6 text-center sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="mt-2 text-slate-600">{t("text")}</p>
          <Link href="/" className={buttonClasses("primary", "md", "mt-6")}>
            {t("home")}
          </Link>
        </Card>
      </main>
    </div>
  );
}
