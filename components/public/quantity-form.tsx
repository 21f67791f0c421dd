// How many pallets or boxes, asked before the times for a load type whose
// length grows with the quantity: a plain GET form back to the same page, so it
// works without script, keeping the choices made so far (type, load type, the
// fortnight and day shown).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export const MAX_QUANTITY = 100_000;

/** The quantity in a link's query: a whole number from 1 to 100,000, else undefined. */
export function parseQuantity(raw?: string): number | undefined {
  if (typeof raw !== "string" || !/^\d{1,6}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= 1 && n <= MAX_QUANTITY ? n : undefined;
}

export function QuantityForm({
  action,
  keep,
  value,
  invalid,
}: {
  /** The page's own path; the answer lands on the times. */
  action: string;
  /** Query parameters to send along unchanged (those without a value are left out). */
  keep: Record<string, string | undefined>;
  value?: string;
  /** The quantity in the link is not a whole number from 1 to 100,000. */
  invalid?: boolean;
}) {
  const t = useTranslations("public.quantity");
  const error = invalid ? t("invalid") : undefined;
  return (
    <form method="get" action={`${action}#times`} className="flex flex-col gap-2" data-testid="quantity-form">
      {Object.entries(keep).map(([name, v]) =>
        v ? <input key={name} type="hidden" name={name} value={v} /> : null,
      )}
      <Field id="load-quantity" label={t("label")} hint={t("hint")} error={error}>
        <div className="flex gap-2">
          <div className="w-28 shrink-0">
            <Input
              id="load-quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              step={1}
              required
              defaultValue={value}
              {...describedBy("load-quantity", { hint: !error, error: !!error })}
            />
          </div>
          <Button type="submit" variant={value && !invalid ? "secondary" : "primary"}>
            {value && !invalid ? t("update") : t("show")}
          </Button>
        </div>
      </Field>
    </form>
  );
}
