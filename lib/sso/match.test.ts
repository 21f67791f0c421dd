import { describe, expect, it } from "vitest";
import { emailVerified, firstMatch, ruleMatches } from "./match";
import { emailDomain } from "../users/sso-only";

const domain = (value: string) => ({ match: "email_domain", claim: "", value });
const claim = (name: string, value: string) => ({ match: "claim", claim: name, value });

describe("ruleMatches", () => {
  it("matches an e-mail domain exactly, whatever its case, and not a subdomain or a look-alike", () => {
    expect(ruleMatches(domain("example.com"), {}, "ann@Example.COM")).toBe(true);
    expect(ruleMatches(domain("example.com"), {}, "ann@eu.example.com")).toBe(false);
    expect(ruleMatches(domain("example.com"), {}, "ann@example.com.evil.test")).toBe(false);
    expect(ruleMatches(domain("example.com"), {}, "example.com")).toBe(false);
  });

  it("matches a claim equal to the value, or an array claim that contains it", () => {
    expect(ruleMatches(claim("department", "Yard"), { department: "Yard" }, "a@b.c")).toBe(true);
    expect(ruleMatches(claim("department", "Yard"), { department: "yard" }, "a@b.c")).toBe(false);
    expect(ruleMatches(claim("groups", "dock-chicago"), { groups: ["x", "dock-chicago"] }, "a@b.c")).toBe(
      true,
    );
    expect(ruleMatches(claim("groups", "dock"), { groups: ["dock-chicago"] }, "a@b.c")).toBe(false);
    expect(ruleMatches(claim("level", "3"), { level: 3 }, "a@b.c")).toBe(true);
    expect(ruleMatches(claim("groups", "x"), { groups: { x: true } }, "a@b.c")).toBe(false);
    expect(ruleMatches(claim("groups", "x"), {}, "a@b.c")).toBe(false);
    // A claim named after an object's own machinery is just absent.
    expect(ruleMatches(claim("constructor", "x"), {}, "a@b.c")).toBe(false);
  });

  it("takes the first rule that matches, in order", () => {
    const rules = [claim("groups", "admins"), domain("example.com"), claim("groups", "dock")];
    expect(firstMatch(rules, { groups: ["dock"] }, "a@example.com")).toBe(rules[1]);
    expect(firstMatch(rules, { groups: ["dock", "admins"] }, "a@example.com")).toBe(rules[0]);
    expect(firstMatch(rules, { groups: [] }, "a@other.test")).toBeUndefined();
  });
});

describe("emailVerified and emailDomain", () => {
  it("trusts only a true email_verified (or Entra ID's xms_edov)", () => {
    expect(emailVerified({ email_verified: true })).toBe(true);
    expect(emailVerified({ email_verified: "true" })).toBe(true);
    expect(emailVerified({ email_verified: false, xms_edov: true })).toBe(false);
    expect(emailVerified({ xms_edov: true })).toBe(true);
    expect(emailVerified({})).toBe(false);
    expect(emailVerified({ email_verified: 1 })).toBe(false);
  });

  it("reads the domain after the last @", () => {
    expect(emailDomain("a@b@Example.com")).toBe("example.com");
    expect(emailDomain("nobody")).toBe("");
  });
});
