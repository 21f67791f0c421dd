import { afterEach, describe, expect, it } from "vitest";
import { redactedUrl } from "../core/redacted-url";
import { mailFrom } from "./config";

afterEach(() => {
  delete process.env.MAIL_FROM;
});

describe("mailFrom", () => {
  it("defaults to Dockside <no-reply@localhost>", () => {
    expect(mailFrom()).toEqual({ name: "Dockside", email: "no-reply@localhost" });
  });
  it("reads a name and address, or a bare address", () => {
    process.env.MAIL_FROM = '"Dock Desk" <desk@example.com>';
    expect(mailFrom()).toEqual({ name: "Dock Desk", email: "desk@example.com" });
    process.env.MAIL_FROM = "desk@example.com";
    expect(mailFrom()).toEqual({ name: "", email: "desk@example.com" });
  });
});

describe("redactedUrl", () => {
  it("hides the password", () => {
    expect(redactedUrl("smtps://mailer:s3cret@smtp.example.com:465")).toBe(
      "smtps://mailer:***@smtp.example.com:465",
    );
    expect(redactedUrl("smtp://localhost:25")).toBe("smtp://localhost:25");
  });
});
