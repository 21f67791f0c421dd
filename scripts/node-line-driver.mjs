// Loaded with `--import` by scripts/test-node-line.sh only. better-sqlite3 11
// (the SQLite driver Prisma's adapter brings) aborts at exit on Node 24, and
// version 13, which runs on 22 and 24 from the N-API binaries inside its npm
// package, crashes on Node 20. So the checkout keeps 11 for its own Node and
// the other lines load 13 from the folder the script installed it into,
// without touching node_modules.
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const driver = process.env.DOCKSIDE_NODE_LINE_SQLITE;
if (!driver) throw new Error("DOCKSIDE_NODE_LINE_SQLITE names better-sqlite3 13's folder");
const entry = pathToFileURL(path.join(driver, "lib", "index.js")).href;

registerHooks({
  resolve(specifier, context, next) {
    if (specifier === "better-sqlite3") return { url: entry, format: "commonjs", shortCircuit: true };
    return next(specifier, context);
  },
});
