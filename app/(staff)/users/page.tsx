import { SignInRulesLater } from "@/components/users/sign-in-rules-later";
import { UsersAdmin } from "@/components/users/users-admin";
import { pageTitle } from "@/components/ui/page-title";
import { TitledPage } from "@/components/ui/page-titled";
import { requireUser } from "@/lib/auth/current-user";
import { oidcName } from "@/lib/auth/oidc";

export const generateMetadata = pageTitle("users.page");

export default async function UsersPage() {
  const user = await requireUser("/users");
  return (
    <TitledPage words="users.page" shut={user.role !== "admin"}>
      <UsersAdmin selfId={user.userId} />
      <SignInRulesLater ssoName={oidcName()} />
    </TitledPage>
  );
}
