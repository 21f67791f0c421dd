import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de/booking.json";
import en from "@/messages/en/booking.json";
import { dispatcherMessage, type BookingT } from "./messages";

const translator = (locale: string, messages: typeof en): BookingT =>
  createTranslator({ locale, messages: { booking: messages }, namespace: "booking" });
const t = translator("en", en);

describe("dispatcherMessage", () => {
  it("rewrites the API's words per field", () => {
    expect(dispatcherMessage("carrier_phone", "must have at least 7 digits", t)).toBe(
      "The phone number needs at least 7 digits",
    );
    expect(dispatcherMessage("order_info.3.reference_id", "is already listed", t)).toBe(
      "This number is already in the list",
    );
    expect(dispatcherMessage("quantity", "must be a whole number", t)).toBe(
      "Enter the number of pallets or boxes as a whole number",
    );
  });

  it("falls back to the field's default, then to the message itself", () => {
    expect(dispatcherMessage("scheduled_start_time", "must be an RFC 3339 date-time", t)).toBe(
      "Pick one of the open times",
    );
    expect(dispatcherMessage("something_else", "is odd", t)).toBe("is odd");
    expect(dispatcherMessage("carrier", undefined, t)).toBeUndefined();
  });

  it("speaks the reader's language", () => {
    expect(dispatcherMessage("carrier_phone", "must have at least 7 digits", translator("de", de))).toBe(
      "Die Telefonnummer braucht mindestens 7 Ziffern",
    );
  });
});
