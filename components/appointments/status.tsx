import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Status } from "@/lib/core/vocabulary";

const STATUS: Record<Status, { label: string; tone: BadgeTone; meaning: string }> = {
  Requested: {
    label: "Requested",
    tone: "warning",
    meaning:
      "The facility has your request and confirms each booking itself. The time is held for you; the status changes to Scheduled once they confirm.",
  },
  Scheduled: {
    label: "Scheduled",
    tone: "success",
    meaning: "Confirmed. Arrive on time and give the confirmation code at the gate.",
  },
  Arrived: { label: "Arrived", tone: "brand", meaning: "Checked in at the facility." },
  InProgress: { label: "Loading", tone: "brand", meaning: "Being loaded or unloaded." },
  Completed: { label: "Completed", tone: "neutral", meaning: "Loading is finished." },
  Cancelled: {
    label: "Cancelled",
    tone: "danger",
    meaning: "This appointment is cancelled; the dock time is released.",
  },
  NoShow: {
    label: "No-show",
    tone: "danger",
    meaning: "The facility recorded that the truck did not arrive.",
  },
};

export function StatusBadge({ status }: { status: Status }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

export const statusMeaning = (status: Status) => STATUS[status].meaning;
export const statusLabel = (status: Status) => STATUS[status].label;
