import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";

// The language of each request (URLs carry none): lib/http/request-language.ts. The messages (messages/<locale>/<part>.json)
// are compiled when the app is built, so that the browser gets the small formatter of compiled messages instead of
// an ICU parser (~13 KB compressed on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/http/request-language.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// DOCKSIDE_BUILD_DIR=<folder in the project> (unset for `npm start`): `next build` writes to
// <folder>/next and `next start` serves from there, for a second build next to `.next` in one
// checkout (the browser tests' and the benchmark's, in bench/results/build: a build for `npm start`
// cannot then pull the files from under their server). Next's edits to the tsconfig for that folder
// go to <folder>/tsconfig.json (made here, extending tsconfig.json), not to tsconfig.json; it checks
// the same files, with the same type errors stopping the build.
const buildDir = process.env.DOCKSIDE_BUILD_DIR
  ? path.relative(process.cwd(), path.resolve(process.env.DOCKSIDE_BUILD_DIR))
  : null;

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
  typescript: { ignoreBuildErrors: false, ...(buildDir ? { tsconfigPath: buildTsconfig(buildDir) } : {}) },
};
export default withNextIntl(nextConfig);
