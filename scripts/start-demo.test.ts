import { describe, expect, it } from "vitest";
import { demoWanted, firstAdminHint } from "./start-demo";

describe("demoWanted", () => {
  it("loads the demo into the embedded default database, the one `npm install && npm start` makes", () => {
    expect(demoWanted({})).toBe(true);
    expect(demoWanted({ DATABASE_URL: "" })).toBe(true);
  });

  it("keeps a database named in DATABASE_URL free of demo users unless asked", () => {
    expect(demoWanted({ DATABASE_URL: "postgresql://app@db.internal:5432/dockside" })).toBe(false);
    expect(demoWanted({ DATABASE_URL: "file:/srv/dockside/dockside.db" })).toBe(false);
    expect(
      demoWanted({ DATABASE_URL: "postgresql://app@db.internal:5432/dockside", DOCKSIDE_DEMO: "1" }),
    ).toBe(true);
  });

  it("never loads it with DOCKSIDE_DEMO=0, not even into the default database", () => {
    expect(demoWanted({ DOCKSIDE_DEMO: "0" })).toBe(false);
    expect(demoWanted({ DATABASE_URL: "file:./data/other.db", DOCKSIDE_DEMO: " 0 " })).toBe(false);
  });

  it("refuses a value it does not know rather than guess", () => {
    expect(() => demoWanted({ DOCKSIDE_DEMO: "no" })).toThrow(/DOCKSIDE_DEMO must be 0 or 1 \(got "no"\)/);
    expect(() => demoWanted({ DATABASE_URL: "postgresql://app@db/dockside", DOCKSIDE_DEMO: "true" })).toThrow(
      /must be 0 or 1/,
    );
  });
});

describe("firstAdminHint", () => {
  it("names the admin command that makes the first admin, and where to sign in", () => {
    const text = firstAdminHint("https://docks.example.com").join("\n");
    expect(text).toContain(
      "npm run -s admin -- user create --email you@example.com --password '<a long passphrase>' --role admin",
    );
    expect(text).toContain("https://docks.example.com/signin");
  });
});
