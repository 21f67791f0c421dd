"use client";
// Beside the carrier text the booking form took: the company account the
// appointment belongs to (whose people and tokens see it). Staff link it when
// an account's name matches the text, or unlink it; a name alone never does.
// Accounts whose names only look alike (confusable letters) are pointed out.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useErrorWords } from "@/components/ui/use-error-words";
import { callOperation } from "@/lib/api/client";
import { historyKey } from "@/components/shared/query-keys";

const accountKey = (id: string) => ["carrier-account", id] as const;

export function CarrierAccount({ id }: { id: string }) {
  const client = useQueryClient();
  const t = useTranslations("calendar.account");
  const failure = useErrorWords();
  const account = useQuery({
    queryKey: accountKey(id),
    queryFn: () => callOperation("get_appointment_carrier_account", { id }),
  });
  const link = useMutation({
    mutationFn: (companyId: string) =>
      callOperation("link_appointment_carrier_account", { id, carrier_company_id: companyId }),
    onSuccess: async (data) => {
      client.setQueryData(accountKey(id), data);
      await client.invalidateQueries({ queryKey: historyKey(id) });
    },
  });
  if (!account.data) return <span className="text-slate-500">…</span>;
  const { carrier_company: linked, matching_company: matching, look_alikes: lookAlikes } = account.data;
  return (
    <span className="flex flex-col items-start gap-1" data-testid="carrier-account">
      <span>{linked ? linked.name : t("none")}</span>
      {lookAlikes.length > 0 && (
        <span role="note" className="rounded bg-amber-50 px-2 py-1 text-amber-900" data-testid="look-alikes">
          {t("lookAlikes", { names: lookAlikes.map((c) => c.name).join(", ") })}
        </span>
      )}
      {link.error && <span className="text-red-700">{t("notChanged", { reason: failure(link.error) })}</span>}
      {matching && (
        <Button
          variant="secondary"
          size="sm"
          // A company's name can be long: the button wraps rather than push the panel wider than a phone.
          className="h-auto! min-h-8 max-w-full py-1 text-left whitespace-normal!"
          loading={link.isPending}
          onClick={() => link.mutate(matching.id)}
        >
          {t("give", { name: matching.name })}
        </Button>
      )}
      {linked && !matching && (
        <Button
          variant="ghost"
          size="sm"
          className="h-auto! min-h-8 max-w-full py-1 text-left whitespace-normal!"
          loading={link.isPending}
          onClick={() => link.mutate("")}
        >
          {t("take", { name: linked.name })}
        </Button>
      )}
    </span>
  );
}
