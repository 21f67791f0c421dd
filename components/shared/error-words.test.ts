import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { STATUS_ACTIONS, transition, type StepAction } from "@/lib/appointments/transitions";
import { STATUSES } from "@/lib/core/vocabulary";
import { loadMessages } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { transitionWords, type ErrorWords } from "./error-words";

/** The translator of `namespace` in `locale`'s messages, as the pages hand it over. */
async function words(locale: (typeof LOCALES)[number], namespace: string): Promise<ErrorWords> {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages, namespace }) as unknown as ErrorWords;
}

/** Every refusal `transition` words, for each step and each status it refuses from. */
function refusals(): string[] {
  const out: string[] = [];
  for (const action of STATUS_ACTIONS.filter((a): a is StepAction => a !== "undo"))
    for (const status of STATUSES) {
      const snapshot = {
        status,
        checkedInAt: null,
        loadStartedAt: null,
        loadFinishedAt: null,
        checkedOutAt: status === "Completed" ? new Date() : null,
        cancelledAt: null,
        cancelledReason: null,
        cancelledNote: null,
        loadingType: "Live",
      };
      const planned = transition(snapshot, action, new Date());
      if (!planned.ok) out.push(planned.message);
    }
  return out;
}

describe("a change refused by the appointment's status, in the reader's words", () => {
  it("words every refusal of every step in every language, with the status's own name", async () => {
    const messages = refusals();
    expect(messages.length).toBeGreaterThan(20);
    for (const locale of LOCALES) {
      const t = await words(locale, "errors");
      const status = await words(locale, "common.status");
      for (const message of messages) {
        const said = transitionWords(message, t, (code) => status(code));
        expect(said, `${locale}: ${message}`).toBeTruthy();
        if (locale !== "en") expect(said).not.toMatch(/appointment|cannot/);
      }
    }
  });

  it("says the German panel's refusal of a check-in while loading in German", async () => {
    const t = await words("de", "errors");
    const status = await words("de", "common.status");
    expect(
      transitionWords("cannot check in an appointment that is InProgress", t, (c) =>
        status(c as "Scheduled"),
      ),
    ).toBe("der Termin hat jetzt den Status „In Verladung“ und kann nicht eingecheckt werden");
    expect(transitionWords("cannot repeat an appointment that is Cancelled", t, (c) => status(c))).toBe(
      "der Termin hat jetzt den Status „Storniert“ und kann nicht wiederholt werden",
    );
  });

  it("leaves any other sentence to the caller", () => {
    const t = (key: string) => key;
    expect(transitionWords("the facility is closed on 2026-12-25", t, (c) => c)).toBeNull();
    expect(transitionWords("cannot frobnicate an appointment that is Scheduled", t, (c) => c)).toBeNull();
  });
});
