import { describe, expect, it } from "vitest";
import { facilityWord, namedWord, parseWordTranslations, wordTranslations } from "./facility-words";
import { choiceWord, fieldLabel, followChoices, wordedAnswer } from "../fields/words";

describe("facilityWord", () => {
  const door = { de: "Tor 1", es: "Puerta 1" };

  it("gives the word in the reader's language where staff gave one", () => {
    expect(facilityWord("Door 1", door, "de")).toBe("Tor 1");
    expect(facilityWord("Door 1", door, "es")).toBe("Puerta 1");
  });

  it("falls back to the word as typed: another language, none, an unknown one, no translations", () => {
    expect(facilityWord("Door 1", door, "fr")).toBe("Door 1");
    expect(facilityWord("Door 1", door, null)).toBe("Door 1");
    expect(facilityWord("Door 1", door, "xx")).toBe("Door 1");
    expect(facilityWord("Door 1", undefined, "de")).toBe("Door 1");
    expect(facilityWord("Door 1", { de: "" }, "de")).toBe("Door 1");
  });

  it("finds a dock or load type by its typed name", () => {
    const docks = [{ name: "Door 1", name_translations: door }, { name: "Door 2" }];
    expect(namedWord("Door 1", docks, "de")).toBe("Tor 1");
    expect(namedWord("Door 2", docks, "de")).toBe("Door 2");
    expect(namedWord("Gone", docks, "de")).toBe("Gone");
    expect(namedWord(null, docks, "de")).toBeNull();
  });
});

describe("wordTranslations", () => {
  it("keeps the languages Dockside speaks, trimmed, and drops blanks", () => {
    expect(wordTranslations.parse({ de: " Kühlware ", es: "", pl: "  " })).toEqual({ de: "Kühlware" });
  });

  it("refuses an unknown language, a line break and an over-long word", () => {
    expect(wordTranslations.safeParse({ xx: "Word" }).success).toBe(false);
    expect(wordTranslations.safeParse({ de: "Tor\n1" }).success).toBe(false);
    expect(wordTranslations.safeParse({ de: "x".repeat(101) }).success).toBe(false);
  });

  it("reads stored maps tolerantly: bad JSON, unknown keys and non-text are left out", () => {
    expect(parseWordTranslations('{"de":"Tor 1","xx":"?","es":3}')).toEqual({ de: "Tor 1" });
    expect(parseWordTranslations("not json")).toEqual({});
    expect(parseWordTranslations(undefined)).toEqual({});
    expect(parseWordTranslations({ __proto__: { de: "x" } })).toEqual({});
  });
});

describe("a booking question's words", () => {
  const field = {
    label: "Seal number",
    label_translations: { de: "Plombennummer" },
    choices: ["Pallet jack", "Tail lift"],
    choice_translations: [{ de: "Hubwagen" }],
  };

  it("words the label and each choice, falling back per choice", () => {
    expect(fieldLabel(field, "de")).toBe("Plombennummer");
    expect(fieldLabel(field, "es")).toBe("Seal number");
    expect(choiceWord(field, "Pallet jack", "de")).toBe("Hubwagen");
    expect(choiceWord(field, "Tail lift", "de")).toBe("Tail lift");
    expect(choiceWord(field, "No longer offered", "de")).toBe("No longer offered");
  });

  it("words a stored answer's choices and leaves other answers alone", () => {
    expect(wordedAnswer(field, ["Pallet jack", "Tail lift"], "de")).toEqual(["Hubwagen", "Tail lift"]);
    expect(wordedAnswer(field, 12, "de")).toBe(12);
    expect(wordedAnswer(field, true, "de")).toBe(true);
  });

  it("keeps each choice's words when staff remove, move, add or rename choices", () => {
    const words = [{ de: "Hubwagen" }, { de: "Hebebühne" }, { de: "Gabelstapler" }];
    const before = ["Pallet jack", "Tail lift", "Forklift"];
    expect(followChoices(before, words, ["Pallet jack", "Forklift"])).toEqual([words[0], words[2]]);
    expect(followChoices(before, words, ["Forklift", "Pallet jack", "Tail lift"])).toEqual([
      words[2],
      words[0],
      words[1],
    ]);
    expect(followChoices(before, words, [...before, "Crane"])).toEqual([...words, {}]);
    expect(followChoices(before, words, ["Pallet jack", "Tail-lift", "Forklift"])).toEqual(words);
    expect(followChoices(before, [], ["Pallet jack"])).toEqual([{}]);
  });
});
