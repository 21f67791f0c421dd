import { pageTitle } from "@/components/ui/page-title";
import { ApiAccessPage } from "../api-access-page";

export const generateMetadata = pageTitle("tokens.page");

export default function TokensPage() {
  return <ApiAccessPage page="tokens" />;
}
