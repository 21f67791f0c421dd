"use client";
// A member invites a colleague: an invitation for their e-mail address, whose
// link is shown once here to pass on (Dockside sends no e-mail for it yet).
// Whoever signs up through it joins the company. Open invitations can be
// withdrawn.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/input-field";
import { ShownOnce } from "@/components/ui/shown-once";
import { TitledForm } from "@/components/ui/titled-form";
import { callOperation } from "@/lib/api/client";
import { createInvitationInput } from "@/lib/carriers/invitations-schema";

const invitationsKey = ["company-invitations"] as const;
type Values = z.input<typeof createInvitationInput>;

export function InviteColleagues({ company }: { company: string }) {
  const t = useTranslations("company");
  const format = useFormatter();
  const client = useQueryClient();
  const open = useQuery({
    queryKey: invitationsKey,
    queryFn: () => callOperation("list_company_invitations", {}),
  });
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(createInvitationInput),
  });
  const refresh = () => client.invalidateQueries({ queryKey: invitationsKey });
  const create = useMutation({
    mutationFn: (v: Values) => callOperation("create_company_invitation", v),
    onSuccess: async () => {
      reset();
      await refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => callOperation("revoke_company_invitation", { id }),
    onSuccess: refresh,
  });
  const made = create.data;
  // Only after a click, so only in the browser.
  const link = made ? `${window.location.origin}${made.path}` : "";
  return (
    <div className="flex flex-col gap-6">
      {made && (
        <ShownOnce
          title={t("made", { email: made.email })}
          value={link}
          copyLabel={t("copyLink")}
          testId="invitation-link"
        >
          {t("sendIt")}
        </ShownOnce>
      )}
      <TitledForm
        id="invite"
        title={t("invite", { company })}
        onSubmit={handleSubmit((v) => create.mutate(v))}
        error={create.error}
        errorTitle={t("notMade")}
        submit={{ label: t("submit"), pending: create.isPending, pendingText: t("making") }}
        className="flex flex-wrap items-end gap-3"
        wide="w-full"
        submitBeside
      >
        <InputField
          id="invite-email"
          label={t("email")}
          error={formState.errors.email?.message}
          type="email"
          autoComplete="off"
          input={register("email")}
        />
      </TitledForm>
      <section aria-labelledby="open-title" className="flex flex-col gap-2">
        <h2 id="open-title" className="text-lg font-semibold text-slate-900">
          {t("open")}
        </h2>
        {open.data?.invitations.length === 0 && <p className="text-sm text-slate-600">{t("none")}</p>}
        <ul className="flex flex-col gap-2">
          {open.data?.invitations.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800"
            >
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
    </div>
  );
}
