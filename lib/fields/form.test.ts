import { describe, expect, it } from "vitest";
import type { BookingFormField } from "./booking-form-schema";
import { answersFromForm, changedAnswersFromForm, fieldsOfTypes, fieldTypes, sentAnswers } from "./form";

const field = (key: string, type: BookingFormField["type"]): BookingFormField => ({
  key,
  label: key,
  label_translations: {},
  type,
  choices: [],
  choice_translations: [],
  min: null,
  max: null,
  required: false,
  load_type_ids: [],
});

const FIELDS = [
  field("seal_no", "text"),
  field("setpoint", "number"),
  field("floor_loaded", "boolean"),
  field("equipment", "multi_choice"),
];

function posted(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
}

describe("custom fields in a posted form", () => {
  it("sends a change form's blanks as null, where a booking leaves them out", () => {
    const form = posted([
      ["cf.seal_no", "  "],
      ["cf.setpoint", "4.5"],
      ["cf.equipment", "Straps"],
      ["cf.equipment", "Tail lift"],
    ]);
    expect(answersFromForm(FIELDS, form)).toEqual({
      setpoint: 4.5,
      floor_loaded: false,
      equipment: ["Straps", "Tail lift"],
    });
    expect(changedAnswersFromForm(FIELDS, form)).toEqual({
      seal_no: null,
      setpoint: 4.5,
      floor_loaded: false,
      equipment: ["Straps", "Tail lift"],
    });
  });

  it("carries the questions' keys and types through the form, and the answers back as sent", () => {
    const form = posted([
      ["custom_field_types", fieldTypes(FIELDS)],
      ["cf.seal_no", "SEAL-1"],
      ["cf.floor_loaded", "yes"],
    ]);
    const fields = fieldsOfTypes(form.get("custom_field_types"));
    expect(fields.map((f) => [f.key, f.type])).toEqual(FIELDS.map((f) => [f.key, f.type]));
    expect(fieldsOfTypes(null)).toEqual([]);
    expect(sentAnswers(fields, form)).toEqual({
      seal_no: "SEAL-1",
      setpoint: "",
      floor_loaded: "yes",
      equipment: [],
    });
  });
});
