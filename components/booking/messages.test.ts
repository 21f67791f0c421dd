import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de/booking.json";
import en from "@/messages/en/booking.json";
import { dispatcherMessage, type BookingT } from "./messages";

const translator = (locale: string, messages: typeof en): BookingT =>
  createTranslator({ locale, messages: { booking: messages }, namespace: "booking" });
const t = translator("en", en);

describe("dispatcherMessage", () => {
  it("words each field's problem by its reason", () => {
    // The form's own zod check (its code) and the API's detail (its reason) alike.
    expect(
      dispatcherMessage("carrier_phone", { type: "custom", message: "must have at least 7 digits" }, t),
    ).toBe("The phone number needs at least 7 digits");
    expect(dispatcherMessage("carrier_phone", { type: "invalid" }, t)).toBe(
      "The phone number needs at least 7 digits",
    );
    expect(dispatcherMessage("order_info.3.reference_id", { type: "custom" }, t)).toBe(
      "This number is already in the list",
    );
    expect(dispatcherMessage("quantity", { type: "invalid_type" }, t)).toBe(
      "Enter the number of pallets or boxes as a whole number",
    );
    expect(dispatcherMessage("quantity", { type: "too_big" }, t)).toBe("The quantity can be at most 100,000");
  });

  it("never shows the message: a reworded one says the same, an unknown field gets general words", () => {
    expect(dispatcherMessage("carrier", { type: "too_small", message: "reworded" }, t)).toBe(
      "Enter the carrier company name",
    );
    expect(dispatcherMessage("scheduled_start_time", { type: "invalid_format", message: "x" }, t)).toBe(
      "Pick one of the open times",
    );
    expect(dispatcherMessage("something_else", { type: "too_big", message: "is odd" }, t)).toBe(
      "Check this field",
    );
    expect(dispatcherMessage("carrier", undefined, t)).toBeUndefined();
  });

  it("words the driver's phone as the facility's country reads it", () => {
    expect(dispatcherMessage("carrier_driver_phone", { type: "invalid_phone" }, t)).toBe(
      "Enter a phone number of the facility's country, or one starting with + and the country code",
    );
    expect(dispatcherMessage("carrier_driver_phone", { type: "custom" }, t)).toBe(
      "The phone number needs at least 7 digits",
    );
    expect(dispatcherMessage("carrier_driver_phone", { type: "invalid_phone" }, translator("de", de))).toBe(
      "Geben Sie eine Nummer des Landes des Standorts ein oder eine mit + und Ländervorwahl",
    );
  });

  it("speaks the reader's language", () => {
    expect(dispatcherMessage("carrier_phone", { type: "custom" }, translator("de", de))).toBe(
      "Die Telefonnummer braucht mindestens 7 Ziffern",
    );
  });
});
