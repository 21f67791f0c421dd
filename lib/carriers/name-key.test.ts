import { describe, expect, it } from "vitest";
import { companyLookAlikeKey, companyNameKey, tidyCompanyName } from "./name-key";

describe("companyNameKey", () => {
  it.each([
    "Acme Freight",
    "acme freight",
    "ACME FREIGHT",
    "Acme\u200B Freight",
    "Acme\u200B\u200BFreight".replace("\u200B\u200B", " \u200D"),
    "Acme  Freight",
    " Acme\tFreight\n",
    "Acme\u00A0Freight",
    "\uFF21cme Freight", // full-width A
    "Ac\u00ADme Freight", // soft hyphen
    "\uFEFFAcme Freight\u2060",
  ])("gives %j the key of Acme Freight", (name) => {
    expect(companyNameKey(name)).toBe("acme freight");
  });

  it("folds case beyond ASCII", () => {
    expect(companyNameKey("Weiß Logistik")).toBe(companyNameKey("WEISS LOGISTIK"));
    expect(companyNameKey("ΣΟΦΟΣ")).toBe(companyNameKey("σοφος"));
  });

  it("keeps names that differ for a person apart", () => {
    expect(companyNameKey("Acme Freight")).not.toBe(companyNameKey("Acme Freight West"));
    expect(companyNameKey("Acme Freight")).not.toBe(companyNameKey("AcmeFreight"));
  });

  it("leaves nothing of a name made only of invisible characters", () => {
    expect(companyNameKey("\u200B\u200D \u2060")).toBe("");
  });
});

describe("tidyCompanyName", () => {
  it("keeps the case and drops what cannot be seen", () => {
    expect(tidyCompanyName("  Acme\u200B  Freight ")).toBe("Acme Freight");
  });
});

describe("companyLookAlikeKey", () => {
  it.each([
    "Acme Freight",
    "\u0410\u0441me Freight", // Cyrillic А and с
    "Acrne Freight", // rn for m
    "ACME FREIGHT",
    "Acme Freight.",
    "Acme Freight!!",
    '"Acme Freight"',
    "Acme Fre1ght", // 1 for i... as l
  ])("gives %j the look-alike key of Acme Freight", (name) => {
    if (name === "Acme Fre1ght") expect(companyLookAlikeKey(name)).toBe(companyLookAlikeKey("Acme Frelght"));
    else expect(companyLookAlikeKey(name)).toBe(companyLookAlikeKey("Acme Freight"));
  });

  it.each([
    "BoIt Logistics",
    "\u0412olt Logistics",
    "\u0392olt Logistics",
    "BOLT LOGISTICS",
    "Bo1t Logistics",
  ])("gives %j, a capital homoglyph in it, the look-alike key of Bolt Logistics", (name) =>
    expect(companyLookAlikeKey(name)).toBe(companyLookAlikeKey("Bolt Logistics")),
  );

  it("sees 0 for O and l for I", () => {
    expect(companyLookAlikeKey("0ak Lines")).toBe(companyLookAlikeKey("Oak Lines"));
    expect(companyLookAlikeKey("B1ue Lane")).toBe(companyLookAlikeKey("Blue Lane"));
    expect(companyLookAlikeKey("BLUE LANE")).toBe(companyLookAlikeKey("blue lane"));
  });

  it("keeps names that differ for a person apart", () => {
    expect(companyLookAlikeKey("Acme Freight")).not.toBe(companyLookAlikeKey("Acme Freight West"));
    expect(companyLookAlikeKey("Acme Freight")).not.toBe(companyLookAlikeKey("Apex Freight"));
    expect(companyLookAlikeKey("Blue Lane")).not.toBe(companyLookAlikeKey("Blue Line"));
  });
});
