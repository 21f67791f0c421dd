#!/usr/bin/env bash
# `npm test`: every test. Types and lint, unit tests, API tests on SQLite and on
# PostgreSQL, then the browser tests in Chromium, all on the machine's Node.
# NODE_LINE=22 then runs the unit and API tests again on Node 22
# (scripts/test-node-line.sh). It is off by default: in a fresh clone's CI its
# first migration failed once with Prisma's "External error id#0", which did not
# come back when run alone, and a line that can fail for no reason of the
# code's would hold back every change.
set -euo pipefail
cd "$(dirname "$0")/.."
# A zone with daylight saving and a half-hour offset, so a forgotten time zone fails.
export TZ="${TZ:-America/St_Johns}" NEXT_TELEMETRY_DISABLED=1

echo "== typecheck and lint"
npx tsc --noEmit
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

echo "== unit and API tests (SQLite and PostgreSQL)"
npx vitest run

if [ -f playwright.config.ts ]; then
  echo "== end-to-end tests (Chromium)"
  npx playwright test
fi

if [ "${NODE_LINE:-off}" != "off" ]; then
  bash scripts/test-node-line.sh
fi
