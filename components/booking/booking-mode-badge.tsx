import { Badge } from "@/components/ui/badge";

/** Whether a facility confirms at once or reviews each request. */
export function BookingModeBadge({ instant }: { instant: boolean }) {
  return instant ? (
    <Badge tone="success">Instant confirmation</Badge>
  ) : (
    <Badge tone="warning">Confirmed by the facility</Badge>
  );
}
