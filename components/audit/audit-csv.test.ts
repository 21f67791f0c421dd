import { describe, expect, it } from "vitest";
import { auditCsv } from "./audit-csv";

describe("auditCsv", () => {
  it("guards a label that a spreadsheet would run as a formula, and keeps JSON in one cell", () => {
    const csv = auditCsv([
      {
        id: "00000000-0000-4000-8000-000000000000",
        at: "2026-12-02T05:00:00.000Z",
        actor: { kind: "token", id: "t1", label: '=HYPERLINK("http://evil")' },
        action: "update_facility_settings",
        target: { kind: "facility", id: "f1" },
        facility_ids: ["f1"],
        before: { name: "Old, name" },
        after: { name: "New" },
      },
    ]);
    const [, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(`"{""name"":""Old, name""}"`);
    expect(row.startsWith("2026-12-02T05:00:00.000Z,token,t1,")).toBe(true);
  });
});
