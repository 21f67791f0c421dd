import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Status } from "@/lib/core/vocabulary";
import { statusWord } from "@/lib/core/words";

// The words are lib/core/words.ts's, shared with the day sheet, the history and the CSV.
const STATUS: Record<Status, { tone: BadgeTone; meaning: string }> = {
  Requested: {
    tone: "warning",
    meaning:
      "The facility has your request and confirms each booking itself. The time is held for you; the status changes to Scheduled once they confirm.",
  },
  Scheduled: {
    tone: "success",
    meaning: "Confirmed. Arrive on time and give the confirmation code at the gate.",
  },
  Arrived: { tone: "brand", meaning: "Checked in at the facility's gate, waiting for a door." },
  InProgress: { tone: "brand", meaning: "At the door, being loaded or unloaded." },
  Completed: {
    tone: "neutral",
    meaning: "Loading is finished. The truck is checked out when it leaves the site.",
  },
  Cancelled: {
    tone: "danger",
    meaning: "This appointment is cancelled; the dock time is released.",
  },
  NoShow: {
    tone: "danger",
    meaning: "The facility recorded that the truck did not arrive.",
  },
};

export function StatusBadge({ status }: { status: Status }) {
  return <Badge tone={STATUS[status].tone}>{statusWord(status)}</Badge>;
}

export const statusMeaning = (status: Status) => STATUS[status].meaning;
export const statusLabel = (status: Status) => statusWord(status);
