import { describe, expect, it } from "vitest";
import { STATUSES } from "./vocabulary";
import { cancelReasonWord, inWords, repetitionWord, statusWord } from "./words";

describe("the words for the vocabulary's codes", () => {
  it("says every status as people do, never as a code", () => {
    expect(STATUSES.map(statusWord)).toEqual([
      "Requested",
      "Scheduled",
      "Arrived",
      "Loading",
      "Completed",
      "Cancelled",
      "No-show",
    ]);
  });

  it("spells out cancellation reasons and repetitions", () => {
    expect(cancelReasonWord("CarrierRequest")).toBe("Carrier request");
    expect(cancelReasonWord("RequestDeclined")).toBe("Request declined");
    expect(repetitionWord("Biweekly")).toBe("Every two weeks");
  });

  it("passes an unknown code through rather than hiding it", () => {
    expect(statusWord("Parked")).toBe("Parked");
    expect(cancelReasonWord("Strike")).toBe("Strike");
  });

  it("says the status codes in a server's message as words", () => {
    expect(inWords("cannot check in an appointment that is InProgress")).toBe(
      "cannot check in an appointment that is Loading",
    );
    expect(inWords("cannot cancel an appointment that is NoShow")).toBe(
      "cannot cancel an appointment that is No-show",
    );
  });
});
