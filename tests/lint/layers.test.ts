// The lint rules that keep the layers pointing down (eslint.config.mjs) must
// bite: a circle of imports, a domain reaching up to the API edge, a component
// folder reaching into another. Each case is linted with the repository's own
// configuration, as `npm run lint` would.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root, ignore: false });
// Text linted as if it stood at a path: the import plugin's rules need the file on disk, the layer rules do not.
const virtual = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: { rules: { "import/no-cycle": "off", "import/no-anonymous-default-export": "off" } },
});

async function rulesBroken(code: string, filePath: string) {
  const [result] = await virtual.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

describe("the import rules", () => {
  it("refuse an import circle", async () => {
    const results = await eslint.lintFiles([path.join(root, "tests/lint/fixtures/cycle-a.ts")]);
    expect(results[0].messages.map((m) => m.ruleId)).toContain("import/no-cycle");
  }, 60_000);

  it.each([
    ["lib/appointments/example.ts", 'import { STATUS_OF } from "../api/errors";'],
    ["lib/facilities/example.ts", 'import { OPERATIONS } from "@/lib/api/operations";'],
    ["lib/core/example.ts", 'import { db } from "../db";'],
    ["lib/db/example.ts", 'import { listAppointments } from "../appointments/list";'],
    ["lib/users/example.ts", 'import { Button } from "@/components/ui/button";'],
    ["components/calendar/example.tsx", 'import { SlotPicker } from "@/components/booking/slot-picker";'],
    ["components/settings/example.tsx", 'import { x } from "../calendar/keys";'],
    ["components/ui/example.tsx", 'import { x } from "@/components/shared/query-keys";'],
    ["components/shared/example.tsx", 'import { x } from "@/components/booking/slot-picker";'],
    ["components/booking/example.tsx", 'import Page from "@/app/page";'],
  ])("refuse %s importing upwards or sideways: %s", async (file, code) => {
    expect(
      await rulesBroken(
        `${code}\nexport const used = [${code
          .match(/\{ (\w+) \}|import (\w+)/)!
          .slice(1)
          .find(Boolean)}];\n`,
        file,
      ),
    ).toContain("no-restricted-imports");
  });

  it.each([
    ["lib/appointments/example.ts", 'import { conflict } from "../core/errors";'],
    ["lib/api/example.ts", 'import { listAppointments } from "../appointments/list";'],
    ["components/calendar/example.tsx", 'import { Button } from "@/components/ui/button";'],
    ["components/calendar/example.tsx", 'import { x } from "@/components/shared/query-keys";'],
    ["components/calendar/example.tsx", 'import { x } from "./keys";'],
  ])("allow %s importing downwards: %s", async (file, code) => {
    expect(
      await rulesBroken(`${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`, file),
    ).not.toContain("no-restricted-imports");
  });
});
