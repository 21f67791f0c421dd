// The browser tests build and serve their own copy (e2e/serve.ts sets
// DOCKSIDE_E2E_BUILD to its artifacts folder, e2e/.artifacts by default): a `next build` for `npm start` in the same checkout
// cannot pull the files from under a running test server, and Next's edits to
// the tsconfig for that folder land in e2e/.artifacts, not in tsconfig.json.
// `npm test` type-checks before the browser tests, so that build skips it.
const e2eBuild = process.env.DOCKSIDE_E2E_BUILD;

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
  distDir: e2eBuild ? `${e2eBuild}/next` : ".next",
  // `npm run lint` and `npm run typecheck` check the code; the build need not repeat it.
  typescript: e2eBuild
    ? { ignoreBuildErrors: true, tsconfigPath: `${e2eBuild}/tsconfig.json` }
    : { ignoreBuildErrors: false },
};
export default nextConfig;
