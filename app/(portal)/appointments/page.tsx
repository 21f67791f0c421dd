import type { Metadata } from "next";
import Link from "next/link";
import { AppointmentList } from "@/components/appointments/appointment-list";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "My appointments" };

export default async function AppointmentsPage() {
  const user = await requireUser("/appointments");
  const whose =
    user.role === "carrier" ? "Every booking of your company" : "Every booking at your facilities";
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="My appointments"
        description={`${whose}, with its status. Open one to reschedule, cancel or add it to your calendar.`}
        actions={
          <Link href="/book" className={buttonClasses("primary")}>
            Book a dock appointment
          </Link>
        }
      />
      <AppointmentList />
    </div>
  );
}
