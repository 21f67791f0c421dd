"use client";
// Admins' sign-in rules: who may sign in through the company's identity
// provider and with what access, tried in order (the first match wins), and
// the domains that must sign in there.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { signInRulesKey } from "@/components/shared/query-keys";
import { useRunFacilities } from "@/components/shared/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Loaded } from "@/components/ui/loaded";
import { MakeAndList } from "@/components/ui/make-and-list";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import type { SignInRuleView } from "@/lib/sso/rules-schema";
import { RuleForm } from "./rule-form";
import { SsoOnlyDomains } from "./sso-only-domains";

export function SignInRules({ ssoName }: { ssoName: string | null }) {
  const t = useTranslations("users");
  const failure = useErrorWords();
  const client = useQueryClient();
  const matches = (r: SignInRuleView) =>
    r.match === "email_domain"
      ? t("rules.matchesDomain", { domain: r.value })
      : t("rules.matchesClaim", { claim: r.claim ?? "", value: r.value });
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
      ? t("access.admin")
      : r.role === "staff"
        ? t("access.staff", { facilities: r.facility_ids.map(facility).join(", ") })
        : t("access.carrier", { company: r.carrier ?? "" });
  const move = (list: SignInRuleView[], from: number, to: number) => {
    const ids = list.map((r) => r.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    reorder.mutate(ids);
  };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t("rules.heading")}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {ssoName ? t("rules.introOn", { sso: ssoName }) : t("rules.introOff")}
        </p>
      </div>
      <MakeAndList form={<RuleForm />} listId="rules-title" listTitle={t("rules.listTitle")}>
        {(reorder.error ?? remove.error) && (
          <Alert tone="error">{failure((reorder.error ?? remove.error)!)}</Alert>
        )}
        <Loaded query={rules}>
          {(data) =>
            data.rules.length ? (
              <ol className="flex flex-col gap-2" aria-label={t("rules.listLabel")}>
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
                          aria-label={
                            editing === r.id
                              ? t("rules.stopChangingLabel", { place: i + 1 })
                              : t("rules.changeLabel", { place: i + 1 })
                          }
                        >
                          {editing === r.id ? t("rules.cancel") : t("rules.change")}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={i === 0 || reorder.isPending}
                          onClick={() => move(data.rules, i, i - 1)}
                          aria-label={t("rules.upLabel", { place: i + 1 })}
                        >
                          {t("rules.up")}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={i === data.rules.length - 1 || reorder.isPending}
                          onClick={() => move(data.rules, i, i + 1)}
                          aria-label={t("rules.downLabel", { place: i + 1 })}
                        >
                          {t("rules.down")}
                        </Button>
                        <ConfirmButton
                          verb={t("rules.delete")}
                          askLabel={t("rules.deleteLabel", { place: i + 1 })}
                          asking={asking === r.id}
                          onAsk={() => setAsking(r.id)}
                          onKeep={() => setAsking(null)}
                          onConfirm={() => remove.mutate(r.id)}
                          loading={remove.isPending}
                          loadingText={t("rules.deleting")}
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
              <p className="text-sm text-slate-600">{t("rules.none")}</p>
            )
          }
        </Loaded>
      </MakeAndList>
      <SsoOnlyDomains />
    </div>
  );
}
