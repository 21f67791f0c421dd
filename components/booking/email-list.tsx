"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ListRow } from "./list-row";
import { dispatcherMessage } from "./messages";

type Props = {
  value: string[];
  onChange: (v: string[]) => void;
  onBlur: () => void;
  errors?: ({ message?: string } | undefined)[];
};

/** E-mail addresses that get the confirmation and updates; any number up to 20, none required. */
export function EmailList({ value, onChange, onBlur, errors }: Props) {
  const t = useTranslations("booking");
  const ui = useTranslations("ui");
  const set = (i: number, v: string) => onChange(value.map((old, j) => (j === i ? v : old)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {t("emailList.legend")} <span className="font-normal text-slate-500">({ui("optional")})</span>
      </legend>
      <p className="-mt-1 mb-1 text-sm text-slate-600">{t("emailList.hint")}</p>
      {value.map((email, i) => {
        const id = `carrier_emails.${i}`;
        const error = dispatcherMessage("carrier_emails", errors?.[i], t);
        return (
          <ListRow
            key={i}
            id={id}
            label={t("emailList.address", { number: i + 1 })}
            removeLabel={t("emailList.remove", { number: i + 1 })}
            error={error}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          >
            <Input
              id={id}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(e) => set(i, e.target.value)}
              onBlur={onBlur}
              {...describedBy(id, { error: !!error })}
            />
          </ListRow>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange([...value, ""])}
          disabled={value.length >= 20}
        >
          {value.length ? t("emailList.addAnother") : t("emailList.addFirst")}
        </Button>
      </div>
    </fieldset>
  );
}
