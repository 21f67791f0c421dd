"use client";
// Dock, trailer, seal, forklift and notes: the yard details staff keep up to date.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Options } from "@/components/ui/options";
import type { FacilityAppointment } from "@/lib/record/schema";
import type { FacilityDock } from "@/lib/facilities/mine-schema";

type Values = {
  dock: string;
  trailer_number: string;
  seal_number: string;
  forklift: string;
  notes: string;
  public_notes: string;
};

export function EditForm({
  appointment: a,
  docks,
  pending,
  onSave,
}: {
  appointment: FacilityAppointment;
  docks: FacilityDock[];
  pending: boolean;
  onSave: (changed: Partial<Values>) => void;
}) {
  const t = useTranslations("calendar.edit");
  const initial: Values = {
    dock: a.dock ?? "",
    trailer_number: a.trailer_number ?? "",
    seal_number: a.seal_number ?? "",
    forklift: a.forklift ?? "",
    notes: a.notes,
    public_notes: a.public_notes,
  };
  const { register, handleSubmit, formState } = useForm<Values>({ values: initial });
  // Only what changed is sent: the history then records exactly that.
  const submit = handleSubmit((v) => {
    const changed = Object.fromEntries(
      Object.entries(v).filter(([k, x]) => x !== initial[k as keyof Values]),
    ) as Partial<Values>;
    if (changed.dock === "") delete changed.dock;
    if (Object.keys(changed).length) onSave(changed);
  });
  const serving = docks.filter((d) => d.active && d.directions.includes(a.type));
  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-3" aria-label={t("label")}>
      <Field id="edit-dock" label={t("dock")} className="col-span-2 sm:col-span-1">
        <Select id="edit-dock" {...register("dock")}>
          {!a.dock && <option value="">{t("unassigned")}</option>}
          <Options values={serving.map((d) => d.name)} word={(name) => name} />
        </Select>
      </Field>
      <Field id="edit-forklift" label={t("forklift")} optional className="col-span-2 sm:col-span-1">
        <Input id="edit-forklift" maxLength={100} {...register("forklift")} />
      </Field>
      <Field id="edit-trailer" label={t("trailer")} optional className="col-span-2 sm:col-span-1">
        <Input id="edit-trailer" maxLength={50} {...register("trailer_number")} />
      </Field>
      <Field id="edit-seal" label={t("seal")} optional className="col-span-2 sm:col-span-1">
        <Input id="edit-seal" maxLength={50} {...register("seal_number")} />
      </Field>
      <Field id="edit-notes" label={t("notes")} hint={t("notesHint")} optional className="col-span-2">
        <Textarea id="edit-notes" rows={2} maxLength={2000} {...register("notes")} />
      </Field>
      <Field id="edit-public-notes" label={t("publicNotes")} optional className="col-span-2">
        <Textarea id="edit-public-notes" rows={2} maxLength={2000} {...register("public_notes")} />
      </Field>
      <div className="col-span-2">
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={pending}
          loadingText={t("saving")}
          disabled={!formState.isDirty}
        >
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
