import path from "node:path";
import { defineConfig } from "vitest/config";

// A zone with daylight saving and a half-hour offset: code that forgets the
// facility's time zone, or assumes whole hours, fails here.
process.env.TZ ??= "America/St_Johns";
process.env.LOG_LEVEL ??= "silent";

const api = (name: string, provider: "sqlite" | "postgresql") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    globalSetup: ["tests/api/setup/global.ts"],
    setupFiles: ["tests/api/setup/env.ts"],
    provide: { provider },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "components/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
        },
      },
      api("api-sqlite", "sqlite"),
      api("api-postgres", "postgresql"),
    ],
  },
});
