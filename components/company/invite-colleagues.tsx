"use client";
// A member invites a colleague: an invitation for their e-mail address, whose
// link is shown once here to pass on (Dockside sends no e-mail for it yet).
// Whoever signs up through it joins the company. Open invitations can be
// withdrawn.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
          title={`Invitation for ${made.email} made`}
          value={link}
          copyLabel="Copy link"
          testId="invitation-link"
        >
          Send this link to your colleague yourself: it is shown only this once, works for 7 days, and only
          with their e-mail address.
        </ShownOnce>
      )}
      <TitledForm
        id="invite"
        title={`Invite a colleague to ${company}`}
        onSubmit={handleSubmit((v) => create.mutate(v))}
        error={create.error}
        errorTitle="No invitation was made"
        submit={{ label: "Make invitation link", pending: create.isPending, pendingText: "Making link…" }}
        className="flex flex-wrap items-end gap-3"
        wide="w-full"
        submitBeside
      >
        <InputField
          id="invite-email"
          label="Their work e-mail"
          error={formState.errors.email?.message}
          type="email"
          autoComplete="off"
          input={register("email")}
        />
      </TitledForm>
      <section aria-labelledby="open-title" className="flex flex-col gap-2">
        <h2 id="open-title" className="text-lg font-semibold text-slate-900">
          Open invitations
        </h2>
        {open.data?.invitations.length === 0 && <p className="text-sm text-slate-600">None.</p>}
        <ul className="flex flex-col gap-2">
          {open.data?.invitations.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800"
            >
              <span>
                {i.email} · until {new Date(i.expires_at).toLocaleDateString()}
                {i.created_by ? ` · by ${i.created_by}` : ""}
              </span>
              <Button variant="ghost" size="sm" onClick={() => withdraw.mutate(i.id)}>
                Withdraw<span className="sr-only"> the invitation for {i.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
