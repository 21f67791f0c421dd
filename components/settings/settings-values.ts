// What the settings form holds, shared by the form and its rows: the settings
// as read, each dock with a mark for deletion on save.
import type { FacilitySettings } from "@/lib/facilities/settings-schema";
import type { WordTranslations } from "@/lib/i18n/facility-words";
import { LOCALES } from "@/lib/i18n/locales";

type Dock = FacilitySettings["docks"][number] & { remove?: boolean };

export type SettingsValues = Omit<FacilitySettings, "id" | "history" | "docks"> & { docks: Dock[] };

/**
 * A word's translations as the form's boxes hold them: every language a string, blank meaning "as typed".
 * The settings leave a blank language out, but its box reads "" once it registers: a form reset to the
 * settings as read would count as changed at the next keystroke anywhere, and "Saved" would never show.
 */
export const wordBoxes = (words: WordTranslations = {}): WordTranslations =>
  Object.fromEntries(LOCALES.map((l) => [l, words[l] ?? ""]));

/** The settings as read, as the form holds them. */
export function formValues(settings: FacilitySettings): SettingsValues {
  const { id: _id, history: _history, ...values } = settings;
  void _id;
  void _history;
  return {
    ...values,
    docks: values.docks.map((d) => ({ ...d, name_translations: wordBoxes(d.name_translations) })),
    load_types: values.load_types.map((l) => ({ ...l, name_translations: wordBoxes(l.name_translations) })),
    custom_fields: values.custom_fields.map((f) => ({
      ...f,
      label_translations: wordBoxes(f.label_translations),
    })),
  };
}
