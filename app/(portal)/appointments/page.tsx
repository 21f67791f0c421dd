import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AppointmentList } from "@/components/appointments/appointment-list";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/components/ui/page-title";
import { requireUser } from "@/lib/auth/current-user";

export const generateMetadata = pageTitle("appointments.page");

export default async function AppointmentsPage() {
  const user = await requireUser("/appointments");
  const t = await getTranslations("appointments.page");
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t("title")}
        description={user.role === "carrier" ? t("descriptionCarrier") : t("descriptionStaff")}
        actions={
          <Link href="/book" className={buttonClasses("primary")}>
            {t("book")}
          </Link>
        }
      />
      <AppointmentList />
    </div>
  );
}
