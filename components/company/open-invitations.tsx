"use client";
// A company's open invitations, under the invitation form (./invite-colleagues.tsx): whom each is for,
// until when, who made it; any member may withdraw one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { companyInvitationsKey } from "@/components/shared/query-keys";
import { Button } from "@/components/ui/button";
import { callOperation } from "@/lib/api/client";
import type { OperationOutput } from "@/lib/api/operations";

type CompanyInvitations = OperationOutput<"list_company_invitations">;

/** `list`: how the form above asked for them first (the same query). */
export function OpenInvitations({ list }: { list: () => Promise<CompanyInvitations> }) {
  const t = useTranslations("company");
  const format = useFormatter();
  const client = useQueryClient();
  const open = useQuery({
    queryKey: companyInvitationsKey,
    queryFn: list,
  });
  const refresh = () => client.invalidateQueries({ queryKey: companyInvitationsKey });
  const withdraw = useMutation({
    mutationFn: (id: string) => callOperation("revoke_company_invitation", { id }),
    onSuccess: refresh,
  });
  return (
    <section aria-labelledby="open-title" className="flex flex-col gap-2">
      <h2 id="open-title" className="text-lg font-semibold text-slate-900">
        {t("open")}
      </h2>
      {open.data?.invitations.length === 0 && <p className="text-sm text-slate-600">{t("none")}</p>}
      <ul className="flex flex-col gap-2">
        {open.data?.invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
            <span>
              {t(i.created_by ? "rowBy" : "row", {
                email: i.email,
                until: format.dateTime(new Date(i.expires_at), { dateStyle: "medium" }),
                by: i.created_by ?? "",
              })}
            </span>
            <Button variant="ghost" size="sm" onClick={() => withdraw.mutate(i.id)}>
              {t("withdraw")}
              <span className="sr-only"> {t("withdrawWhich", { email: i.email })}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
