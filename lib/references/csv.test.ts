import { describe, expect, it } from "vitest";
import { parseReferenceCsv } from "./csv";

describe("parseReferenceCsv", () => {
  it("takes references with or without expiry, skips a header, and says why it refuses a line", () => {
    const csv = [
      "reference_id,expires_on",
      "PO-1,2027-01-31",
      '"PO-2, rush",',
      "PO-3,31/01/2027",
      ",2027-01-01",
      "PO-1",
      "PO-4,2027-02-30",
      "",
      "PO-5",
    ].join("\r\n");
    const { references, refused } = parseReferenceCsv(`\ufeff${csv}`);
    expect(references).toEqual([
      { reference_id: "PO-1", expires_on: "2027-01-31" },
      { reference_id: "PO-2, rush" },
      { reference_id: "PO-5" },
    ]);
    expect(refused).toEqual([
      { line: 4, text: "PO-3,31/01/2027", why: "not_a_date", date: "31/01/2027" },
      { line: 5, text: ",2027-01-01", why: "no_reference" },
      { line: 6, text: "PO-1", why: "repeated" },
      { line: 7, text: "PO-4,2027-02-30", why: "not_a_date", date: "2027-02-30" },
    ]);
  });
});
