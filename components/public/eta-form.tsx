// "Running late": the carrier tells the facility when the truck will really be
// there (send_managed_eta); staff see it on the board. A plain form that posts
// to a server action, so it works before the page's script has loaded.
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { clock, inZone } from "@/lib/core/time";
import { ActionForm, type ActionAnswer } from "./action-form";
import { Step } from "./frame";

const CHOICES = [-30, -15, 0, 15, 30, 40, 45, 60, 90, 120, 180];

const words = (m: number) => (m === 0 ? "On time" : m < 0 ? `${-m} minutes early` : `${m} minutes late`);

export function EtaForm({
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
  const late = current ? Math.round((Date.parse(current) - Date.parse(start)) / 60_000) : null;
  return (
    <Step id="eta" title="Running early or late?">
      {current && (
        <p className="text-sm text-slate-700" data-testid="eta-current">
          The facility expects you at <strong>{clock(inZone(current, zone))}</strong> (
          {words(late!).toLowerCase()}).
        </p>
      )}
      <ActionForm
        action={action}
        hidden={{ token }}
        submit="Tell the facility"
        busy="Sending…"
        variant="secondary"
      >
        <Field id="minutes_late" label="We will arrive">
          <Select id="minutes_late" name="minutes_late" defaultValue={String(late ?? 30)}>
            {CHOICES.map((m) => (
              <option key={m} value={m}>
                {words(m)}
              </option>
            ))}
          </Select>
        </Field>
      </ActionForm>
    </Step>
  );
}
