import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";

// The language of each request (URLs carry none): lib/i18n/request.ts. The messages (messages/<locale>/<part>.json)
// are compiled when the app is built, so that the browser gets the small formatter of compiled messages instead of
// an ICU parser (~13 KB compressed on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Two knobs for builds other than the one `npm start` makes and serves (both unset there):
//
// DOCKSIDE_BUILD_DIR=<folder in the project>: `next build` writes to <folder>/next and `next start`
//   serves from there. The browser tests (e2e/.artifacts) and the benchmark (bench/results/build) build
//   their own copy this way: a build for `npm start` in the same checkout cannot pull the files from
//   under their server. Next's edits to the tsconfig for that folder go to <folder>/tsconfig.json
//   (made here, extending tsconfig.json), not to tsconfig.json. Such a build skips type-checking:
//   `npm run typecheck` checks the same code, and `npm test` runs it first.
// DOCKSIDE_EXTRA_ROUTES=<name>: the build also takes files named route.<name>.ts under app/. The
//   benchmark's floor is app/api/service.v1.bench_floor/route.bench.ts, built with DOCKSIDE_EXTRA_ROUTES=bench;
//   any other build, production's included, has no such route.
const buildDir = process.env.DOCKSIDE_BUILD_DIR
  ? path.relative(process.cwd(), path.resolve(process.env.DOCKSIDE_BUILD_DIR))
  : null;
const extraRoutes = process.env.DOCKSIDE_EXTRA_ROUTES;

/** The tsconfig Next may edit for a build in `dir`: it only extends the project's. */
function buildTsconfig(dir) {
  const file = path.join(dir, "tsconfig.json");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify({ extends: path.relative(dir, "tsconfig.json") }, null, 2) + "\n");
  }
  return file;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Prisma clients load their query compiler (WebAssembly) from disk and
  // the database drivers are native or Node-only: keep them out of the bundle.
  serverExternalPackages: [
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "better-sqlite3",
    "pg",
    "@node-rs/argon2",
    "nodemailer",
  ],
  poweredByHeader: false,
  distDir: buildDir ? path.join(buildDir, "next") : ".next",
  typescript: buildDir
    ? { ignoreBuildErrors: true, tsconfigPath: buildTsconfig(buildDir) }
    : { ignoreBuildErrors: false },
  ...(extraRoutes ? { pageExtensions: [`${extraRoutes}.ts`, "tsx", "ts", "jsx", "js"] } : {}),
};
export default withNextIntl(nextConfig);
