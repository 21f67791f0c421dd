// A status as people read it: the word is common.json's (InProgress reads "Loading"), shared with the
// board, the day sheet and the history; what it means for the carrier is this part's (shared.status).
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Status } from "@/lib/core/vocabulary";

const TONE: Record<Status, BadgeTone> = {
  Requested: "warning",
  Scheduled: "success",
  Arrived: "brand",
  InProgress: "brand",
  Completed: "neutral",
  Cancelled: "danger",
  NoShow: "danger",
};

export function StatusBadge({ status }: { status: Status }) {
  const t = useTranslations("common.status");
  return <Badge tone={TONE[status]}>{t(status)}</Badge>;
}

/** What the status means for the carrier, in a sentence or two. */
export function StatusMeaning({ status }: { status: Status }) {
  return useTranslations("shared.status")(status);
}

/** The status word in the reader's language, for labels built around it. */
export function useStatusLabel(): (status: Status) => string {
  const t = useTranslations("common.status");
  return (status) => t(status);
}
