import { AuditLog } from "@/components/audit/audit-log";
import { pageTitle } from "@/components/ui/page-title";
import { TitledPage } from "@/components/ui/page-titled";
import { requireUser } from "@/lib/auth/current-user";

export const generateMetadata = pageTitle("audit.page");

// Admins read the whole log; staff the entries of their facilities (list_audit_log scopes it).
export default async function AuditPage() {
  await requireUser("/audit");
  return (
    <TitledPage words="audit.page" width="max-w-5xl">
      <AuditLog />
    </TitledPage>
  );
}
