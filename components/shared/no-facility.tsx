// What a staff screen says when there is no facility to show. Staff wait for an
// administrator; an administrator is the one who makes facilities (on a new
// installation, the first one), so they are pointed to it.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";

export function NoFacility({
  canCreate,
  title,
  notAssigned,
}: {
  canCreate: boolean;
  title: string;
  /** The staff member's words: ask an administrator. */
  notAssigned: string;
}) {
  const t = useTranslations("shared.noFacility");
  return (
    <Alert tone="info" title={title}>
      {canCreate ? (
        <span className="flex flex-col items-start gap-3">
          <span>{t("admin")}</span>
          <Link href="/settings" className={buttonClasses("primary")}>
            {t("create")}
          </Link>
        </span>
      ) : (
        notAssigned
      )}
    </Alert>
  );
}
