import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de/shared.json";
import en from "@/messages/en/shared.json";
import pl from "@/messages/pl/shared.json";
import { durationWords } from "./duration";

const wordsIn = (locale: string, messages: Record<string, unknown>) => {
  const t = createTranslator({ locale, messages: { shared: messages }, namespace: "shared.duration" });
  return (minutes: number) => durationWords(minutes, (key, values) => t(key as never, values as never));
};

describe("durationWords", () => {
  it("says minutes, then hours and minutes, in the reader's words", () => {
    const minutes = [0, 59, 60, 125, 1500];
    expect(minutes.map(wordsIn("en", en))).toEqual(["0 min", "59 min", "1 h", "2 h 05 min", "25 h"]);
    expect(minutes.map(wordsIn("de", de))).toEqual([
      "0 Min.",
      "59 Min.",
      "1 Std.",
      "2 Std. 05 Min.",
      "25 Std.",
    ]);
    expect(wordsIn("pl", pl)(125)).toBe("2 godz. 05 min");
  });
});
