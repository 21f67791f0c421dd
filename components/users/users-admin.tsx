"use client";
// Admins' list of accounts: who may sign in, for which facilities or company;
// create one; deactivate one (their open sessions end at once).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { usersKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loaded } from "@/components/ui/loaded";
import { MakeAndList } from "@/components/ui/make-and-list";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import type { UserSummary } from "@/lib/users/admin-schema";
import { NewUserForm } from "./new-user-form";

// A user's edit form shows only after "Edit": its code loads apart from the page's first load,
// started when the page is up, so the click does not wait for it. React's lazy, not next/dynamic,
// whose own code (~1.5 KB compressed) the page would load for it.
const loadEdit = () => import("./edit-user-form");
const EditUserForm = lazy(() => loadEdit().then((m) => ({ default: m.EditUserForm })));

export function UsersAdmin({ selfId }: { selfId: string }) {
  const t = useTranslations("users");
  const failure = useErrorWords();
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const users = useQuery({ queryKey: usersKey, queryFn: () => callOperation("list_users", {}) });
  const facilities = useRunFacilities();
  const toggle = useMutation({
    mutationFn: (u: UserSummary) => callOperation("set_user_active", { id: u.id, active: !u.active }),
    onSuccess: (u) =>
      setMessage(
        u.active ? t("list.canSignIn", { email: u.email }) : t("list.isDeactivated", { email: u.email }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: usersKey }),
  });
  useEffect(() => void loadEdit(), []);
  const name = (id: string) => facilities.data?.find((f) => f.id === id)?.name ?? id.slice(0, 8);
  return (
    <MakeAndList form={<NewUserForm />} listId="users-title" listTitle={t("list.title")}>
      {message && <Alert tone="success">{message}</Alert>}
      {toggle.error && <Alert tone="error">{failure(toggle.error)}</Alert>}
      <Loaded query={users}>
        {(data) => (
          <ul className="flex flex-col gap-2" aria-label={t("list.title")}>
            {data.users.map((u) => (
              <li
                key={u.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
                data-user={u.email}
              >
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-slate-900">
                      {u.name || u.email}{" "}
                      {u.name && <span className="font-normal text-slate-600">{u.email}</span>}
                      {!u.active && <Badge tone="danger">{t("list.deactivated")}</Badge>}
                    </p>
                    <p className="text-slate-600">
                      {u.role === "admin"
                        ? t("access.admin")
                        : u.role === "staff"
                          ? t("access.staff", { facilities: u.facility_ids.map(name).join(", ") })
                          : t("access.carrier", { company: u.carrier ?? "" })}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {editing !== u.id && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(u.id)}
                        aria-label={t("list.editLabel", { email: u.email })}
                      >
                        {t("list.edit")}
                      </Button>
                    )}
                    {u.id !== selfId && (
                      <Button
                        size="sm"
                        variant={u.active ? "danger-ghost" : "secondary"}
                        onClick={() => toggle.mutate(u)}
                        aria-label={
                          u.active
                            ? t("list.deactivateLabel", { email: u.email })
                            : t("list.reactivateLabel", { email: u.email })
                        }
                      >
                        {u.active ? t("list.deactivate") : t("list.reactivate")}
                      </Button>
                    )}
                  </div>
                </div>
                {editing === u.id && (
                  <Suspense>
                    <EditUserForm
                      user={u}
                      isSelf={u.id === selfId}
                      onDone={(saved) => {
                        setEditing(null);
                        if (saved) setMessage(t("list.saved", { email: saved.email }));
                      }}
                    />
                  </Suspense>
                )}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </MakeAndList>
  );
}
