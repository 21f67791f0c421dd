import { describe, expect, it } from "vitest";
import { phoneForPeople } from "./phone-display";

describe("phoneForPeople", () => {
  it("writes a number of the facility's country as it is dialled there", () => {
    expect(phoneForPeople("+13125550142", "US")).toBe("(312) 555-0142");
    expect(phoneForPeople("+491711234567", "de")).toBe("0171 1234567");
  });

  it("gives a number of another country, or of a facility without one, its +country code", () => {
    expect(phoneForPeople("+491711234567", "US")).toBe("+49 171 1234567");
    expect(phoneForPeople("+13125550142", null)).toBe("+1 312 555 0142");
  });

  it("shows what it cannot read as it is stored", () => {
    expect(phoneForPeople("not a number", "US")).toBe("not a number");
  });
});
