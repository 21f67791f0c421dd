import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RequestsQueue } from "@/components/calendar/requests-queue";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("calendar.requests");
  return { title: t("pageTitle") };
}

export default async function RequestsPage() {
  const t = await getTranslations("calendar.requests");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <RequestsQueue />
    </div>
  );
}
