import { describe, expect, it } from "vitest";
import { dispatcherMessage } from "./messages";

describe("dispatcherMessage", () => {
  it("rewrites the API's words per field", () => {
    expect(dispatcherMessage("carrier_phone", "must have at least 7 digits")).toBe(
      "The phone number needs at least 7 digits",
    );
    expect(dispatcherMessage("order_info.3.reference_id", "is already listed")).toBe(
      "This number is already in the list",
    );
    expect(dispatcherMessage("quantity", "must be a whole number")).toBe(
      "Enter the number of pallets or boxes as a whole number",
    );
  });

  it("falls back to the field's default, then to the message itself", () => {
    expect(dispatcherMessage("scheduled_start_time", "must be an RFC 3339 date-time")).toBe(
      "Pick one of the open times",
    );
    expect(dispatcherMessage("something_else", "is odd")).toBe("is odd");
    expect(dispatcherMessage("carrier", undefined)).toBeUndefined();
  });
});
