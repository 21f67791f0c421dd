#!/usr/bin/env bash
# `npm test`'s second Node line: the unit and API suites again under another
# release line of Node (NODE_LINE, default 22), from the npm registry's `node`
# package, so a line the machine does not have is tested too. The one native
# module (better-sqlite3) is built for that Node from the same sources, with
# the headers the package carries, beside this checkout's own build, which is
# put back afterwards whatever happens. Nothing is downloaded but npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."
line="${NODE_LINE:-22}"
work=$(mktemp -d)
sqlite=$(node -p 'require("path").dirname(require.resolve("better-sqlite3/package.json", { paths: [require.resolve("@prisma/adapter-better-sqlite3")] }))')
restore() {
  if [ -d "$work/build.own" ]; then
    rm -rf "$sqlite/build"
    mv "$work/build.own" "$sqlite/build"
  fi
  rm -rf "$work"
}
trap restore EXIT

npm install --prefix "$work" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$line" >/dev/null
bin="$work/node_modules/node/bin"
home=$(dirname "$(dirname "$(readlink -f "$work"/node_modules/node/node_modules/node-*/bin/node)")")
echo "== unit and API tests again under Node $("$bin/node" --version) (the npm registry's node package)"

gyp="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
cp -r "$sqlite" "$work/better-sqlite3"
(cd "$work/better-sqlite3" && rm -rf build &&
  PATH="$bin:$PATH" node "$gyp" rebuild --release --nodedir="$home" --loglevel=error >/dev/null 2>&1)
mv "$sqlite/build" "$work/build.own"
mv "$work/better-sqlite3/build" "$sqlite/build"

PATH="$bin:$PATH" node node_modules/vitest/vitest.mjs run --project unit --project api-sqlite --project api-postgres
