"use client";
// Every setting of a facility in one form (react-hook-form), saved with one
// update_facility_settings call. The browser checks with the operation's own
// schema; what only the server can know (a dock in use) comes back onto the
// field it names.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useFieldArray, useForm, type Resolver } from "react-hook-form";
import { formPath } from "@/components/shared/form-path";
import { runFacilitiesKey, settingsKey } from "@/components/shared/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Section } from "@/components/ui/section";
import { callOperation, OperationError } from "@/lib/api/client";
import { settingFields, SLOT_STEPS, type FacilitySettings } from "@/lib/facilities/settings-schema";
import { DayHours } from "./day-hours";
import { DirectionBoxes } from "./direction-boxes";
import { DockRow } from "./dock-row";
import type { SettingsValues } from "./settings-values";
import { MailSettings } from "./mail-settings";

// The form holds the settings as read (every field present): a narrower type
// than the operation's input, where each field is optional. raw: the values go
// to the server as typed; it trims and fills defaults itself.
const checkSettings = zodResolver(settingFields, undefined, { raw: true });
const resolver: Resolver<SettingsValues> = (values, context, options) =>
  checkSettings(values, context, options as Parameters<typeof checkSettings>[2]) as ReturnType<
    Resolver<SettingsValues>
  >;

export function SettingsForm({ settings }: { settings: FacilitySettings }) {
  const client = useQueryClient();
  const { id, history: _history, ...initial } = settings;
  void _history;
  const form = useForm<SettingsValues>({ defaultValues: initial, resolver });
  const { register, handleSubmit, control, setError, formState, reset } = form;
  const closed = useFieldArray({ control, name: "closed_dates" });
  const docks = useFieldArray({ control, name: "docks", keyName: "key" });
  const loadTypes = useFieldArray({ control, name: "load_types", keyName: "key" });
  const save = useMutation({
    mutationFn: (v: SettingsValues) => callOperation("update_facility_settings", { facility_id: id, ...v }),
    onSuccess: async (saved) => {
      const { id: _id, history: _h, ...values } = saved;
      void _id;
      void _h;
      reset(values);
      client.setQueryData(settingsKey(id), saved);
      await client.invalidateQueries({ queryKey: runFacilitiesKey });
    },
    onError: (e) => {
      if (e instanceof OperationError)
        for (const d of e.details)
          if (d.field) setError(formPath<SettingsValues>(d.field), { message: d.message });
    },
  });
  const err = (path: string) =>
    path
      .split(".")
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], formState.errors) as
      { message?: string } | undefined;
  const num = { valueAsNumber: true } as const;

  return (
    <form
      onSubmit={handleSubmit((v) => save.mutate(v))}
      className="flex flex-col gap-5"
      aria-label="Facility settings"
      noValidate
    >
      <Section title="General" className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="s-name" label="Name" error={err("name")?.message}>
            <Input id="s-name" {...register("name")} />
          </Field>
          <Field
            id="s-zone"
            label="Time zone"
            hint="IANA name, e.g. America/Chicago"
            error={err("time_zone")?.message}
          >
            <Input id="s-zone" {...register("time_zone")} />
          </Field>
          <Field id="s-address" label="Address" optional className="sm:col-span-2">
            <Input id="s-address" {...register("address")} />
          </Field>
          <Field
            id="s-instructions"
            label="Instructions for carriers"
            hint="Shown when they book."
            optional
            className="sm:col-span-2"
          >
            <Textarea id="s-instructions" rows={3} {...register("carrier_instructions")} />
          </Field>
        </div>
      </Section>

      <Section title="E-mail">
        <MailSettings form={form} error={(path) => err(path)?.message} />
      </Section>

      <Section title="Booking rules" className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4" {...register("instant_booking")} />
            Instant booking: carriers&apos; requests are confirmed at once (otherwise staff approve each one)
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4" {...register("accepts_carrier_bookings")} />
            Carriers may book here
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="s-step" label="Start times every">
            <Select id="s-step" {...register("slot_step_minutes", num)}>
              {SLOT_STEPS.map((s) => (
                <option key={s} value={s}>
                  {s} minutes
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="s-buffer"
            label="Buffer after each appointment (minutes)"
            error={err("buffer_minutes")?.message}
          >
            <Input id="s-buffer" type="number" min={0} max={240} {...register("buffer_minutes", num)} />
          </Field>
          <Field id="s-notice" label="Minimum notice (minutes)" error={err("min_notice_minutes")?.message}>
            <Input id="s-notice" type="number" min={0} {...register("min_notice_minutes", num)} />
          </Field>
          <Field id="s-horizon" label="Bookable up to (days ahead)" error={err("horizon_days")?.message}>
            <Input id="s-horizon" type="number" min={1} max={730} {...register("horizon_days", num)} />
          </Field>
          <Field
            id="s-cutoff"
            label="Carrier cancellation cut-off (minutes before)"
            error={err("cancel_cutoff_minutes")?.message}
          >
            <Input id="s-cutoff" type="number" min={0} {...register("cancel_cutoff_minutes", num)} />
          </Field>
        </div>
      </Section>

      <Section title="Open hours" className="flex flex-col gap-4">
        <p className="-mt-2 text-sm text-slate-600">
          In the facility&apos;s local time. A day without periods is closed.
        </p>
        {initial.open_hours.map((d, i) => (
          <DayHours key={d.weekday} form={form} index={i} weekday={d.weekday} />
        ))}
      </Section>

      <Section title="Closed dates" className="flex flex-col gap-4">
        {closed.fields.map((c, i) => (
          <div key={c.id} className="flex flex-wrap items-end gap-3">
            <Field id={`s-closed-${i}`} label="Date" error={err(`closed_dates.${i}.date`)?.message}>
              <Input id={`s-closed-${i}`} type="date" {...register(`closed_dates.${i}.date`)} />
            </Field>
            <Field id={`s-closed-reason-${i}`} label="Reason" optional>
              <Input id={`s-closed-reason-${i}`} {...register(`closed_dates.${i}.reason`)} />
            </Field>
            <Button variant="danger-ghost" size="sm" onClick={() => closed.remove(i)}>
              Remove
            </Button>
          </div>
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => closed.append({ date: "", reason: "" })}>
            Add a closed date
          </Button>
        </div>
      </Section>

      <Section title="Docks" className="flex flex-col gap-4">
        {docks.fields.map((d, i) => (
          <DockRow
            key={d.key}
            form={form}
            index={i}
            saved={!!d.id}
            onDiscard={() => docks.remove(i)}
            error={err(`docks.${i}.id`)?.message}
            nameError={err(`docks.${i}.name`)?.message}
            directionsError={err(`docks.${i}.directions`)?.message}
          />
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              docks.append({
                id: undefined as unknown as string,
                name: "",
                directions: ["Inbound", "Outbound"],
                active: true,
              })
            }
          >
            Add a dock
          </Button>
        </div>
      </Section>

      <Section title="Load types" className="flex flex-col gap-4">
        {loadTypes.fields.map((l, i) => (
          <div key={l.key} className="flex flex-wrap items-end gap-4">
            <Field id={`s-load-${i}`} label="Load type" error={err(`load_types.${i}.name`)?.message}>
              <Input id={`s-load-${i}`} {...register(`load_types.${i}.name`)} />
            </Field>
            <Field
              id={`s-load-minutes-${i}`}
              label="Minutes"
              error={err(`load_types.${i}.duration_minutes`)?.message}
            >
              <Input
                id={`s-load-minutes-${i}`}
                type="number"
                min={5}
                max={1440}
                className="w-28"
                {...register(`load_types.${i}.duration_minutes`, num)}
              />
            </Field>
            <DirectionBoxes
              form={form}
              name={`load_types.${i}.directions`}
              label={`Directions of load type ${i + 1}`}
              error={err(`load_types.${i}.directions`)?.message}
            />
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
              <input type="checkbox" className="h-4 w-4" {...register(`load_types.${i}.active`)} /> Offered
            </label>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              loadTypes.append({
                id: undefined as unknown as string,
                name: "",
                directions: ["Inbound", "Outbound"],
                duration_minutes: 60,
                active: true,
              })
            }
          >
            Add a load type
          </Button>
        </div>
      </Section>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
        <Button type="submit" loading={save.isPending} loadingText="Saving…">
          Save settings
        </Button>
        {save.isSuccess && !formState.isDirty && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            Saved. Booking follows the new settings now.
          </p>
        )}
        {save.error && (
          <Alert tone="error" className="py-2">
            Not saved: {save.error.message}
          </Alert>
        )}
      </div>
    </form>
  );
}
