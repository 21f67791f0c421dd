// Every browser test takes Playwright's test from e2e/test.ts, which closes the contexts a test opened: one
// taken from @playwright/test itself would leave its second person's pages running through the rest of the run.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const E2E = path.resolve(import.meta.dirname, "../../e2e");

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name.startsWith(".")) continue;
    if (statSync(full).isDirectory()) files(full, out);
    else if (name.endsWith(".ts") && full !== path.join(E2E, "test.ts")) out.push(full);
  }
  return out;
}

/** Whether an import of `source` brings `test` (or `test as …`) from @playwright/test. */
const takesPlaywrightTest = (source: string) =>
  [...source.matchAll(/import \{([^}]*)\} from "@playwright\/test"/g)].some((m) =>
    m[1].split(",").some((name) => /^test(\s+as\s+\w+)?$/.test(name.trim())),
  );

describe("browser tests", () => {
  const all = files(E2E);

  it("take test from e2e/test.ts", () => {
    expect(all.length).toBeGreaterThan(40);
    expect(
      all.filter((f) => takesPlaywrightTest(readFileSync(f, "utf8"))).map((f) => path.relative(E2E, f)),
    ).toEqual([]);
  });

  it("finds an import of Playwright's own test", () => {
    expect(takesPlaywrightTest('import { expect, test as base, type Page } from "@playwright/test";')).toBe(
      true,
    );
    expect(takesPlaywrightTest('import { expect, type Page } from "@playwright/test";')).toBe(false);
  });
});
