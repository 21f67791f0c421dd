import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { ErrorWords } from "@/components/ui/error-words";
import de from "@/messages/de/errors.json";
import en from "@/messages/en/errors.json";
import { formProblem } from "./messages";
import { parseQuantity } from "./quantity-form";

/** The translator a page hands over: getTranslations("errors") in that language. */
function errorWords(locale: string, messages: Record<string, unknown>): ErrorWords {
  const t = createTranslator({ locale, messages: { errors: messages }, namespace: "errors" });
  return (key, values) => t(key as never, values as never) as string;
}
const english = errorWords("en", en);

describe("formProblem", () => {
  it("says how long the load needs when the quantity sent no longer fits the time picked", () => {
    const p = formProblem(
      {
        status: 409,
        error: {
          code: "conflict",
          message: "this load needs 150 minutes at the dock",
          details: [
            {
              reason: "too_short_for_load",
              message: "this load needs 150 minutes at the dock",
              needed_minutes: 150,
            },
          ],
        },
      },
      english,
    );
    expect(p).toMatchObject({ title: "This time is too short for the load", tooShort: true });
    expect(p.message).toContain("needs 2 h 30 min at the dock, longer than the time you picked");
    expect(p.fields?.quantity).toBe("Needs 2 h 30 min at the dock: more than the time picked");
  });

  it("puts a reference's refusal at the references, the warehouse's own words as it wrote them", () => {
    const refused = (status: number, reason: string, message: string) =>
      formProblem(
        {
          status,
          error: {
            code: status === 409 ? "conflict" : "unavailable",
            message,
            details: [{ field: "order_info[0].reference_id", reason, message, reference_id: "PO-4" }],
          },
        },
        english,
      );
    expect(refused(409, "reference_rejected", "pO-4 is closed in our WMS")).toEqual({
      message: "PO-4 is closed in our WMS",
      fields: { references: "PO-4 is closed in our WMS" },
    });
    const taken = "PO-4 is already on another appointment at this facility";
    expect(refused(409, "duplicate_reference", "reworded")).toEqual({
      message: taken,
      fields: { references: taken },
    });
    const silent = "The warehouse's reference check did not answer; try again shortly";
    expect(refused(503, "reference_check_unavailable", "reworded")).toEqual({
      message: silent,
      fields: { references: silent },
    });
  });

  it("words the other refusals of the time by their reason and cause, not their message", () => {
    const p = formProblem(
      {
        status: 409,
        error: {
          code: "conflict",
          message: "reworded",
          details: [{ reason: "no_capacity", cause: "docks_busy", message: "reworded" }],
        },
      },
      english,
    );
    expect(p).toEqual({
      slotProblem: true,
      message: "Every dock is booked. Your details are kept: pick another time above.",
    });
  });
});

describe("parseQuantity", () => {
  it("takes a whole number from 1 to 100,000 and nothing else", () => {
    expect(parseQuantity("26")).toBe(26);
    expect(parseQuantity("100000")).toBe(100000);
    for (const bad of [undefined, "", "0", "-3", "2.5", "abc", "100001", "1e3"])
      expect(parseQuantity(bad), String(bad)).toBeUndefined();
  });
});

describe("formProblem in the reader's language", () => {
  it("words the codes and the rules' reasons with the page's translator", () => {
    const t = errorWords("de", de);
    const slot = formProblem(
      {
        status: 409,
        error: {
          code: "conflict",
          message: "the facility needs at least 120 minutes' notice",
          details: [{ reason: "too_soon", message: "the facility needs at least 120 minutes' notice" }],
        },
      },
      t,
    );
    expect(slot.message).toBe(
      "Zu kurzfristig: Der Standort braucht mehr Vorlauf. Ihre Angaben bleiben erhalten: Wählen Sie oben eine andere Zeit.",
    );
    const fields = formProblem(
      {
        status: 400,
        error: {
          code: "invalid_argument",
          message: "carrier is required",
          details: [{ field: "carrier", reason: "required", message: "is required" }],
        },
      },
      t,
    );
    expect(fields.fields?.carrier).toBe("Geben Sie den Namen Ihres Unternehmens ein");
  });

  it("says how long to wait after too many requests, from the refusal's seconds, not its English", () => {
    const refused = (retryAfterSeconds?: number) => ({
      status: 429,
      error: {
        code: "rate_limited" as const,
        message: "too many requests from your network; try again in 42 seconds",
      },
      retryAfterSeconds,
    });
    const t = errorWords("de", de);
    expect(formProblem(refused(42), t).message).toBe(
      "Zu viele Anfragen aus Ihrem Netzwerk. Warten Sie 42 Sekunden und versuchen Sie es dann erneut.",
    );
    expect(formProblem(refused(600), t).message).toBe(
      "Zu viele Anfragen aus Ihrem Netzwerk. Warten Sie 10 Minuten und versuchen Sie es dann erneut.",
    );
    expect(formProblem(refused(), english).message).toBe(
      "Too many requests from your network. Wait a few minutes, then try again.",
    );
  });
});
