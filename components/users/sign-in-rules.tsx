"use client";
// Admins' sign-in rules: who may sign in through the company's identity
// provider and with what access, tried in order (the first match wins), and
// the domains that must sign in there.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { signInRulesKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Loaded } from "@/components/ui/loaded";
import { MakeAndList } from "@/components/ui/make-and-list";
import { callOperation } from "@/lib/api/client";
import type { SignInRuleView } from "@/lib/sso/rules-schema";
import { RuleForm } from "./rule-form";
import { SsoOnlyDomains } from "./sso-only-domains";

const matches = (r: SignInRuleView) =>
  r.match === "email_domain" ? `E-mail address at ${r.value}` : `${r.claim} is or contains “${r.value}”`;

export function SignInRules({ ssoName }: { ssoName: string | null }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const rules = useQuery({
    queryKey: signInRulesKey,
    queryFn: () => callOperation("list_sign_in_rules", {}),
  });
  const facilities = useRunFacilities();
  const done = () => client.invalidateQueries({ queryKey: signInRulesKey });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => callOperation("reorder_sign_in_rules", { ids }),
    onSettled: done,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callOperation("delete_sign_in_rule", { id }),
    onSuccess: () => setAsking(null),
    onSettled: done,
  });
  const facility = (id: string) => facilities.data?.find((f) => f.id === id)?.name ?? id.slice(0, 8);
  const grants = (r: SignInRuleView) =>
    r.role === "admin"
      ? "Admin"
      : r.role === "staff"
        ? `Staff · ${r.facility_ids.map(facility).join(", ")}`
        : `Carrier · ${r.carrier}`;
  const move = (list: SignInRuleView[], from: number, to: number) => {
    const ids = list.map((r) => r.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    reorder.mutate(ids);
  };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Company sign-in</h2>
        <p className="mt-1 text-sm text-slate-600">
          {ssoName
            ? `People who sign in with ${ssoName} get the access of the first rule below that matches them, at every sign-in. Someone no rule matches cannot sign in that way, and loses access at their next sign-in if they had it.`
            : "Sign-in with the company's identity provider is off: set OIDC_ISSUER and the other OIDC_ settings (docs/sso.md). Rules made now apply once it is on."}
        </p>
      </div>
      <MakeAndList form={<RuleForm />} listId="rules-title" listTitle="Sign-in rules, first match wins">
        {(reorder.error ?? remove.error) && (
          <Alert tone="error">{(reorder.error ?? remove.error)!.message}</Alert>
        )}
        <Loaded query={rules}>
          {(data) =>
            data.rules.length ? (
              <ol className="flex flex-col gap-2" aria-label="Sign-in rules, in order">
                {data.rules.map((r, i) => (
                  <li
                    key={r.id}
                    className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
                    data-rule={r.value}
                  >
                    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                      <div className="min-w-0 text-sm">
                        <p className="font-semibold break-words text-slate-900">
                          {i + 1}. {matches(r)}
                        </p>
                        <p className="text-slate-600">{grants(r)}</p>
                      </div>
                      <div className="flex shrink-0 flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing(editing === r.id ? null : r.id)}
                          aria-label={`${editing === r.id ? "Stop changing" : "Change"} rule ${i + 1}`}
                        >
                          {editing === r.id ? "Cancel" : "Change"}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={i === 0 || reorder.isPending}
                          onClick={() => move(data.rules, i, i - 1)}
                          aria-label={`Move rule ${i + 1} up`}
                        >
                          Up
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={i === data.rules.length - 1 || reorder.isPending}
                          onClick={() => move(data.rules, i, i + 1)}
                          aria-label={`Move rule ${i + 1} down`}
                        >
                          Down
                        </Button>
                        <ConfirmButton
                          verb="Delete"
                          askLabel={`Delete rule ${i + 1}`}
                          asking={asking === r.id}
                          onAsk={() => setAsking(r.id)}
                          onKeep={() => setAsking(null)}
                          onConfirm={() => remove.mutate(r.id)}
                          loading={remove.isPending}
                          loadingText="Deleting…"
                        />
                      </div>
                    </div>
                    {editing === r.id && (
                      <RuleForm rule={{ ...r, place: i + 1 }} onDone={() => setEditing(null)} />
                    )}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-600">
                No rules yet: nobody can sign in with the company&apos;s identity provider.
              </p>
            )
          }
        </Loaded>
      </MakeAndList>
      <SsoOnlyDomains />
    </div>
  );
}
