#!/usr/bin/env bash
# `npm test`: every test. Types and lint, unit tests, API tests on SQLite and on
# PostgreSQL, then the browser tests in Chromium, all on the machine's Node,
# and beside the browser tests the unit and SQLite API tests again on Node 24,
# or on the lines NODE_LINE names ("22 24"; "off" for none):
# scripts/test-node-line.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
# A zone with daylight saving and a half-hour offset, so a forgotten time zone fails.
export TZ="${TZ:-America/St_Johns}" NEXT_TELEMETRY_DISABLED=1

echo "== typecheck and lint"
# tsc and eslint each keep one core busy for a minute or two: side by side.
npx tsc --noEmit &
typecheck_run=$!
lint_status=0
npx eslint . --max-warnings 0 || lint_status=$?
typecheck_status=0
wait "$typecheck_run" || typecheck_status=$?
npx prettier --check . --log-level warn
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then exit 1; fi

echo "== unit and API tests (SQLite and PostgreSQL)"
# Two runs side by side: one database's API files run one at a time (they share that
# database, and vitest gives a 2-core machine one worker), but the two databases need not
# wait for each other. The PostgreSQL run's report follows the other's.
postgres_log=$(mktemp)
npx vitest run --project api-postgres >"$postgres_log" 2>&1 &
postgres_run=$!
sqlite_status=0
npx vitest run --project unit --project api-sqlite || sqlite_status=$?
postgres_status=0
wait "$postgres_run" || postgres_status=$?
cat "$postgres_log" && rm -f "$postgres_log"
if [ "$sqlite_status" -ne 0 ] || [ "$postgres_status" -ne 0 ]; then exit 1; fi

# The browser tests keep one browser and one server busy, which leaves room on a 2-core machine: the other
# Node lines run beside them, and their report follows.
line_status=0
if [ "${NODE_LINE:-24}" != "off" ]; then
  line_log=$(mktemp)
  NODE_LINE="${NODE_LINE:-24}" bash scripts/test-node-line.sh >"$line_log" 2>&1 &
  line_run=$!
fi

e2e_status=0
if [ -f playwright.config.ts ]; then
  echo "== end-to-end tests (Chromium)"
  npx playwright test || e2e_status=$?
fi

if [ "${NODE_LINE:-24}" != "off" ]; then
  wait "$line_run" || line_status=$?
  cat "$line_log" && rm -f "$line_log"
fi
if [ "$e2e_status" -ne 0 ] || [ "$line_status" -ne 0 ]; then exit 1; fi
