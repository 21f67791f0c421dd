// Every refusal the server can give has words in every language, made from its reason, cause and values,
// and a reworded English message changes none of them.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/core/errors";
import { NO_CAPACITY_CAUSES } from "@/lib/core/refusal-values";
import { loadMessages } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import {
  CODE_WORDS,
  FIELD_REASONS,
  REFUSAL_REASONS,
  errorWords,
  fieldWords,
  mayPassWithReason,
  refusalWords,
  type ErrorWords,
  type RefusalDetail,
} from "./error-words";

/** The translator of `namespace` in `locale`'s messages, as the pages hand it over. */
async function words(locale: (typeof LOCALES)[number], namespace = "errors"): Promise<ErrorWords> {
  const messages = await loadMessages(locale);
  // A missing key must fail the test, not come back as its name.
  return createTranslator({
    locale,
    messages,
    namespace,
    onError: (e) => {
      throw e;
    },
  }) as unknown as ErrorWords;
}

const when = (iso: string) => `<${iso}>`;

/** Each reason (and each cause of no_capacity) with every value it can carry, and without them. */
function refusals(): RefusalDetail[] {
  const out: RefusalDetail[] = [];
  for (const reason of REFUSAL_REASONS) {
    out.push({ reason });
    out.push({
      reason,
      message: "an English sentence",
      limit: 3,
      period: "hour",
      scope: "carrier",
      limit_kind: "units",
      needed_minutes: 95,
      earliest: "2026-12-03T14:00:00Z",
      latest: "2027-01-03T14:00:00Z",
      reference_id: "PO-1",
    });
  }
  for (const cause of NO_CAPACITY_CAUSES) {
    out.push({ reason: "no_capacity", cause });
    out.push({
      reason: "no_capacity",
      cause,
      dock_names: ["Door 2"],
      closure_reason: "seal repair",
      hold_label: "Acme",
    });
  }
  for (const scope of ["facility", "load_type", "carrier"])
    for (const period of ["hour", "day"])
      for (const limit_kind of ["appointments", "units"])
        for (const limit of [1, 2, 5, 22])
          out.push({ reason: "cap_reached", scope, period, limit_kind, limit, load_type: "Frozen" });
  return out;
}

describe("refusal words", () => {
  // Some hundred refusals in five languages: more than the default five seconds on a busy machine.
  it(
    "words every reason and cause in every language, with its values, never its English message",
    { timeout: 60_000 },
    async () => {
      for (const locale of LOCALES) {
        const t = await words(locale);
        for (const d of refusals()) {
          const said = refusalWords(d, t, when);
          expect(said, `${locale} ${JSON.stringify(d)}`).toBeTruthy();
          expect(said, `${locale} ${JSON.stringify(d)}`).not.toMatch(/[{}]|refusal\./);
          // The warehouse's own words are the one message shown as it came.
          if (d.reason !== "reference_rejected") expect(said).not.toContain("an English sentence");
          // Rewording the API's message changes nothing on the screen.
          expect(refusalWords({ ...d, message: "reworded" }, t, when)).toBe(
            d.reason === "reference_rejected" ? "reworded" : said,
          );
        }
      }
    },
  );

  it("has words of its own for every cause of no_capacity the server names", async () => {
    for (const locale of LOCALES) {
      const t = await words(locale);
      const general = refusalWords({ reason: "no_capacity" }, t);
      for (const cause of NO_CAPACITY_CAUSES)
        expect(refusalWords({ reason: "no_capacity", cause }, t), `${locale} ${cause}`).not.toBe(general);
    }
  });

  it("says the values it is given", async () => {
    const en = await words("en");
    const de = await words("de");
    const pl = await words("pl");
    const cap = { reason: "cap_reached", scope: "facility", period: "day", limit_kind: "units", limit: 400 };
    expect(refusalWords(cap, en)).toBe("The facility's daily limit of 400 units is reached");
    expect(refusalWords({ ...cap, limit_kind: "appointments", limit: 1 }, en)).toBe(
      "The facility's daily limit of 1 appointment is reached",
    );
    expect(refusalWords(cap, de)).toBe("Das Tageslimit des Standorts von 400 Einheiten ist erreicht");
    expect(refusalWords({ ...cap, limit_kind: "appointments", limit: 2 }, pl)).toBe(
      "Osiągnięto dzienny limit obiektu: 2 awizacje",
    );
    const closed = { reason: "no_capacity", cause: "docks_closed", dock_names: ["Door 2"] };
    expect(refusalWords({ ...closed, closure_reason: "door seal repair" }, en)).toBe(
      "Door 2 closed: door seal repair",
    );
    expect(refusalWords({ ...closed, closure_reason: null }, de)).toBe("Door 2 geschlossen");
    expect(refusalWords({ reason: "no_capacity", cause: "held", hold_label: "Acme" }, en)).toBe(
      "The docks then are kept for Acme",
    );
    expect(refusalWords({ reason: "too_soon", earliest: "2026-12-03T14:00:00Z" }, en, when)).toBe(
      "Too soon: the earliest time the facility takes now is <2026-12-03T14:00:00Z>",
    );
    expect(refusalWords({ reason: "too_short_for_load", needed_minutes: 120 }, en)).toBe(
      "This load needs 2 h 0 min at the dock",
    );
    expect(refusalWords({ reason: "duplicate_reference", reference_id: "PO-9" }, de)).toBe(
      "PO-9 steht schon auf einem anderen Termin dieses Standorts",
    );
    expect(refusalWords({ reason: "something_new" }, en)).toBeNull();
  });

  it("lets staff pass caps, the load's length, closed and kept docks, and nothing else", () => {
    const passable = refusals().filter(mayPassWithReason);
    expect(new Set(passable.map((d) => `${d.reason}/${d.cause ?? ""}`))).toEqual(
      new Set(["cap_reached/", "too_short_for_load/", "no_capacity/docks_closed", "no_capacity/held"]),
    );
  });
});

describe("error words", () => {
  it("words every code and every field reason in every language", async () => {
    expect([...CODE_WORDS].sort()).toEqual([...ERROR_CODES, "network"].sort());
    for (const locale of LOCALES) {
      const t = await words(locale);
      for (const code of CODE_WORDS) expect(errorWords({ code }, t), `${locale} ${code}`).toBeTruthy();
      for (const reason of FIELD_REASONS) expect(fieldWords(reason, t), `${locale} ${reason}`).toBeTruthy();
    }
  });

  it("prefers the refusal's reason, then the field's, then the code's words", async () => {
    const en = await words("en");
    expect(
      errorWords({ code: "conflict", details: [{ reason: "no_capacity", cause: "docks_busy" }] }, en),
    ).toBe("Every dock is booked");
    expect(errorWords({ code: "invalid_argument", details: [{ reason: "required" }] }, en)).toBe(
      "Fill this in",
    );
    expect(fieldWords("a_reason_from_tomorrow", en)).toBe("Not valid");
    expect(errorWords({ code: "not_found" }, en)).toBe(
      "It was not found: it may have been removed meanwhile",
    );
    expect(errorWords({ code: "rate_limited", retryAfterSeconds: 30 }, en)).toContain("30 seconds");
    expect(errorWords(undefined, en)).toBe("Something went wrong on our side. Try again in a moment");
  });
});
