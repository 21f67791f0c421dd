"use client";
// Domains whose people must sign in through the identity provider: their
// passwords stop working and no reset link is sent to them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ssoOnlyDomainsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { describedBy, Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Loaded } from "@/components/ui/loaded";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";

const lines = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

export function SsoOnlyDomains() {
  const client = useQueryClient();
  const domains = useQuery({
    queryKey: ssoOnlyDomainsKey,
    queryFn: () => callOperation("get_sso_only_domains", {}),
  });
  return (
    <Card className="p-4 sm:p-6">
      <Loaded query={domains}>
        {(data) => (
          <DomainsForm
            saved={data.domains}
            onSaved={() => client.invalidateQueries({ queryKey: ssoOnlyDomainsKey })}
          />
        )}
      </Loaded>
    </Card>
  );
}

function DomainsForm({ saved, onSaved }: { saved: string[]; onSaved: () => void }) {
  const t = useTranslations("users.ssoOnly");
  const failure = useErrorWords();
  const [text, setText] = useState(saved.join("\n"));
  const save = useMutation({
    mutationFn: () => callOperation("set_sso_only_domains", { domains: lines(text) }),
    // The list as kept (lower case, without repeats), in the box too.
    onSuccess: (kept) => {
      setText(kept.domains.join("\n"));
      onSaved();
    },
  });
  return (
    <form
      className="flex flex-col gap-4"
      aria-labelledby="sso-only-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="sso-only-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      {save.isSuccess && <Alert tone="success">{t("saved")}</Alert>}
      <Field
        id="sso-only"
        label={t("label")}
        hint={t("hint")}
        error={save.error ? failure(save.error) : undefined}
      >
        <Textarea
          id="sso-only"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...describedBy("sso-only", { hint: true, error: !!save.error })}
        />
      </Field>
      <div>
        <Button type="submit" loading={save.isPending} loadingText={t("saving")}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
