import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine, icsDateTime } from "./ics";

const event = {
  uid: "0b7f7c1e-4b1a-4c8e-9a39-2f6d1c0e5a11@dockside",
  stamp: new Date("2026-11-20T09:15:30.123Z"),
  start: new Date("2026-11-23T14:00:00.000Z"),
  end: new Date("2026-11-23T15:00:00.000Z"),
  summary: "Inbound at Chicago DC, Dock 3 (K7M2QX9P)",
  location: "1200 W Fulton St, Chicago, IL 60607",
  description: "Confirmation code K7M2QX9P\nPO-1001; PO-1002",
  status: "CONFIRMED" as const,
  sequence: 2,
};

describe("icsDateTime", () => {
  it("writes UTC basic format without milliseconds", () => {
    expect(icsDateTime(new Date("2026-03-08T07:30:00.000Z"))).toBe("20260308T073000Z");
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("leaves short lines alone", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("folds at 75 octets with a leading space on each continuation", () => {
    const folded = foldLine(`DESCRIPTION:${"x".repeat(200)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    lines.forEach((l, i) => {
      expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
      if (i > 0) expect(l.startsWith(" ")).toBe(true);
    });
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(`DESCRIPTION:${"x".repeat(200)}`);
  });

  it("never splits a multi-byte character", () => {
    const value = `LOCATION:${"Müllerstraße ".repeat(12)}`;
    const lines = foldLine(value).split("\r\n");
    lines.forEach((l) => expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75));
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(value);
  });
});

describe("calendarFile", () => {
  const ics = calendarFile(event);

  it("uses CRLF line endings throughout and ends with one", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("holds one event with the required properties in UTC", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:/);
    expect(unfolded).toContain("UID:0b7f7c1e-4b1a-4c8e-9a39-2f6d1c0e5a11@dockside\r\n");
    expect(unfolded).toContain("DTSTAMP:20261120T091530Z\r\n");
    expect(unfolded).toContain("DTSTART:20261123T140000Z\r\n");
    expect(unfolded).toContain("DTEND:20261123T150000Z\r\n");
    expect(unfolded).toContain("SUMMARY:Inbound at Chicago DC\\, Dock 3 (K7M2QX9P)\r\n");
    expect(unfolded).toContain("LOCATION:1200 W Fulton St\\, Chicago\\, IL 60607\r\n");
    expect(unfolded).toContain("DESCRIPTION:Confirmation code K7M2QX9P\\nPO-1001\\; PO-1002\r\n");
    expect(unfolded).toContain("STATUS:CONFIRMED\r\n");
    expect(unfolded).toContain("SEQUENCE:2\r\n");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
  });

  it("leaves out optional properties that are not given", () => {
    const bare = calendarFile({
      uid: "u@d",
      stamp: event.stamp,
      start: event.start,
      end: event.end,
      summary: "x",
    });
    expect(bare).not.toContain("LOCATION");
    expect(bare).not.toContain("DESCRIPTION");
    expect(bare).not.toContain("STATUS");
  });
});
