import Link from "next/link";
import { Card } from "@/components/ui/card";
import { buttonClasses } from "@/components/ui/button";

export default function AppointmentNotFound() {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-xl font-semibold">Appointment not found</h1>
      <p className="mt-2 text-slate-600">It does not exist, or it belongs to another company.</p>
      <Link href="/appointments" className={buttonClasses("primary", "md", "mt-6")}>
        Go to my appointments
      </Link>
    </Card>
  );
}
