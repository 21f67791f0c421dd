import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

// Layers point down: app → components → lib; inside lib, core and db below the
// domains, the API edge (lib/api) above them. These rules keep it so.
const DOMAINS = [
  "appointments",
  "auth",
  "availability",
  "calendar",
  "carriers",
  "demo",
  "facilities",
  "gate",
  "idempotency",
  "tokens",
  "users",
  "webhooks",
];
const COMPONENT_FOLDERS = [
  "appointments",
  "auth",
  "booking",
  "calendar",
  "company",
  "docs",
  "gate",
  "mail",
  "portal",
  "public",
  "reports",
  "settings",
  "tokens",
  "users",
  "webhooks",
  "yard",
];

const restrict = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});
const group = (group, message) => ({ group, message });
const regex = (regex, message) => ({ regex, message });

const upward = group(
  ["@/app/*", "@/components/*", "**/components/*", "**/app/*"],
  "lib is the bottom layer: it imports neither components nor app.",
);

const layers = [
  // Everything but the API edge, the scripts and the tests stays below lib/api.
  restrict(["lib/**"], [upward]),
  restrict(
    DOMAINS.map((d) => `lib/${d}/**`),
    [
      upward,
      group(
        ["@/lib/api/*", "../api/*", "../api"],
        "domains throw DomainError (lib/core/errors); the API edge maps it to HTTP.",
      ),
    ],
  ),
  restrict(
    ["lib/core/**"],
    [upward, regex("^(\\.\\./|@/)", "lib/core is below everything in lib: it imports only its own files.")],
  ),
  restrict(
    ["lib/db/**"],
    [
      upward,
      group(
        [...DOMAINS.flatMap((d) => [`../${d}/*`, `@/lib/${d}/*`]), "../api/*", "@/lib/api/*"],
        "lib/db is below the domains.",
      ),
    ],
  ),
  restrict(
    ["components/ui/**"],
    [
      regex("^(@/components/(?!ui/)|\\.\\./)", "ui imports no other components folder."),
      group(["@/app/*"], "components do not import app."),
    ],
  ),
  restrict(
    ["components/shared/**"],
    [
      regex("^(@/components/(?!ui/|shared/)|\\.\\./)", "shared imports only components/ui."),
      group(["@/app/*"], "components do not import app."),
    ],
  ),
  ...COMPONENT_FOLDERS.map((f) =>
    restrict(
      [`components/${f}/**`],
      [
        regex(
          `^(@/components/(?!ui/|shared/|${f}/)|\\.\\./)`,
          `components/${f} imports only components/ui, components/shared and its own files: move what two folders need into components/shared.`,
        ),
        group(["@/app/*"], "components do not import app."),
      ],
    ),
  ),
];

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      "lib/generated/**",
      ".next/**",
      "bench/results/**",
      "test-results/**",
      "playwright-report/**",
      "e2e/.artifacts*/**",
      "next-env.d.ts",
      "tests/lint/fixtures/**",
      // The SSC client test writes the standard's types here (git ignores them too).
      "tests/ssc-client/generated/**",
    ],
  },
  {
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  ...layers,
  // Formatting is Prettier's (npm run format); this only turns off what would fight it.
  prettier,
  // Prettier wraps code at 110; what it cannot wrap (comments, long names) must not run on past 140.
  {
    rules: {
      "max-len": [
        "error",
        {
          code: 140,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
];
export default config;
