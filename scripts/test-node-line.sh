#!/usr/bin/env bash
# `npm test`'s other Node lines: the unit and SQLite API suites again under
# each release line in NODE_LINE (default 24; "22 24" for both), from the npm
# registry's `node` package, so lines the machine does not have are tested too.
# NODE_LINE_PROJECTS widens them ("unit api-sqlite api-postgres"): the
# PostgreSQL half runs the same JavaScript driver as on the machine's Node and
# would add six minutes to a CI that must stay under forty.
# Their SQLite driver is better-sqlite3 13 from the npm registry (its package
# carries N-API binaries: nothing is built or downloaded from elsewhere),
# loaded in place of the checkout's by scripts/node-line-driver.mjs; the
# checkout's node_modules is not changed.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
quiet=(--no-save --no-package-lock --no-audit --no-fund --loglevel=error)

npm install --prefix "$work/driver" "${quiet[@]}" --ignore-scripts better-sqlite3@13 >/dev/null
export DOCKSIDE_NODE_LINE_SQLITE="$work/driver/node_modules/better-sqlite3"

for line in ${NODE_LINE:-24}; do
  npm install --prefix "$work/node-$line" "${quiet[@]}" "node@$line" >/dev/null
  bin="$work/node-$line/node_modules/node/bin"
  echo "== unit and API tests again under Node $("$bin/node" --version) (the npm registry's node package)"
  PATH="$bin:$PATH" NODE_OPTIONS="--import $PWD/scripts/node-line-driver.mjs ${NODE_OPTIONS:-}" \
    node node_modules/vitest/vitest.mjs run $(printf -- '--project %s ' ${NODE_LINE_PROJECTS:-unit api-sqlite})
done
