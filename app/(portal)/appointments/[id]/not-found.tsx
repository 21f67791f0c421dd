import { useTranslations } from "next-intl";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { buttonClasses } from "@/components/ui/button";

export default function AppointmentNotFound() {
  const t = useTranslations("appointments.notFound");
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-slate-600">{t("text")}</p>
      <Link href="/appointments" className={buttonClasses("primary", "md", "mt-6")}>
        {t("back")}
      </Link>
    </Card>
  );
}
