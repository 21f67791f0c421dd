"use client";
// A member invites a colleague: an invitation for their e-mail address, whose
// link is shown once here to pass on (Dockside sends no e-mail for it yet).
// Whoever signs up through it joins the company. Open invitations can be
// withdrawn (./open-invitations.tsx).
import { useWordedResolver } from "@/components/ui/worded-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { companyInvitationsKey } from "@/components/shared/query-keys";
import { FormShownOnce } from "@/components/ui/form-shown-once";
import { InputField } from "@/components/ui/input-field";
import { callOperation } from "@/lib/api/client";
import { createInvitationInput } from "@/lib/carriers/invitations-schema";

// The list under the form loads apart from the page's first load (still rendered on the server), its
// invitations asked for as the form comes up, so neither waits for the other. React's lazy, not
// next/dynamic, whose own code (~1.5 KB compressed) the page would load for it.
const OpenInvitations = lazy(() =>
  import("./open-invitations").then((m) => ({ default: m.OpenInvitations })),
);
const listInvitations = () => callOperation("list_company_invitations", {});

type Values = z.input<typeof createInvitationInput>;

export function InviteColleagues({ company }: { company: string }) {
  const t = useTranslations("company");
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery({ queryKey: companyInvitationsKey, queryFn: listInvitations });
  }, [client]);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: useWordedResolver(createInvitationInput),
  });
  const refresh = () => client.invalidateQueries({ queryKey: companyInvitationsKey });
  const create = useMutation({
    mutationFn: (v: Values) => callOperation("create_company_invitation", v),
    onSuccess: async () => {
      reset();
      await refresh();
    },
  });
  const made = create.data;
  // Only after a click, so only in the browser.
  const link = made ? `${window.location.origin}${made.path}` : "";
  return (
    <FormShownOnce
      shown={made && { title: t("made", { email: made.email }), value: link }}
      copy={{ label: t("copyLink"), text: t("sendIt"), testId: "invitation-link" }}
      gap="gap-6"
      id="invite"
      title={t("invite", { company })}
      onSubmit={handleSubmit((v) => create.mutate(v))}
      making={create}
      errorTitle={t("notMade")}
      submit={{ label: t("submit"), pendingText: t("making") }}
      className="flex flex-wrap items-end gap-3"
      wide="w-full"
      submitBeside
      after={
        <Suspense>
          <OpenInvitations list={listInvitations} />
        </Suspense>
      }
    >
      <InputField
        id="invite-email"
        label={t("email")}
        error={formState.errors.email?.message}
        type="email"
        autoComplete="off"
        input={register("email")}
      />
    </FormShownOnce>
  );
}
