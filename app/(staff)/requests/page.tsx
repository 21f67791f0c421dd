import { RequestsQueue } from "@/components/calendar/requests-queue";
import { pageTitle } from "@/components/ui/page-title";
import { TitledPage } from "@/components/ui/page-titled";

export const generateMetadata = pageTitle("calendar.requests", "pageTitle");

export default function RequestsPage() {
  return (
    <TitledPage words="calendar.requests" title="title">
      <RequestsQueue />
    </TitledPage>
  );
}
