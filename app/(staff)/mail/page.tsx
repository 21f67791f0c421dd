import type { Metadata } from "next";
import { MailOutbox } from "@/components/mail/mail-outbox";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Mail · Dockside" };

export default async function MailPage() {
  const user = await requireUser("/mail");
  if (user.role !== "admin") {
    return (
      <Alert tone="warning" title="Only admins read the outbox">
        Ask an administrator of this Dockside about the e-mail it sends.
      </Alert>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Mail"
        description="Every e-mail Dockside has written: confirmations, changes and reminders to carriers, news for facilities."
      />
      <MailOutbox />
    </div>
  );
}
