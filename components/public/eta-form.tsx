// "Running late": the carrier tells the facility when the truck will really be
// there (send_managed_eta); staff see it on the board. A plain form that posts
// to a server action, so it works before the page's script has loaded.
import { getTranslations } from "next-intl/server";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import { clock, inZone } from "@/lib/core/time";
import { ActionForm, type ActionAnswer } from "./action-form";
import { Step } from "./frame";

const CHOICES = [-30, -15, 0, 15, 30, 40, 45, 60, 90, 120, 180];

export async function EtaForm({
  action,
  token,
  current,
  start,
  zone,
}: {
  action: (state: ActionAnswer, form: FormData) => Promise<ActionAnswer>;
  token: string;
  current: string | null;
  start: string;
  zone: string;
}) {
  const t = await getTranslations("public.eta");
  const words = (m: number) =>
    m === 0 ? t("onTime") : m < 0 ? t("early", { minutes: -m }) : t("late", { minutes: m });
  const late = current ? Math.round((Date.parse(current) - Date.parse(start)) / 60_000) : null;
  return (
    <Step id="eta" title={t("title")}>
      {current && (
        <p className="text-sm text-slate-700" data-testid="eta-current">
          {t.rich("expected", {
            strong: (c) => <strong>{c}</strong>,
            time: clock(inZone(current, zone)),
            kind: late === 0 ? "onTime" : late! < 0 ? "early" : "late",
            minutes: Math.abs(late!),
          })}
        </p>
      )}
      <ActionForm
        action={action}
        hidden={{ token }}
        submit={t("submit")}
        busy={t("busy")}
        variant="secondary"
      >
        <Field id="minutes_late" label={t("arrive")}>
          <Select id="minutes_late" name="minutes_late" defaultValue={late === null ? "" : String(late)}>
            {late === null && (
              <option value="" disabled>
                {t("choose")}
              </option>
            )}
            <Options values={CHOICES} word={words} />
          </Select>
        </Field>
      </ActionForm>
    </Step>
  );
}
