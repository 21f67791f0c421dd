import { pageTitle } from "@/components/ui/page-title";
import { ApiAccessPage } from "../api-access-page";

export const generateMetadata = pageTitle("webhooks.page");

export default function WebhooksPage() {
  return <ApiAccessPage page="webhooks" />;
}
