import type { Metadata } from "next";
import { SignInRules } from "@/components/users/sign-in-rules";
import { UsersAdmin } from "@/components/users/users-admin";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";
import { oidcName } from "@/lib/auth/oidc";

export const metadata: Metadata = { title: "Users · Dockside" };

export default async function UsersPage() {
  const user = await requireUser("/users");
  if (user.role !== "admin") {
    return (
      <Alert tone="warning" title="Only admins manage users">
        Ask an administrator of this Dockside to add or remove accounts.
      </Alert>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Users"
        description="Who may sign in: facility staff for the facilities they run, carriers for their company, and admins."
      />
      <UsersAdmin selfId={user.userId} />
      <SignInRules ssoName={oidcName()} />
    </div>
  );
}
