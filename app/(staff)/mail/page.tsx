import { MailOutbox } from "@/components/mail/mail-outbox";
import { pageTitle } from "@/components/ui/page-title";
import { TitledPage } from "@/components/ui/page-titled";
import { requireUser } from "@/lib/auth/current-user";

export const generateMetadata = pageTitle("mail.page");

export default async function MailPage() {
  const user = await requireUser("/mail");
  return (
    <TitledPage words="mail.page" shut={user.role !== "admin"}>
      <MailOutbox />
    </TitledPage>
  );
}
