import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** Whether a facility confirms at once or reviews each request. */
export function BookingModeBadge({ instant }: { instant: boolean }) {
  const t = useTranslations("booking.modeBadge");
  return instant ? (
    <Badge tone="success">{t("instant")}</Badge>
  ) : (
    <Badge tone="warning">{t("confirmed")}</Badge>
  );
}
